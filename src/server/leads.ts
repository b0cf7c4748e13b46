import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { isMobileUserAgent } from '@/lib/device'
import { firstLeadError, leadSchema } from '@/lib/lead-schema'
import { LEAD_DUPLICATE_WINDOW_MS } from '@/lib/lead-status'

import { notifyAutoRun, queueLeadNotifications, runLeadQueue } from './lead-notify'
import { getPayloadClient } from './payload'

/** Per address: this many messages within the window, then 429. */
export const LEAD_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 }

export type LeadResult =
  | {
      ok: true
      id: number | string
      duplicateOf: number | string | null
      notifications: number
      /** True when the Idempotency-Key already belonged to a lead: that lead is answered, nothing is stored. */
      replayed?: boolean
    }
  | { ok: false; message: string }

/** The device a lead came from: the page it was sent on (/mobile…), else the browser's user agent. */
export function leadDevice(source: string | undefined, userAgent?: string | null): 'desktop' | 'mobile' {
  if (source) return source === '/mobile' || source.startsWith('/mobile/') ? 'mobile' : 'desktop'
  return isMobileUserAgent(userAgent) ? 'mobile' : 'desktop'
}

/** The lead stored under an Idempotency-Key, or null. */
export async function leadByIdempotencyKey(
  payload: Payload,
  key: string,
): Promise<{ id: number | string; duplicateOf: number | string | null } | null> {
  const found = await payload.find({
    collection: 'leads',
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { duplicateOf: true },
  })
  const lead = found.docs[0]
  if (!lead) return null
  const duplicateOf = typeof lead.duplicateOf === 'object' ? lead.duplicateOf?.id : lead.duplicateOf
  return { id: lead.id, duplicateOf: duplicateOf ?? null }
}

/**
 * Payload's answer to the unique index refusing a second lead with the key: a ValidationError on the field. Told by
 * its shape, not `instanceof`: in Next's server bundle the adapter may throw another copy of the class.
 */
function isIdempotencyConflict(error: unknown): boolean {
  const errors = (error as { data?: { errors?: unknown } } | null)?.data?.errors
  return (
    Array.isArray(errors) && errors.some((e) => (e as { path?: unknown } | null)?.path === 'idempotencyKey')
  )
}

/**
 * Validates a visitor's message and stores it as a new lead with its pending notifications, in one
 * transaction, then starts delivering them without waiting (the visitor's answer does not wait for mail).
 * A lead from a phone number already seen within 24 hours is linked to the first one and not notified again.
 * With an `idempotencyKey` another request already stored (two copies racing, on one instance or two), the
 * database's unique index refuses the second lead and the first one is answered. Public create is closed, so
 * this overrides access.
 */
export async function submitLead(
  input: unknown,
  payload?: Payload,
  context: { userAgent?: string | null; idempotencyKey?: string | null } = {},
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
        idempotencyKey: context.idempotencyKey ?? undefined,
        status: 'new',
      },
    })
    const notifications = duplicateOf ? 0 : await queueLeadNotifications(client, doc.id, req)
    await commitTransaction(req)
    if (notifications && notifyAutoRun()) void runLeadQueue(client)
    return { ok: true, id: doc.id, duplicateOf, notifications }
  } catch (error) {
    await killTransaction(req)
    // The other copy's transaction has committed by now: PostgreSQL makes the insert wait for it, SQLite
    // takes one writer at a time.
    const first =
      context.idempotencyKey && isIdempotencyConflict(error)
        ? await leadByIdempotencyKey(client, context.idempotencyKey)
        : null
    if (!first) throw error
    return { ok: true, ...first, notifications: 0, replayed: true }
  }
}
