/**
 * deploy/backup.sh against real databases: a SQLite file (with the sqlite3 command and without it, through the
 * site's own libSQL client) and a throw-away PostgreSQL cluster. Each backup is restored and read back: the
 * rows and the media files are the ones that were there.
 */
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { startPostgres } from '../../scripts/lib/pg-cluster.mjs'

const root = path.resolve(__dirname, '../..')
const script = path.join(root, 'deploy/backup.sh')
const tmp = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const ROWS = [
  [1, '张老师', '想了解学校AI课程'],
  [2, '李校长', '申请合作'],
]

function mediaDir() {
  const dir = path.join(tmp, `media-${Math.random().toString(36).slice(2)}`)
  mkdirSync(path.join(dir, 'covers'), { recursive: true })
  writeFileSync(path.join(dir, 'covers', '封面.txt'), '图片内容')
  return dir
}

function backup(env: Record<string, string>, pathDirs?: string) {
  const target = path.join(tmp, `backups-${Math.random().toString(36).slice(2)}`)
  const res = spawnSync('bash', [script], {
    encoding: 'utf8',
    env: { ...process.env, ...env, BACKUP_DIR: target, ...(pathDirs ? { PATH: pathDirs } : {}) },
  })
  expect(res.status, `${res.stdout}${res.stderr}`).toBe(0)
  return { target, files: readdirSync(target).sort() }
}

/** A site process writing one more lead after the backup, then waiting to be killed. */
const LATE_WRITER = `
const Database = require('libsql')
const db = new Database(process.argv[1])
db.exec("insert into leads values (3, '王老师', '备份之后的申请')")
process.stdout.write('written\\n')
setInterval(() => {}, 1000)
`

async function leadsIn(file: string) {
  const db = createClient({ url: `file:${file}` })
  const { rows } = await db.execute('select id, name, message from leads order by id')
  db.close()
  return rows.map((r) => [Number(r.id), r.name, r.message])
}

function mediaIn(archive: string) {
  const out = path.join(tmp, `restored-${Math.random().toString(36).slice(2)}`)
  mkdirSync(out)
  expect(spawnSync('tar', ['-xzf', archive, '-C', out]).status).toBe(0)
  return readFileSync(path.join(out, 'covers', '封面.txt'), 'utf8')
}

/** A PATH with the tools the script needs but no sqlite3 command. */
function pathWithoutSqlite() {
  const bin = path.join(tmp, 'bin-without-sqlite')
  mkdirSync(bin, { recursive: true })
  for (const tool of ['bash', 'date', 'mkdir', 'mv', 'tar', 'gzip', 'find', 'dirname', 'node', 'rm']) {
    const found = spawnSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim()
    if (found) symlinkSync(found, path.join(bin, tool))
  }
  return bin
}

describe('deploy/backup.sh', () => {
  it.each([
    ['with the sqlite3 command', undefined],
    ['without it (libSQL)', 'no-sqlite3'],
  ])('backs up a SQLite database and the media %s', async (_, variant) => {
    const file = path.join(tmp, `site-${variant ?? 'cli'}.db`)
    // As the site keeps it (`wal` in src/payload.config.ts): in write-ahead-log mode, open, its last rows in the log.
    const db = createClient({ url: `file:${file}` })
    await db.execute('pragma journal_mode = wal')
    await db.execute('create table leads (id integer primary key, name text, message text)')
    for (const row of ROWS) await db.execute({ sql: 'insert into leads values (?, ?, ?)', args: row })
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0)

    const media = mediaDir()
    const { target, files } = backup(
      { DATABASE_URL: `file:${file}`, MEDIA_DIR: media },
      variant ? pathWithoutSqlite() : undefined,
    )
    db.close()
    expect(files).toHaveLength(2)
    const dbFile = files.find((f) => /^db-\d{8}T\d{6}Z\.sqlite$/.test(f))
    const mediaFile = files.find((f) => /^media-\d{8}T\d{6}Z\.tar\.gz$/.test(f))
    expect(dbFile && mediaFile).toBeTruthy()
    expect(await leadsIn(path.join(target, dbFile!))).toEqual(ROWS)
    expect(mediaIn(path.join(target, mediaFile!))).toBe('图片内容')

    // The README's restore: a server killed after the backup leaves a log of later writes beside the file; it is
    // deleted with its index before the backup is copied over the file, or SQLite would replay it into the copy.
    const site = spawn(process.execPath, ['-e', LATE_WRITER, file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await once(site.stdout!, 'data')
    site.kill('SIGKILL')
    await once(site, 'exit')
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0)
    for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true })
    copyFileSync(path.join(target, dbFile!), file)
    expect(await leadsIn(file)).toEqual(ROWS)
    const check = createClient({ url: `file:${file}` })
    const { rows } = await check.execute('pragma integrity_check')
    check.close()
    expect(rows[0]?.integrity_check).toBe('ok')
  })

  it('backs up a PostgreSQL database that pg_restore brings back', async () => {
    const cluster = await startPostgres()
    try {
      const url = cluster.createDatabase('site')
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query('create table leads (id integer primary key, name text, message text)')
      for (const row of ROWS) await client.query('insert into leads values ($1, $2, $3)', row)
      await client.end()

      const { target, files } = backup({ DATABASE_URL: url, MEDIA_DIR: mediaDir() })
      const dump = files.find((f) => /^db-\d{8}T\d{6}Z\.dump$/.test(f))
      expect(dump).toBeTruthy()

      const restoredUrl = cluster.createDatabase('restored')
      const restore = spawnSync(
        '/usr/lib/postgresql/15/bin/pg_restore',
        ['--no-owner', '--dbname', restoredUrl, path.join(target, dump!)],
        { encoding: 'utf8' },
      )
      expect(restore.status, restore.stderr).toBe(0)
      const check = new pg.Client({ connectionString: restoredUrl })
      await check.connect()
      const { rows } = await check.query('select id, name, message from leads order by id')
      await check.end()
      expect(rows.map((r) => [r.id, r.name, r.message])).toEqual(ROWS)
    } finally {
      cluster.stop()
    }
  }, 120_000)

  it('refuses a database address it does not know, with nothing written', () => {
    const target = path.join(tmp, 'backups-refused')
    const res = spawnSync('bash', [script], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: 'mysql://nope', BACKUP_DIR: target },
    })
    expect(res.status).toBe(1)
    expect(res.stderr).toContain('neither postgres:// nor file:')
    expect(readdirSync(target)).toEqual([])
  })
})
