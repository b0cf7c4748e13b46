import { createHmac } from 'node:crypto'

import { cooperationModels, leadKinds, leadStages, type LeadKind } from '@/lib/lead-kinds'
import { leadDevices, UTM_KEYS } from '@/lib/lead-status'

/** What a notification tells about a lead: the fields a salesperson needs to call back. */
export interface LeadForNotice {
  id: number | string
  kind?: string | null
  name: string
  phone: string
  organisation?: string | null
  stage?: string | null
  model?: string | null
  message?: string | null
  source?: string | null
  device?: string | null
  campaign?: Partial<Record<(typeof UTM_KEYS)[number], string | null>> | null
  createdAt: string
}

const label = (list: readonly { value: string; label: string }[], value?: string | null) =>
  list.find((item) => item.value === value)?.label ?? value ?? ''

const shanghaiTime = (iso: string) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso))

/** The lead as labelled lines, in the order of the visitor's form; empty fields left out. */
export function noticeLines(lead: LeadForNotice, siteUrl: string): [string, string][] {
  const kind = leadKinds[(lead.kind ?? 'consult') as LeadKind] ?? leadKinds.consult
  const campaign = UTM_KEYS.map((key) => lead.campaign?.[key])
    .filter(Boolean)
    .join(' / ')
  const lines: [string, string | null | undefined][] = [
    ['类型', kind.label],
    ['称呼', lead.name],
    ['手机号', lead.phone],
    [kind.organisation.label, lead.organisation],
    ['学段', lead.stage ? label(leadStages, lead.stage) : null],
    ['合作方式', lead.model ? label(cooperationModels, lead.model) : null],
    [kind.message.label, lead.message],
    ['来源页面', lead.source ? `${siteUrl}${lead.source}` : null],
    ['设备', lead.device ? label(leadDevices, lead.device) : null],
    ['推广来源', campaign || null],
    ['提交时间', shanghaiTime(lead.createdAt)],
  ]
  return lines.filter((line): line is [string, string] => Boolean(line[1]))
}

export const noticeTitle = (lead: LeadForNotice) =>
  `新线索：${(leadKinds[(lead.kind ?? 'consult') as LeadKind] ?? leadKinds.consult).label} · ${lead.name}`

export const adminLink = (lead: LeadForNotice, siteUrl: string) =>
  `${siteUrl}/admin/collections/leads/${lead.id}`

/**
 * The plain-text message for the group robots. Plain text, not markdown: what a visitor typed must not turn
 * into a link or a heading in the sales team's group.
 */
export function noticeText(lead: LeadForNotice, siteUrl: string): string {
  return [
    `【${noticeTitle(lead)}】`,
    ...noticeLines(lead, siteUrl).map(([key, value]) => `${key}：${value}`),
    `跟进：${adminLink(lead, siteUrl)}`,
  ].join('\n')
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export function noticeEmail(lead: LeadForNotice, siteUrl: string) {
  const lines = noticeLines(lead, siteUrl)
  const rows = lines
    .map(
      ([key, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555;white-space:nowrap;vertical-align:top">${escapeHtml(key)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const link = adminLink(lead, siteUrl)
  return {
    subject: noticeTitle(lead),
    text: noticeText(lead, siteUrl),
    html: `<div style="font-family:sans-serif;font-size:14px;color:#222"><h2 style="font-size:18px">${escapeHtml(noticeTitle(lead))}</h2><table>${rows}</table><p><a href="${escapeHtml(link)}">在后台跟进这条线索</a></p></div>`,
  }
}

export type RobotKind = 'wecom' | 'dingtalk' | 'feishu'

/** DingTalk's signed-secret mode: HMAC-SHA256 of "timestamp\nsecret" keyed by the secret, base64. */
export function dingtalkSign(secret: string, timestampMs: number): string {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64')
}

/** Feishu's signature check: HMAC-SHA256 keyed by "timestamp\nsecret" over nothing, base64. */
export function feishuSign(secret: string, timestampSeconds: number): string {
  return createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64')
}

/** The request each robot expects for a text message, signed when the robot has a secret. */
export function robotRequest(
  kind: RobotKind,
  webhookUrl: string,
  text: string,
  secret?: string | null,
  now = Date.now(),
): { url: string; body: Record<string, unknown> } {
  switch (kind) {
    case 'wecom':
      return { url: webhookUrl, body: { msgtype: 'text', text: { content: text } } }
    case 'dingtalk': {
      const url = new URL(webhookUrl)
      if (secret) {
        url.searchParams.set('timestamp', String(now))
        url.searchParams.set('sign', dingtalkSign(secret, now))
      }
      return { url: url.toString(), body: { msgtype: 'text', text: { content: text } } }
    }
    case 'feishu': {
      const seconds = Math.floor(now / 1000)
      const signed = secret ? { timestamp: String(seconds), sign: feishuSign(secret, seconds) } : {}
      return { url: webhookUrl, body: { ...signed, msg_type: 'text', content: { text } } }
    }
  }
}

/**
 * Whether a robot accepted the message. All three answer HTTP 200 with an error code in the body when they
 * refuse (bad key, bad signature, rate limit): WeCom and DingTalk `errcode`, Feishu `code` (older `StatusCode`).
 */
export function robotAccepted(kind: RobotKind, status: number, body: unknown): true | string {
  if (status < 200 || status >= 300) return `HTTP ${status}`
  const data = (body ?? {}) as Record<string, unknown>
  const code = kind === 'feishu' ? (data.code ?? data.StatusCode) : data.errcode
  if (code === 0) return true
  const message = kind === 'feishu' ? (data.msg ?? data.StatusMessage) : data.errmsg
  return `错误码 ${String(code ?? '（无）')}：${String(message ?? '应答无法识别')}`
}
