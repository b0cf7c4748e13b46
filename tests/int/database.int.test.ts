import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import pg from 'pg'

import { createConfig } from '@/payload.config'
import { createPostgresStore } from '@/server/guards/store'
import { whileHoldingLock } from '@/server/lead-notify/exclusive'
import { lexicalBody } from '@/server/seed/lexical'

import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'

import { startPostgres, type PostgresCluster as Cluster } from '../../scripts/lib/pg-cluster.mjs'
import { closePool } from '../helpers/pg-pool'

/** Table -> sorted column names, read from the database's own catalogue. */
async function schemaOf(payload: Payload, kind: 'sqlite' | 'postgres'): Promise<Record<string, string[]>> {
  const db = payload.db as unknown as {
    drizzle: { execute?: (q: string) => Promise<{ rows: Record<string, unknown>[] }>; $client: unknown }
  }
  const rows: { table: string; column: string }[] = []
  if (kind === 'postgres') {
    const client = db.drizzle.$client as {
      query: (q: string) => Promise<{ rows: { table_name: string; column_name: string }[] }>
    }
    const res = await client.query(
      `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    )
    for (const r of res.rows) rows.push({ table: r.table_name, column: r.column_name })
  } else {
    const client = db.drizzle.$client as {
      execute: (q: string) => Promise<{ rows: Record<string, unknown>[] }>
    }
    const tables = await client.execute(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '\\_\\_%' escape '\\'`,
    )
    for (const t of tables.rows) {
      const cols = await client.execute(`pragma table_info("${String(t.name)}")`)
      for (const c of cols.rows) rows.push({ table: String(t.name), column: String(c.name) })
    }
  }
  const schema: Record<string, string[]> = {}
  for (const { table, column } of rows) (schema[table] ??= []).push(column)
  for (const table of Object.keys(schema)) schema[table].sort()
  return schema
}

async function exercise(payload: Payload, committed: readonly { name: string }[]) {
  await payload.db.migrate({ migrations: committed as never })
  const applied = await payload.find({ collection: 'payload-migrations', limit: 100 })
  expect(committed.length).toBeGreaterThan(0)
  expect(applied.docs.map((doc) => doc.name).sort()).toEqual(committed.map((m) => m.name).sort())

  const member = await payload.create({
    collection: 'members',
    data: { username: 'int_teacher', password: 'Secret@123', nickname: '集成测试老师' },
  })
  const found = await payload.find({ collection: 'members', where: { username: { equals: 'int_teacher' } } })
  expect(found.docs).toHaveLength(1)
  expect(found.docs[0].nickname).toBe('集成测试老师')
  const login = await payload.login({
    collection: 'members',
    data: { username: 'int_teacher', password: 'Secret@123' },
  })
  expect(login.user?.id).toBe(member.id)

  await payload.updateGlobal({
    slug: 'site-settings',
    data: { brandName: '集成测试品牌', phone: '400-123-4567' },
  })
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  expect(settings.brandName).toBe('集成测试品牌')

  // The public news rules (status, publish time, neighbours by time then id) on this database.
  const { queryArticle, queryNewsList } = await import('@/server/news')
  const hour = 3_600_000
  const at = (offset: number) => new Date(Date.now() + offset).toISOString()
  const paragraph = lexicalBody([{ p: '正文' }])
  const news = async (title: string, status: 'draft' | 'published', offset: number) =>
    payload.create({
      collection: 'news',
      data: { title, type: 'company', status, publishedAt: at(offset), body: paragraph },
    })
  const older = await news('较早的文章', 'published', -2 * hour)
  const sameSecond = at(-hour)
  const a = await payload.create({
    collection: 'news',
    data: {
      title: '同一时刻甲',
      type: 'company',
      status: 'published',
      publishedAt: sameSecond,
      body: paragraph,
    },
  })
  const b = await payload.create({
    collection: 'news',
    data: {
      title: '同一时刻乙',
      type: 'company',
      status: 'published',
      publishedAt: sameSecond,
      body: paragraph,
    },
  })
  await news('草稿', 'draft', -hour / 2)
  await news('定时', 'published', hour)
  const page = await queryNewsList(payload, { type: 'company', page: 1, pageSize: 10 })
  expect(page.list.map((item) => item.title)).toEqual(['同一时刻乙', '同一时刻甲', '较早的文章'])
  expect(page.total).toBe(3)
  const middle = await queryArticle(payload, a.id)
  expect(middle?.prev?.id).toBe(older.id)
  expect(middle?.next?.id).toBe(b.id)

  // A second run of the migrations finds nothing to do and keeps the data.
  await payload.db.migrate({ migrations: committed as never })
  expect((await payload.count({ collection: 'members' })).totalDocs).toBe(1)
}

describe('migrations bring SQLite and PostgreSQL to the same schema', () => {
  let tmp: string
  let cluster: Cluster
  let sqlite: Payload
  let postgres: Payload
  let postgresUrl: string

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'int-db-'))
    cluster = await startPostgres()
    sqlite = await getPayload({
      config: createConfig({ databaseUrl: `file:${path.join(tmp, 'site.db')}` }),
      key: 'sqlite',
    })
    postgresUrl = cluster.createDatabase('site')
    postgres = await getPayload({ config: createConfig({ databaseUrl: postgresUrl }), key: 'postgres' })
  })

  afterAll(async () => {
    await sqlite?.destroy()
    await postgres?.destroy()
    await closePool(postgres)
    cluster?.stop()
    rmSync(tmp, { recursive: true, force: true })
  })

  it('migrates an empty SQLite file and reads and writes through Payload', async () => {
    await exercise(sqlite, sqliteMigrations)
  })

  it('migrates an empty PostgreSQL database and reads and writes through Payload', async () => {
    await exercise(postgres, postgresMigrations)
  })

  it('both databases have the same tables and columns', async () => {
    const [a, b] = await Promise.all([schemaOf(sqlite, 'sqlite'), schemaOf(postgres, 'postgres')])
    expect(Object.keys(a).length).toBeGreaterThan(5)
    expect(a).toEqual(b)
  })

  it('lets one app instance at a time run the lead notification queue, and frees it when the holder dies', async () => {
    const pools = [
      new pg.Pool({ connectionString: postgresUrl }),
      new pg.Pool({ connectionString: postgresUrl }),
    ]
    try {
      const order: string[] = []
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      const first = whileHoldingLock(pools[0] as never, 42, async () => {
        order.push('a starts')
        await held
        order.push('a ends')
      })
      await expect.poll(() => order.length).toBe(1)
      expect(await whileHoldingLock(pools[1] as never, 42, async () => order.push('b ran'))).toBe(false)
      release()
      expect(await first).toBe(true)
      expect(await whileHoldingLock(pools[1] as never, 42, async () => order.push('b ran'))).toBe(true)
      expect(order).toEqual(['a starts', 'a ends', 'b ran'])

      // A holder whose connection dies (the process crashed) leaves nothing locked.
      const crashed = new pg.Client({ connectionString: postgresUrl })
      await crashed.connect()
      await crashed.query('select pg_advisory_lock(42)')
      expect(await whileHoldingLock(pools[1] as never, 42, async () => order.push('blocked'))).toBe(false)
      await crashed.end()
      await expect
        .poll(() => whileHoldingLock(pools[1] as never, 42, async () => order.push('after crash')))
        .toBe(true)
      expect(order.at(-1)).toBe('after crash')
    } finally {
      await Promise.all(pools.map((pool) => pool.end()))
    }
  })

  it('shares nonces and rate-limit counters between two app instances on PostgreSQL', async () => {
    const pools = [
      new pg.Pool({ connectionString: postgresUrl }),
      new pg.Pool({ connectionString: postgresUrl }),
    ]
    try {
      const [a, b] = pools.map((pool) => createPostgresStore(pool as never))
      expect(await a.remember('nonce-1', 60_000)).toBe(true)
      expect(await b.remember('nonce-1', 60_000)).toBe(false)
      expect(await b.remember('nonce-2', 60_000)).toBe(true)
      const hits = [await a.hit('login:1.2.3.4', 3, 60_000), await b.hit('login:1.2.3.4', 3, 60_000)]
      hits.push(await a.hit('login:1.2.3.4', 3, 60_000), await b.hit('login:1.2.3.4', 3, 60_000))
      expect(hits.map((h) => h.allowed)).toEqual([true, true, true, false])
      expect(hits[3].retryAfterSeconds).toBeGreaterThan(0)
      expect((await a.hit('login:5.6.7.8', 3, 60_000)).allowed).toBe(true)
    } finally {
      await Promise.all(pools.map((pool) => pool.end()))
    }
  })

  it('refuses a member password outside 6-16 characters', async () => {
    await expect(
      sqlite.create({ collection: 'members', data: { username: 'short_pw_user', password: '123' } }),
    ).rejects.toThrow()
  })
})
