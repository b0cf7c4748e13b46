import type { Payload, PayloadRequest } from 'payload'

import type { Pool } from 'pg'

import { smtpConfigured } from '../email'
import { LEAD_QUEUE, notifyAddresses, readNotifySettings } from './deliver'
import { LEAD_QUEUE_LOCK, whileHoldingLock } from './exclusive'

/** Whether this process runs the notification jobs itself (off in CLI scripts and integration tests). */
export const notifyAutoRun = () => process.env.PAYLOAD_JOBS_AUTORUN !== 'false'

/**
 * Creates one delivery per channel set in site settings (the e-mail recipients together, each enabled robot)
 * and queues a job for each, inside the caller's transaction: the lead and its pending notifications are
 * stored together or not at all. Returns how many were queued.
 */
export async function queueLeadNotifications(
  payload: Payload,
  leadId: number | string,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  // In the lead's transaction: a read on another pooled connection while this one is held waits for a free
  // connection, and a burst of leads holding all of them would wait for ever.
  const settings = await readNotifySettings(payload, req)
  const targets: {
    channel: 'email' | 'wecom' | 'dingtalk' | 'feishu'
    target: string
    webhookId?: string
  }[] = []
  const addresses = notifyAddresses(settings)
  if (addresses.length && smtpConfigured()) targets.push({ channel: 'email', target: addresses.join(', ') })
  for (const hook of settings.webhooks ?? []) {
    if (hook.enabled === false || !hook.kind || !hook.url || !hook.id) continue
    targets.push({ channel: hook.kind, target: hook.name ?? hook.kind, webhookId: hook.id })
  }
  for (const target of targets) {
    const delivery = await payload.create({
      collection: 'lead-deliveries',
      data: { lead: Number(leadId) || (leadId as never), status: 'pending', attempts: 0, ...target },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await payload.jobs.queue({
      task: 'notifyLead' as never,
      queue: LEAD_QUEUE,
      input: { delivery: String(delivery.id) } as never,
      req: req as PayloadRequest,
    })
  }
  return targets.length
}

/**
 * A job still marked running after this long was left by a process that died mid-attempt (an attempt gives
 * up well before: webhooks after 10 s, SMTP after at most 30 s of silence).
 */
const STALE_PROCESSING_MS = 60 * 1000

/** Gives a job back to the queue when the process running it died (crash, deploy) before it finished. */
async function releaseAbandoned(payload: Payload) {
  await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: LEAD_QUEUE } },
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(Date.now() - STALE_PROCESSING_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
}

type RunnerState = {
  running: Promise<void> | null
  again: boolean
  timer: NodeJS.Timeout | null
  lastRelease: number
}
// One runner per process, even when the bundler gives this module several copies (route, instrumentation).
const state: RunnerState = ((globalThis as Record<symbol, RunnerState>)[
  Symbol.for('site.leadQueueRunner')
] ??= {
  running: null,
  again: false,
  timer: null,
  lastRelease: 0,
})

/**
 * Runs the due lead notifications, one pass at a time in this process: a call while a pass runs asks for one
 * more pass after it, so a lead queued meanwhile is not left for the next tick.
 */
export function runLeadQueue(payload: Payload): Promise<void> {
  if (state.running) {
    state.again = true
    return state.running
  }
  state.running = (async () => {
    if (Date.now() - state.lastRelease > 30_000) {
      state.lastRelease = Date.now()
      await releaseAbandoned(payload)
    }
    // On PostgreSQL several app instances share the queue; Payload claims a job with a read then a write, so
    // one instance at a time runs it (the others skip the pass) and no delivery is sent twice.
    const pool = (payload.db as unknown as { pool?: Pool }).pool
    const pass = () => payload.jobs.run({ queue: LEAD_QUEUE, limit: 20, overrideAccess: true, silent: true })
    do {
      state.again = false
      if (pool) await whileHoldingLock(pool, LEAD_QUEUE_LOCK, pass)
      else await pass()
    } while (state.again)
  })()
    .catch((error) => payload.logger.error({ err: error, msg: 'lead notification run failed' }))
    .finally(() => {
      state.running = null
    })
  return state.running
}

/** Polls the queue for retries that come due (and deliveries left by a restart). Started once per process. */
export function startLeadQueue(payload: Payload, everyMs = 2000) {
  if (state.timer || !notifyAutoRun()) return
  state.timer = setInterval(() => void runLeadQueue(payload), everyMs)
  state.timer.unref()
  void runLeadQueue(payload)
}
