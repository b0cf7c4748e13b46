import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '../../migrations/sqlite'
import { parseCsv } from '../helpers/csv'

type RestRoute = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const tmp = mkdtempSync(path.join(os.tmpdir(), 'int-leads-export-'))
process.env.DATABASE_URL = `file:${path.join(tmp, 'export.db')}`
process.env.PAYLOAD_SECRET ??= 'leads-export-int-test-secret-0123'

let payload: Payload
let restGet: RestRoute
let staffToken: string
let memberToken: string

/** GET /api/leads/export?{query} through the site's REST route (Payload behind the site's guard). */
async function exportCsv(query = '', token?: string) {
  const url = `http://localhost/api/leads/export${query ? `?${query}` : ''}`
  const response = await restGet(
    new Request(url, { headers: token ? { authorization: `JWT ${token}` } : {} }),
    { params: Promise.resolve({ slug: ['leads', 'export'] }) },
  )
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes, text: bytes.toString('utf8') }
}

beforeAll(async () => {
  const { getPayloadClient } = await import('@/server/payload')
  payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  const editor = await payload.create({
    collection: 'admins',
    data: { email: 'sales@example.com', password: 'Staff@12345', roles: ['editor'], name: '销售小李' },
    overrideAccess: true,
  })
  staffToken = (
    await payload.login({
      collection: 'admins',
      data: { email: 'sales@example.com', password: 'Staff@12345' },
    })
  ).token!
  await payload.create({
    collection: 'members',
    data: { username: 'some_teacher', password: 'Teach@1234' },
    overrideAccess: true,
  })
  memberToken = (
    await payload.login({
      collection: 'members',
      data: { username: 'some_teacher', password: 'Teach@1234' } as never,
    })
  ).token!
  // More than one page of the export (500 a page).
  for (let i = 0; i < 503; i++) {
    await payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        name: `老师${i}`,
        phone: `1390000${String(i).padStart(4, '0')}`,
        kind: 'consult',
        message: '想了解课程',
        status: i % 10 === 0 ? 'contacted' : 'new',
      },
    })
  }
  await payload.create({
    collection: 'leads',
    overrideAccess: true,
    data: {
      name: '王老师',
      phone: '13812345678',
      organisation: '青禾实验小学, 本部',
      kind: 'trial',
      stage: 'primary',
      message: '=HYPERLINK("http://evil.example","点我")',
      source: '/mobile/cooperation',
      device: 'mobile',
      campaign: { source: 'baidu', medium: 'cpc' },
      status: 'interested',
      owner: editor.id,
      notes: [{ body: '已电话联系\n约周二演示' }],
    },
    user: { ...editor, collection: 'admins' },
  })
  restGet = (await import('@/app/(payload)/api/[...slug]/route')).GET as unknown as RestRoute
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(tmp, { recursive: true, force: true })
})

describe('CSV export of leads', () => {
  it('is refused to visitors and members with a Chinese message', async () => {
    for (const token of [undefined, memberToken]) {
      const { response, text } = await exportCsv('', token)
      expect(response.status).toBe(403)
      expect(JSON.parse(text)).toEqual({ code: 403, msg: '请先登录后台再导出' })
    }
  })

  it('gives staff every lead as UTF-8 with BOM that Excel opens with the Chinese intact', async () => {
    const { response, bytes, text } = await exportCsv('', staffToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{8}\.csv"; filename\*=UTF-8''%E7%BA%BF%E7%B4%A2-\d{8}\.csv$/,
    )
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(text.slice(1))
    expect(rows[0].slice(0, 6)).toEqual(['编号', '提交时间', '类型', '称呼', '手机号', '学校/机构'])
    expect(rows).toHaveLength(1 + 504)
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(504)
    // Newest first, like the list.
    const wang = rows[1]
    const column = (name: string) => wang[rows[0].indexOf(name)]
    expect(column('称呼')).toBe('王老师')
    expect(column('类型')).toBe('申请试用')
    expect(column('学校/机构')).toBe('青禾实验小学, 本部')
    expect(column('学段')).toBe('小学')
    expect(column('跟进状态')).toBe('有意向')
    expect(column('负责人')).toBe('销售小李')
    expect(column('设备')).toBe('手机')
    expect(column('utm_source')).toBe('baidu')
    expect(column('提交时间')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(column('跟进记录')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} 销售小李：已电话联系\n约周二演示$/)
    // A visitor's formula is text in Excel, not a link.
    expect(column('留言内容')).toBe(`'=HYPERLINK("http://evil.example","点我")`)
  })

  it('exports exactly what the list shows: its where, its search box and its sort', async () => {
    const contacted = parseCsv((await exportCsv('where[status][equals]=contacted', staffToken)).text.slice(1))
    expect(contacted).toHaveLength(1 + 51)
    expect(contacted.slice(1).every((row) => row[contacted[0].indexOf('跟进状态')] === '已联系')).toBe(true)

    const searched = parseCsv(
      (await exportCsv(`search=${encodeURIComponent('老师12')}`, staffToken)).text.slice(1),
    )
    expect(
      searched
        .slice(1)
        .map((row) => row[3])
        .sort(),
    ).toEqual(['老师12', ...Array.from({ length: 10 }, (_, i) => `老师12${i}`)].sort())

    const oldestFirst = parseCsv(
      (await exportCsv('sort=createdAt&where[status][equals]=new', staffToken)).text.slice(1),
    )
    expect(oldestFirst[1][3]).toBe('老师1')
  })

  it('answers a filter it cannot run with 400 and a Chinese message, not a fault', async () => {
    const unknownField = await exportCsv('where[nope][equals]=1', staffToken)
    expect(unknownField.response.status).toBe(400)
    const unknownOperator = await exportCsv('where[status][sounds_like]=new', staffToken)
    expect(unknownOperator.response.status).toBe(400)
    expect(JSON.stringify(JSON.parse(unknownField.text)) + unknownOperator.text).toMatch(/条件/)
  })
})
