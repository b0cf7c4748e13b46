import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { getSiteUrl } from '@/lib/site-url'
import type { DeliveryChannel } from '@/collections/LeadDeliveries/config'

import { env } from '../env'
import { smtpConfigured } from '../email'
import {
  noticeEmail,
  noticeText,
  robotAccepted,
  robotRequest,
  type LeadForNotice,
  type RobotKind,
} from './messages'

/** The jobs queue of lead notifications (run by ./runner, not by Payload's cron). */
export const LEAD_QUEUE = 'leads'
/** Tries of one delivery before it is given up: with the default 30 s first delay the last is ~4 h later. */
export const NOTIFY_MAX_ATTEMPTS = 10
const WEBHOOK_TIMEOUT_MS = 10_000

export type LeadNotifySettings = {
  emails?: { address?: string | null }[] | null
  webhooks?:
    | {
        id?: string | null
        name?: string | null
        kind?: RobotKind | null
        url?: string | null
        secret?: string | null
        enabled?: boolean | null
      }[]
    | null
}

export async function readNotifySettings(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<LeadNotifySettings> {
  const settings = (await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })) as {
    leadNotify?: LeadNotifySettings | null
  }
  return settings.leadNotify ?? {}
}

export const notifyAddresses = (settings: LeadNotifySettings): string[] => [
  ...new Set(
    (settings.emails ?? []).map((row) => row.address?.trim()).filter((a): a is string => Boolean(a)),
  ),
]

const siteUrl = (payload: Payload) => (payload.config.serverURL || getSiteUrl()).replace(/\/$/, '')

class Skip extends Error {}

/** Sends one delivery: the e-mail to the current recipients, or the message to one robot. */
async function send(
  payload: Payload,
  channel: DeliveryChannel,
  webhookId: string | null | undefined,
  lead: LeadForNotice,
) {
  const settings = await readNotifySettings(payload)
  if (channel === 'email') {
    const to = notifyAddresses(settings)
    if (!to.length || !smtpConfigured()) throw new Skip('通知邮箱已清空或邮件服务器未配置')
    try {
      await payload.sendEmail({ to, ...noticeEmail(lead, siteUrl(payload)) })
    } catch (error) {
      throw new Error(`邮件发送失败：${(error as Error).message}`)
    }
    return
  }
  const hook = (settings.webhooks ?? []).find((row) => row.id === webhookId)
  if (!hook?.url || !hook.kind || hook.enabled === false) throw new Skip('该群机器人已删除或停用')
  const { url, body } = robotRequest(
    hook.kind,
    hook.url.trim(),
    noticeText(lead, siteUrl(payload)),
    hook.secret,
  )
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    throw new Error(`无法连接群机器人：${cause ?? (error as Error).message}`)
  }
  const answer = await response.json().catch(() => null)
  const accepted = robotAccepted(hook.kind, response.status, answer)
  if (accepted !== true) throw new Error(`群机器人拒绝了消息：${accepted}`)
}

/**
 * The job that delivers one notification. Its outcome is written on the delivery record the lead shows
 * (outside the job's own bookkeeping, so a failed attempt is recorded too); a failure is thrown again so the
 * queue retries it with exponential backoff, until NOTIFY_MAX_ATTEMPTS.
 */
export const notifyLeadTask: TaskConfig = {
  slug: 'notifyLead',
  label: '线索通知',
  inputSchema: [{ name: 'delivery', type: 'text', required: true }],
  retries: {
    attempts: NOTIFY_MAX_ATTEMPTS - 1,
    backoff: { type: 'exponential', delay: env.LEAD_NOTIFY_RETRY_MS },
  },
  handler: async ({ input, req }) => {
    const { payload } = req
    const id = (input as { delivery: string }).delivery
    const delivery = await payload.findByID({
      collection: 'lead-deliveries',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!delivery || delivery.status === 'sent' || delivery.status === 'skipped') return { output: {} }
    const record = (data: Record<string, unknown>) =>
      payload.update({ collection: 'lead-deliveries', id, data, overrideAccess: true, depth: 0 })
    const lead = await payload.findByID({
      collection: 'leads',
      id: typeof delivery.lead === 'object' ? delivery.lead.id : delivery.lead,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!lead) {
      await record({ status: 'skipped', lastError: '线索已删除' })
      return { output: {} }
    }
    const attempts = (delivery.attempts ?? 0) + 1
    const now = new Date().toISOString()
    try {
      await send(payload, delivery.channel, delivery.webhookId, lead as unknown as LeadForNotice)
    } catch (error) {
      if (error instanceof Skip) {
        await record({ status: 'skipped', attempts, lastAttemptAt: now, lastError: error.message })
        return { output: {} }
      }
      const message = String((error as Error).message ?? error).slice(0, 300)
      await record({
        status: attempts >= NOTIFY_MAX_ATTEMPTS ? 'failed' : 'retrying',
        attempts,
        lastAttemptAt: now,
        lastError: message,
      })
      throw error
    }
    await record({ status: 'sent', attempts, lastAttemptAt: now, sentAt: now, lastError: null })
    return { output: {} }
  },
}
