import pg from 'pg'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPostgres } from '../../scripts/lib/pg-cluster.mjs'
import { closePool } from '../helpers/pg-pool'

/**
 * The revalidation broadcast on a real PostgreSQL (src/server/revalidation): what a save sends inside its
 * transaction reaches a listener only once committed, and the listener comes back after its connection is cut.
 */
let cluster: Awaited<ReturnType<typeof startPostgres>>
let databaseUrl: string
let payload: Payload
let expireTags: typeof import('@/server/revalidate').expireTags
let listener: { close(): Promise<void> }
const heard: string[][] = []
const lines: string[] = []
let connects = 0

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(condition: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out; listener said: ${lines.join(' | ')}`)
    await sleep(20)
  }
}

const heardTag = (tag: string) => heard.some((tags) => tags.includes(tag))

/** A request of the local API with a transaction of its own, as Payload's REST handler opens for a save. */
async function requestInTransaction(): Promise<PayloadRequest> {
  const req = await createLocalReq({}, payload)
  expect(await initTransaction(req)).toBe(true)
  return req
}

beforeAll(async () => {
  cluster = await startPostgres()
  databaseUrl = cluster.createDatabase('revalidation')
  process.env.DATABASE_URL = databaseUrl
  process.env.PAYLOAD_SECRET ??= 'revalidation-int-secret-0123456789'
  const { getPayloadClient } = await import('@/server/payload')
  const { migrations } = await import('../../migrations/postgres')
  payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  ;({ expireTags } = await import('@/server/revalidate'))
  const { listen } = await import('@/server/revalidation/listener')
  const { decodeMessage, REVALIDATE_CHANNEL } = await import('@/server/revalidation/message')
  listener = listen({
    connection: { connectionString: databaseUrl },
    channel: REVALIDATE_CHANNEL,
    onMessage: (text) => heard.push(decodeMessage(text)?.tags ?? ['(invalid)']),
    onConnect: () => connects++,
    log: (line) => lines.push(line),
    delay: () => 100,
  })
  await until(() => connects === 1)
})

afterAll(async () => {
  await listener?.close()
  await payload?.destroy()
  await closePool(payload)
  cluster?.stop()
})

describe('revalidation broadcast (PostgreSQL)', () => {
  it('is delivered only when the save commits, never when it rolls back', async () => {
    const rolledBack = await requestInTransaction()
    await expireTags(rolledBack, ['page:/rolled-back'])
    await killTransaction(rolledBack)

    const committed = await requestInTransaction()
    await expireTags(committed, ['page:/committed'])
    // Sent, but held by PostgreSQL until the commit.
    await sleep(500)
    expect(heard).toEqual([])
    await commitTransaction(committed)
    await until(() => heardTag('page:/committed'))

    // Notifications arrive in commit order: had the rolled-back one been delivered, it would be here by now.
    expect(heard).toEqual([['page:/committed']])
  })

  it('is delivered at once outside a transaction', async () => {
    const req = await createLocalReq({}, payload)
    await expireTags(req, ['news-list', 'news:7'])
    await until(() => heardTag('news:7'))
    expect(heard.at(-1)).toEqual(['news-list', 'news:7'])
  })

  it("is sent by Payload's own save of a published page, through the collection's hook", async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { path: '/about-me', title: '关于我们', hero: { kind: 'compact', heading: '关于我们' } } as never,
      draft: true,
    })
    expect(heardTag('page:/about-me')).toBe(false)
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' } as never,
      draft: false,
    })
    await until(() => heardTag('page:/about-me'))
    expect(heard.at(-1)).toEqual(['sitemap', 'page:/about-me'])
  })

  it('is heard again after the listening connection is cut, with one line per disconnect and connect', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    try {
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) as cut from pg_stat_activity
          where application_name = 'site-revalidation-listener'`,
      )
      expect(rows).toEqual([{ cut: true }])
      await until(() => connects === 2)
      expect(lines.filter((line) => /disconnected/.test(line))).toHaveLength(1)
      expect(lines.filter((line) => /connected \(channel/.test(line))).toHaveLength(2)

      await admin.query(`select pg_notify('site_revalidate', $1)`, [
        JSON.stringify({ v: 1, tags: ['after-cut'] }),
      ])
      await until(() => heardTag('after-cut'))
    } finally {
      await admin.end()
    }
  })
})
