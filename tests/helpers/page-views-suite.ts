import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DESKTOP_UA, IPHONE_UA } from '../../scripts/lib/chromium.mjs'
import { startPostgres } from '../../scripts/lib/pg-cluster.mjs'
import { closePool } from './pg-pool'
import { restClient } from './payload-rest'
import { signedInStaff } from './staff-account'

type Handler = (request: Request) => Promise<Response>
type Store = typeof import('@/server/page-views/store')
type Report = typeof import('@/server/page-views/report')

/**
 * The page-view statistics on SQLite and on PostgreSQL (tests/int/page-views*.int.test.ts): the beacon
 * endpoint as Next calls it, the real database, the buffer flushed as the server flushes it.
 */
export function pageViewsSuite(database: 'sqlite' | 'postgres') {
  let tmp: string
  let cluster: Awaited<ReturnType<typeof startPostgres>> | undefined
  let payload: Payload
  let POST: Handler
  let GET: Handler
  let store: Store
  let report: Report
  let sql: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

  let ipSeq = 0
  const nextIp = () => `198.51.100.${++ipSeq % 250}`
  function beacon(body: string, { ip = nextIp(), ua = DESKTOP_UA, type = 'form' } = {}) {
    return POST(
      new Request('http://localhost/api/stats/view', {
        method: 'POST',
        headers: {
          'content-type':
            type === 'form' ? 'application/x-www-form-urlencoded;charset=UTF-8' : 'text/plain;charset=UTF-8',
          'user-agent': ua,
          'x-forwarded-for': ip,
        },
        body,
      }),
    )
  }
  const form = (p: string, r = '') => new URLSearchParams({ p, r }).toString()

  /** Every stored row, as the statistics hold it. */
  async function rows() {
    await store.flushPageViews()
    return (
      await sql(
        'select day, path, device, referrer_host, views from page_views order by path, device, referrer_host',
      )
    ).map((row) => ({ ...row, path: String(row.path), views: Number(row.views) }))
  }
  /** Another connection writing to the table (a script, a backup, another instance) until released. */
  async function holdTable(): Promise<() => Promise<void>> {
    const db = payload.db as unknown as {
      client?: {
        transaction(
          mode: 'write',
        ): Promise<{ execute(sql: string): Promise<unknown>; commit(): Promise<void> }>
      }
      pool?: { connect(): Promise<{ query(sql: string): Promise<unknown>; release(): void }> }
    }
    if (db.pool) {
      const client = await db.pool.connect()
      await client.query('begin')
      await client.query('lock table page_views in exclusive mode')
      return async () => {
        await client.query('commit')
        client.release()
      }
    }
    const tx = await db.client!.transaction('write')
    await tx.execute("update page_views set views = views where path = ''")
    return () => tx.commit()
  }
  const viewsOf = async (p: string) =>
    (await rows()).filter((row) => row.path === p).reduce((sum, row) => sum + row.views, 0)

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'int-page-views-'))
    process.env.DATABASE_URL =
      database === 'postgres'
        ? (cluster = await startPostgres()).createDatabase('views')
        : `file:${path.join(tmp, 'views.db')}`
    process.env.PAYLOAD_SECRET ??= 'page-views-int-test-secret-0123'
    const { getPayloadClient } = await import('@/server/payload')
    const { migrations } =
      database === 'postgres'
        ? await import('../../migrations/postgres')
        : await import('../../migrations/sqlite')
    payload = await getPayloadClient()
    await payload.db.migrate({ migrations: migrations as never })
    ;({ POST, GET } = await import('@/app/api/stats/view/route'))
    store = await import('@/server/page-views/store')
    report = await import('@/server/page-views/report')
    const { sqlOf } = await import('@/server/page-views/sql')
    sql = sqlOf(payload).query
  })

  afterAll(async () => {
    await payload?.destroy()
    await closePool(payload)
    cluster?.stop()
    rmSync(tmp, { recursive: true, force: true })
  })

  beforeEach(async () => {
    delete process.env.PAGE_VIEWS
    await store.flushPageViews()
    await sql('delete from page_views')
  })

  describe(`page-view beacons (${database})`, () => {
    it('counts a view as an added count on its row: day, page, device, referring site', async () => {
      expect((await beacon(form('/about-me', 'www.baidu.com'))).status).toBe(204)
      expect((await beacon(form('/about-me/', 'www.baidu.com'))).status).toBe(204)
      expect((await beacon(form('/about-me'))).status).toBe(204)
      expect((await beacon(form('/mobile/about-me'), { ua: IPHONE_UA })).status).toBe(204)
      const { beijingDay } = await import('@/server/page-views/visit')
      const day = beijingDay()
      expect(await rows()).toEqual([
        { day, path: '/about-me', device: 'desktop', referrer_host: '', views: 1 },
        { day, path: '/about-me', device: 'desktop', referrer_host: 'www.baidu.com', views: 2 },
        { day, path: '/mobile/about-me', device: 'mobile', referrer_host: '', views: 1 },
      ])
      // Added to, not replaced: a later write of the same row.
      await beacon(form('/about-me'))
      expect(await viewsOf('/about-me')).toBe(4)
    })

    it('leaves out bots and what is not a page, and stores nothing about the visitor', async () => {
      for (const ua of ['Mozilla/5.0 (compatible; Baiduspider/2.0)', 'curl/8.5.0', ''])
        expect((await beacon(form('/news'), { ua })).status).toBe(204)
      expect((await beacon(form('/news/preview/1'))).status).toBe(204)
      expect((await beacon(form('/admin'))).status).toBe(204)
      expect(await rows()).toEqual([])
      await beacon(form('/news'), { ip: '203.0.113.9' })
      const stored = JSON.stringify(await sql('select * from page_views'))
      expect(stored).not.toContain('203.0.113.9')
      expect(stored).not.toContain('Windows NT')
    })

    it('answers a malformed beacon 400, an oversized one 413, a wrong method 405, all as {code, msg}', async () => {
      const bad = await beacon('p=no-slash')
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ code: 400, msg: '页面地址格式不正确' })
      expect((await beacon('{"p": 5}', { type: 'text' })).status).toBe(400)
      expect((await beacon('{not json', { type: 'text' })).status).toBe(400)
      expect(await (await beacon(form('/', 'https://x.example/'))).json()).toEqual({
        code: 400,
        msg: '来源网站格式不正确',
      })
      const big = await beacon(form('/', 'a'.repeat(3000)))
      expect(big.status).toBe(413)
      expect(await big.json()).toEqual({ code: 413, msg: '请求内容过大' })
      const wrong = await GET(new Request('http://localhost/api/stats/view'))
      expect(wrong.status).toBe(405)
      expect(wrong.headers.get('allow')).toBe('POST')
      expect(await wrong.json()).toEqual({ code: 405, msg: '不支持该请求方法' })
      expect(await rows()).toEqual([])
    })

    it('limits each address (429 with Retry-After) without touching the others', async () => {
      const { PAGE_VIEW_RATE_LIMIT } = await import('@/server/page-views/settings')
      const answers = await Promise.all(
        Array.from({ length: PAGE_VIEW_RATE_LIMIT.limit + 5 }, () =>
          beacon(form('/news'), { ip: '192.0.2.7' }),
        ),
      )
      expect(answers.filter((a) => a.status === 204)).toHaveLength(PAGE_VIEW_RATE_LIMIT.limit)
      const refused = answers.filter((a) => a.status === 429)
      expect(refused).toHaveLength(5)
      expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refused[0].json()).toEqual({ code: 429, msg: '统计请求过于频繁，请稍后再试' })
      expect((await beacon(form('/news'), { ip: '192.0.2.8' })).status).toBe(204)
      expect(await viewsOf('/news')).toBe(PAGE_VIEW_RATE_LIMIT.limit + 1)
    })

    it('loses no view of a burst, also while another connection holds the table', async () => {
      const paths = ['/', '/news', '/tch-training', '/mobile']
      const release = await holdTable()
      const answers = await Promise.all(
        Array.from({ length: 400 }, (_, i) =>
          beacon(form(paths[i % paths.length]), { ip: `10.0.${i % 40}.1` }),
        ),
      )
      expect(answers.every((a) => a.status === 204)).toBe(true)
      // SQLite refuses the write at once (it is retried a second later); PostgreSQL makes it wait.
      const flushing = store.flushPageViews()
      await new Promise((resolve) => setTimeout(resolve, 300))
      await release()
      await flushing
      await expect
        .poll(async () => (await rows()).reduce((sum, row) => sum + row.views, 0), { timeout: 10_000 })
        .toBe(400)
      for (const p of paths) expect(await viewsOf(p)).toBe(100)
    })

    it('writes what is waiting when the server stops', async () => {
      await beacon(form('/cooperation'))
      const hooks = (globalThis as Record<symbol, Set<() => Promise<void>>>)[Symbol.for('site.shutdownHooks')]
      await Promise.all([...hooks].map((hook) => hook()))
      expect(await sql("select views from page_views where path = '/cooperation'")).toHaveLength(1)
    })

    it('PAGE_VIEWS=off: the endpoint answers and stores nothing', async () => {
      process.env.PAGE_VIEWS = 'off'
      expect((await beacon(form('/news'))).status).toBe(204)
      expect(await rows()).toEqual([])
    })

    it('staff read the statistics; visitors do not', async () => {
      await beacon(form('/news'))
      await store.flushPageViews()
      const rest = await restClient()
      expect((await rest('GET', 'page-views')).status).toBe(403)
      const { token } = await signedInStaff(payload, {
        email: `stats-${database}@example.com`,
        password: 'Staff@123456',
        roles: ['editor'],
      })
      const read = await rest('GET', 'page-views?depth=0', { token })
      expect(read.status).toBe(200)
      expect(read.json.docs).toMatchObject([{ path: '/news', views: 1 }])
      expect(
        (await rest('POST', 'page-views', { token: token!, body: { path: '/', views: 9 } })).status,
      ).toBe(403)
    })
  })

  describe(`the dashboard's figures (${database})`, () => {
    it('sums the last 7 and 30 days (today included) per day, device, page and referring site', async () => {
      const now = Date.parse('2026-11-25T04:00:00Z')
      const day = (back: number) => report.dayBefore(now, back)
      const row = (back: number, p: string, device: 'desktop' | 'mobile', views: number, host = '') => ({
        day: day(back),
        path: p,
        device,
        referrerHost: host,
        views,
      })
      await store.upsertViews(payload)([
        row(0, '/', 'desktop', 5),
        row(0, '/', 'desktop', 2, 'www.baidu.com'),
        row(0, '/mobile', 'mobile', 3),
        row(6, '/news', 'desktop', 4),
        row(7, '/news', 'mobile', 10, 'www.sogou.com'),
        row(29, '/about-me', 'desktop', 1),
        row(30, '/about-me', 'desktop', 100),
      ])
      const figures = await report.pageViewReport(payload, now)
      expect(figures.today).toBe('2026-11-25')
      expect(figures.perDay).toHaveLength(30)
      expect(figures.perDay[0]).toEqual({ day: day(29), views: 1 })
      expect(figures.perDay.at(-1)).toEqual({ day: '2026-11-25', views: 10 })
      expect(figures.perDay.reduce((sum, d) => sum + d.views, 0)).toBe(25)
      expect(figures.week).toMatchObject({ total: 14, devices: { desktop: 11, mobile: 3 } })
      expect(figures.week.topPages).toEqual([
        { key: '/', views: 7 },
        { key: '/news', views: 4 },
        { key: '/mobile', views: 3 },
      ])
      expect(figures.month).toMatchObject({ total: 25, devices: { desktop: 12, mobile: 13 } })
      expect(figures.month.topPages[0]).toEqual({ key: '/news', views: 14 })
      expect(figures.month.referrers).toEqual([
        { key: 'www.sogou.com', views: 10 },
        { key: 'www.baidu.com', views: 2 },
      ])
    })
  })
}
