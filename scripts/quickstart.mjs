// npm run quickstart: install, prepare the embedded database with demo content, build, serve on PORT.
// Uses only Node built-ins because it runs before the dependencies are installed.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { dotenvValue, localSiteUrl } from './lib/local-origin.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

function step(title, command, args) {
  console.log(`\n▶ ${title}`)
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (res.status !== 0) {
    console.error(`✖ ${title} failed (exit ${res.status})`)
    process.exit(res.status ?? 1)
  }
}

// A first run gets its own .env with a random session secret; later runs keep it.
const envFile = path.join(root, '.env')
if (!existsSync(envFile)) {
  const example = readFileSync(path.join(root, '.env.example'), 'utf8')
  writeFileSync(
    envFile,
    example.replace(/^PAYLOAD_SECRET=.*$/m, `PAYLOAD_SECRET=${randomBytes(24).toString('hex')}`),
  )
  console.log('created .env from .env.example (with a random PAYLOAD_SECRET)')
}

// The origin follows the port of this run (canonical links, Open Graph, sitemap, RSS, share codes), unless
// SITE_URL names a real host. Set here, it wins over .env in every step below (build included).
const envText = readFileSync(envFile, 'utf8')
process.env.PORT ||= dotenvValue(envText, 'PORT') || '3000'
process.env.SITE_URL = localSiteUrl(
  process.env.SITE_URL ?? dotenvValue(envText, 'SITE_URL'),
  process.env.PORT,
)

step('Installing dependencies', npm, ['install', '--no-audit', '--no-fund'])
step('Applying database migrations', process.execPath, ['scripts/migrate.mjs'])
step('Seeding demo content', process.execPath, ['scripts/seed.mjs'])
step('Building for production', npm, ['run', 'build'])
step(
  `Serving on http://localhost:${process.env.PORT} (public origin ${process.env.SITE_URL})`,
  process.execPath,
  ['scripts/start.mjs'],
)
