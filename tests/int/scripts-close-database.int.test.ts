/**
 * `npm run migrate` (and `npm run seed`, through the same helper) close the database when they are done. On SQLite
 * they first write the write-ahead log back into the file and empty it: the file alone, copied elsewhere, holds
 * what the script wrote. Before, the scripts exited with the log full beside the file (4 MB after the
 * migrations), and a copy of the file alone had 4 of the 10 migrations recorded.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'

import { migrations } from '../../migrations/sqlite'

const root = path.resolve(__dirname, '../..')
const tmp = mkdtempSync(path.join(os.tmpdir(), 'close-database-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('npm run migrate on SQLite', () => {
  it('leaves one self-contained database file, in write-ahead-log mode', async () => {
    const file = path.join(tmp, 'site.db')
    const run = spawnSync(process.execPath, ['scripts/migrate.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: `file:${file}`,
        PAYLOAD_SECRET: 'close-database-test-secret-0123456789',
      },
      timeout: 300_000,
    })
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
    expect(run.stdout).toContain(`${migrations.length} migration(s) applied`)
    // Written back into the file and emptied (libSQL leaves the file itself to the garbage collector).
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0)

    // The file copied alone, as someone moving the database to a server would.
    const copy = path.join(tmp, 'copy.db')
    copyFileSync(file, copy)
    const db = createClient({ url: `file:${copy}` })
    try {
      const applied = await db.execute('select count(*) as n from payload_migrations')
      expect(Number(applied.rows[0].n)).toBe(migrations.length)
      const tables = await db.execute("select count(*) as n from sqlite_master where type = 'table'")
      expect(Number(tables.rows[0].n)).toBeGreaterThan(20)
      expect((await db.execute('pragma journal_mode')).rows[0].journal_mode).toBe('wal')
    } finally {
      db.close()
    }
  })
})
