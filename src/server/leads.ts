import 'server-only'

import type { Payload } from 'payload'

import { firstLeadError, leadSchema } from '@/lib/lead-schema'

import { getPayloadClient } from './payload'

/** Per address: this many messages within the window, then 429. */
export const LEAD_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 }

export type LeadResult = { ok: true; id: number | string } | { ok: false; message: string }

/** Validates a visitor's message and stores it as a new lead. Public create is closed, so this overrides access. */
export async function submitLead(input: unknown, payload?: Payload): Promise<LeadResult> {
  const parsed = leadSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: firstLeadError(parsed.error) }
  const { kind, name, phone, organisation, stage, model, message, source } = parsed.data
  const client = payload ?? (await getPayloadClient())
  const doc = await client.create({
    collection: 'leads',
    overrideAccess: true,
    data: {
      kind,
      name,
      phone,
      organisation: organisation || undefined,
      stage: stage as never,
      model: model as never,
      message: message || undefined,
      source,
      status: 'new',
    },
  })
  return { ok: true, id: doc.id }
}
