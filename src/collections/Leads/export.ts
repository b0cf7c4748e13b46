import type { Endpoint, PayloadRequest, Where } from 'payload'

import { toCsv } from '@/lib/csv'
import { cooperationModels, leadKinds, leadStages, type LeadKind } from '@/lib/lead-kinds'
import { leadDevices, leadStatusLabel, UTM_KEYS } from '@/lib/lead-status'

import { isStaff } from '../Admins/access'

const PAGE_SIZE = 500
/** More than a sales team exports at once; the bound keeps one request's memory in check. */
const MAX_ROWS = 50_000

const shanghai = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})
const time = (iso: unknown) => (typeof iso === 'string' && iso ? shanghai.format(new Date(iso)) : '')
const label = (list: readonly { value: string; label: string }[], value: unknown) =>
  value ? (list.find((item) => item.value === value)?.label ?? String(value)) : ''
const person = (value: unknown) =>
  value && typeof value === 'object'
    ? String((value as { name?: string }).name || (value as { email?: string }).email || '')
    : ''
const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id: unknown }).id : (value ?? '')

const HEADER = [
  '编号',
  '提交时间',
  '类型',
  '称呼',
  '手机号',
  '学校/机构',
  '学段',
  '合作方式',
  '留言内容',
  '跟进状态',
  '负责人',
  '来源页面',
  '设备',
  ...UTM_KEYS.map((key) => `utm_${key}`),
  '重复线索（首条编号）',
  '跟进记录',
]

type LeadRow = Record<string, unknown> & {
  campaign?: Record<string, unknown> | null
  notes?: { body?: string; author?: unknown; at?: string }[] | null
}

function row(lead: LeadRow): unknown[] {
  return [
    lead.id,
    time(lead.createdAt),
    (leadKinds[(lead.kind ?? 'consult') as LeadKind] ?? leadKinds.consult).label,
    lead.name,
    lead.phone,
    lead.organisation,
    label(leadStages, lead.stage),
    label(cooperationModels, lead.model),
    lead.message,
    leadStatusLabel(lead.status),
    person(lead.owner),
    lead.source,
    label(leadDevices, lead.device),
    ...UTM_KEYS.map((key) => lead.campaign?.[key] ?? ''),
    idOf(lead.duplicateOf),
    (lead.notes ?? [])
      .map((note) => `${time(note.at)} ${person(note.author) || '—'}：${note.body ?? ''}`)
      .join('\n'),
  ]
}

/** The list view's filters as a query: its `where`, and the search box over name, phone and organisation. */
function filterOf(req: PayloadRequest): Where {
  const query = (req.query ?? {}) as { where?: Where; search?: unknown }
  const and: Where[] = []
  if (query.where && typeof query.where === 'object') and.push(query.where)
  if (typeof query.search === 'string' && query.search.trim()) {
    const term = query.search.trim().slice(0, 100)
    and.push({ or: ['name', 'phone', 'organisation'].map((field) => ({ [field]: { like: term } })) })
  }
  return and.length ? { and } : {}
}

const refuse = (status: number, code: number, msg: string) =>
  Response.json({ code, msg }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /api/leads/export: the leads the admin list shows (same `where`, `search` and `sort`), every page, as a
 * CSV Excel opens with the Chinese intact. Staff only; read with the staff member's own access.
 */
export const exportLeads: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req.user as never)) return refuse(403, 403, '请先登录后台再导出')
    const where = filterOf(req)
    const sortParam = (req.query as { sort?: unknown })?.sort
    const sort =
      typeof sortParam === 'string' && /^-?[a-zA-Z.]{1,40}$/.test(sortParam) ? sortParam : '-createdAt'
    const rows: unknown[][] = [HEADER]
    try {
      for (let page = 1; rows.length <= MAX_ROWS; page++) {
        const result = await req.payload.find({
          collection: 'leads',
          where,
          sort,
          page,
          limit: PAGE_SIZE,
          depth: 1,
          joins: false,
          overrideAccess: false,
          user: req.user,
          req,
        })
        for (const lead of result.docs) rows.push(row(lead as unknown as LeadRow))
        if (!result.hasNextPage) break
      }
    } catch (error) {
      req.payload.logger.warn({ msg: 'lead export: query refused', err: error })
      return refuse(400, 400, '筛选条件不正确，无法导出')
    }
    const day = shanghai.format(new Date()).slice(0, 10).replace(/-/g, '')
    return new Response(toCsv(rows.slice(0, MAX_ROWS + 1)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`线索-${day}.csv`)}`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
