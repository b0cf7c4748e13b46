import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { DEMO_SIGN_SECRET, signatureHeaders } from '@/lib/signature'

// Another process reading the site's SQLite file: a backup (deploy/backup.sh, VACUUM INTO), a report, a second
// server on the same file. It holds a read transaction until its stdin closes.
const READER = `
const Database = require('libsql')
const db = new Database(process.argv[1])
db.exec('BEGIN')
const { n } = db.prepare('select count(*) as n from leads').get()
process.stdout.write('reading ' + n + '\\n')
process.stdin.on('end', () => { db.exec('COMMIT'); db.close(); process.exit(0) })
process.stdin.resume()
`

let tmp: string
let dbFile: string
let payload: Payload
let POST: (request: Request) => Promise<Response>

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'int-sqlite-readers-'))
  dbFile = path.join(tmp, 'site.db')
  process.env.DATABASE_URL = `file:${dbFile}`
  process.env.PAYLOAD_SECRET ??= 'sqlite-readers-int-test-secret-0123456789'
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

async function startReader(): Promise<ChildProcess> {
  const reader = spawn(process.execPath, ['-e', READER, dbFile], {
    cwd: process.cwd(),
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const [line] = (await once(reader.stdout!, 'data')) as [Buffer]
  expect(line.toString()).toMatch(/^reading \d+/)
  return reader
}

async function stop(reader: ChildProcess) {
  const exited = once(reader, 'exit')
  reader.stdin!.end()
  const [code] = await exited
  expect(code).toBe(0)
}

it('takes a visitor’s lead while another process is reading the database (a backup)', async () => {
  const reader = await startReader()
  try {
    const response = await POST(
      new Request('http://localhost/api/port/leads', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.77',
          ...(await signatureHeaders({ secret: DEMO_SIGN_SECRET })),
        },
        body: JSON.stringify({
          name: '赵老师',
          phone: '13800138077',
          organisation: '第二实验小学',
          message: '备份进行时提交的试用申请',
          source: '/school-home',
        }),
      }),
    )
    expect(await response.json()).toMatchObject({ code: 0 })
    expect(response.status).toBe(200)
  } finally {
    await stop(reader)
  }
  const stored = await payload.find({ collection: 'leads', where: { phone: { equals: '13800138077' } } })
  expect(stored.docs.map((doc) => doc.message)).toEqual(['备份进行时提交的试用申请'])
})

it('keeps the database in write-ahead-log mode (readers and the writer do not wait for each other)', async () => {
  const db = payload.db as unknown as {
    drizzle: { $client: { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> } }
  }
  const { rows } = await db.drizzle.$client.execute('pragma journal_mode')
  expect(rows[0]?.journal_mode).toBe('wal')
})
