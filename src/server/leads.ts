import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import { isMobileUserAgent } from '@/lib/device'
import { firstLeadError, leadSchema } from '@/lib/lead-schema'
import { LEAD_DUPLICATE_WINDOW_MS } from '@/lib/lead-status'

import { notifyAutoRun, queueLeadNotifications, runLeadQueue } from './lead-notify'
import { getPayloadClient } from './payload'

/** Per address: this many messages within the window, then 429. */
export const LEAD_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 }

export type LeadResult =
  | { ok: true; id: number | string; duplicateOf: number | string | null; notifications: number }
  | { ok: false; message: string }

/** The device a lead came from: the page it was sent on (/mobile…), else the browser's user agent. */
export function leadDevice(source: string | undefined, userAgent?: string | null): 'desktop' | 'mobile' {
  if (source) return source === '/mobile' || source.startsWith('/mobile/') ? 'mobile' : 'desktop'
  return isMobileUserAgent(userAgent) ? 'mobile' : 'desktop'
}

/**
 * Validates a visitor's message and stores it as a new lead with its pending notifications, in one
 * transaction, then starts delivering them without waiting (the visitor's answer does not wait for mail).
 * A lead from a phone number already seen within 24 hours is linked to the first one and not notified again.
 * Public create is closed, so this overrides access.
 */
export async function submitLead(
  input: unknown,
  payload?: Payload,
  context: { userAgent?: string | null } = {},
): Promise<LeadResult> {
  const parsed = leadSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: firstLeadError(parsed.error) }
  const { kind, name, phone, organisation, stage, model, message, source, campaign } = parsed.data
  const client = payload ?? (await getPayloadClient())
  const req = await createLocalReq({}, client)
  await initTransaction(req)
  try {
    const since = new Date(Date.now() - LEAD_DUPLICATE_WINDOW_MS).toISOString()
    const earlier = await client.find({
      collection: 'leads',
      where: { and: [{ phone: { equals: phone } }, { createdAt: { greater_than: since } }] },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { duplicateOf: true },
      req,
    })
    const first = earlier.docs[0]
    const duplicateOf = first
      ? ((typeof first.duplicateOf === 'object' ? first.duplicateOf?.id : first.duplicateOf) ?? first.id)
      : null
    const doc = await client.create({
      collection: 'leads',
      overrideAccess: true,
      depth: 0,
      req,
      data: {
        kind,
        name,
        phone,
        organisation: organisation || undefined,
        stage: stage as never,
        model: model as never,
        message: message || undefined,
        source,
        device: leadDevice(source, context.userAgent),
        campaign,
        duplicateOf: duplicateOf ?? undefined,
        status: 'new',
      },
    })
    const notifications = duplicateOf ? 0 : await queueLeadNotifications(client, doc.id, req)
    await commitTransaction(req)
    if (notifications && notifyAutoRun()) void runLeadQueue(client)
    return { ok: true, id: doc.id, duplicateOf, notifications }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
