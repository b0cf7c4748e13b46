import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { DEMO_SIGN_SECRET, signatureHeaders } from '@/lib/signature'

/**
 * Another process reading the site's SQLite file, as a backup does (deploy/backup.sh, VACUUM INTO): it holds a read
 * transaction until its stdin closes.
 */
const READER = `
const Database = require('libsql')
const db = new Database(process.argv[1])
db.exec('BEGIN')
const { n } = db.prepare('select count(*) as n from leads').get()
process.stdout.write('reading ' + n + '\\n')
process.stdin.on('end', () => { db.exec('COMMIT'); db.close(); process.exit(0) })
process.stdin.resume()
`

/**
 * Another process writing to it (a script run beside the server): it takes the write lock, adds a lead, and
 * commits half a second later, on its own clock. A write of the site's meanwhile blocks the site's thread (the
 * libSQL client waits synchronously), so this process must not wait for it.
 */
const WRITER = `
const Database = require('libsql')
const db = new Database(process.argv[1])
db.exec('BEGIN IMMEDIATE')
const now = new Date().toISOString()
const { id } = db.prepare("insert into leads (name, phone, message, source, status, updated_at, created_at) values ('其他进程', '13900139000', '另一个进程写入的线索', '/', 'new', ?, ?) returning id").get(now, now)
process.stdout.write('writing ' + id + '\\n')
setTimeout(() => { db.exec('COMMIT'); db.close(); process.exit(0) }, 500)
`

let tmp: string
let dbFile: string
let payload: Payload
let POST: (request: Request) => Promise<Response>

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'int-sqlite-processes-'))
  dbFile = path.join(tmp, 'site.db')
  process.env.DATABASE_URL = `file:${dbFile}`
  process.env.PAYLOAD_SECRET ??= 'sqlite-processes-int-test-secret-0123456789'
  const { getPayloadClient } = await import('@/server/payload')
  const { migrations } = await import('../../migrations/sqlite')
  payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  ;({ POST } = await import('@/app/api/port/leads/route'))
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(tmp, { recursive: true, force: true })
})

async function start(script: string) {
  const child = spawn(process.execPath, ['-e', script, dbFile], {
    cwd: process.cwd(),
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = once(child, 'exit')
  const [line] = (await once(child.stdout!, 'data')) as [Buffer]
  const match = /^(reading|writing) (\d+)/.exec(line.toString())
  expect(match).not.toBeNull()
  return { child, exited, number: Number(match![2]) }
}

let visitor = 0
async function sendLead(message: string) {
  const phone = `138001380${String(++visitor).padStart(2, '0')}`
  const response = await POST(
    new Request('http://localhost/api/port/leads', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${visitor}`,
        ...(await signatureHeaders({ secret: DEMO_SIGN_SECRET })),
      },
      body: JSON.stringify({
        name: '赵老师',
        phone,
        organisation: '第二实验小学',
        message,
        source: '/school-home',
      }),
    }),
  )
  return { phone, status: response.status, body: await response.json() }
}

it('takes a visitor’s lead while another process is reading the database (a backup)', async () => {
  const reader = await start(READER)
  let sent: Awaited<ReturnType<typeof sendLead>>
  try {
    sent = await sendLead('备份进行时提交的试用申请')
  } finally {
    reader.child.stdin!.end()
    expect((await reader.exited)[0]).toBe(0)
  }
  expect(sent.body).toMatchObject({ code: 0 })
  expect(sent.status).toBe(200)
  const stored = await payload.find({ collection: 'leads', where: { phone: { equals: sent.phone } } })
  expect(stored.docs.map((doc) => doc.message)).toEqual(['备份进行时提交的试用申请'])
})

it('a lead sent while another process writes waits for that write, then is stored after it', async () => {
  const writer = await start(WRITER)
  const sent = await sendLead('另一个进程写入时提交的试用申请')
  expect((await writer.exited)[0]).toBe(0)
  expect(sent.body).toMatchObject({ code: 0 })
  const stored = await payload.find({ collection: 'leads', where: { phone: { equals: sent.phone } } })
  expect(stored.docs.map((doc) => doc.message)).toEqual(['另一个进程写入时提交的试用申请'])
  // Its row came after the other process's, which was written first and committed half a second later.
  expect(stored.docs[0]!.id).toBeGreaterThan(writer.number)
})

it('keeps the database in write-ahead-log mode (readers and the writer do not wait for each other)', async () => {
  const db = payload.db as unknown as {
    drizzle: { $client: { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> } }
  }
  const { rows } = await db.drizzle.$client.execute('pragma journal_mode')
  expect(rows[0]?.journal_mode).toBe('wal')
})
