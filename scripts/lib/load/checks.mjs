// What the cluster load test sets up and checks before the load: the accounts it signs in with, the cache
// behaviour of deploy/nginx.conf seen from a client, and warm caches on every instance.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { Pool } from 'undici'

import { DESKTOP_UA, IPHONE_UA } from '../chromium.mjs'
import { root } from '../cluster.mjs'
import { postJson, signatureHeaders } from './clients.mjs'

/** The source of one `export const NAME = …` of a TypeScript file of the app, without its comments. */
function tsExport(file, name) {
  const text = readFileSync(path.join(root, file), 'utf8')
  const start = text.indexOf(`export const ${name} =`)
  if (start < 0) throw new Error(`${file}: no export ${name}`)
  const end = text.indexOf('\nexport ', start + 1)
  return text.slice(start, end < 0 ? undefined : end).replace(/^\s*\/\/.*$/gm, '')
}

/** The quoted strings of an exported list (the spec's routes of tests/e2e/routes.ts). */
export function tsStrings(file, name) {
  return [...tsExport(file, name).matchAll(/'([^']*)'/g)].map((m) => m[1])
}

/** The `key: 'value'` fields of an exported object (the seeded demo admin). */
export function tsFields(file, name) {
  return Object.fromEntries([...tsExport(file, name).matchAll(/(\w+): '([^']*)'/g)].map((m) => [m[1], m[2]]))
}

/** The phone address of a desktop route, as src/lib/device-redirect.ts sends a phone there. */
export function phonePath(route) {
  if (route === '/' || route.split('/').includes('school-home')) return '/mobile'
  return `/mobile${route}`
}

/**
 * `count` desktop routes of the spec (tests/e2e/routes.ts), each for a desktop and, on its phone address, for an
 * iPhone (a route whose phone address another one already has, /school-home, is left out).
 */
export function pageTargets(count) {
  const phonePaths = new Set()
  const routes = tsStrings('tests/e2e/routes.ts', 'desktopRoutes').filter((route) => {
    const phone = phonePath(route)
    if (phonePaths.has(phone)) return false
    phonePaths.add(phone)
    return true
  })
  return routes.slice(0, count).flatMap((route) => [
    { path: route, userAgent: DESKTOP_UA, device: 'desktop' },
    { path: phonePath(route), userAgent: IPHONE_UA, device: 'phone' },
  ])
}

/** A Payload REST token of the seeded admin, signed in at `origin`. */
export async function adminToken(origin) {
  const { email, password } = tsFields('src/server/seed/demo-accounts.ts', 'demoAdmin')
  const login = await fetch(`${origin}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { token } = await login.json()
  if (!token) throw new Error(`admin sign-in failed (HTTP ${login.status})`)
  return token
}

/** Creates member accounts through Payload's REST API, signed in as the seeded admin. */
export async function createMembers(origin, usernames, password) {
  const token = await adminToken(origin)
  const queue = [...usernames]
  const worker = async () => {
    for (let username = queue.shift(); username; username = queue.shift()) {
      const res = await fetch(`${origin}/api/members`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ username, password, nickname: username }),
      })
      if (!res.ok) throw new Error(`creating member ${username}: HTTP ${res.status} ${await res.text()}`)
    }
  }
  await Promise.all([worker(), worker()])
}

async function get(origin, pathname, headers = {}) {
  const res = await fetch(`${origin}${pathname}`, { headers, redirect: 'manual' })
  await res.arrayBuffer()
  return res
}

/**
 * The cache as a client sees it, on a cold cache. Returns a list of lines `✓ …` / `✖ …` (a ✖ fails the test).
 */
export async function checkCaching(origin) {
  const lines = []
  const expect = (ok, text) => lines.push(`${ok ? '✓' : '✖'} ${text}`)
  const cache = (res) => res.headers.get('x-cache-status')
  const desktop = { 'user-agent': DESKTOP_UA }
  const phone = { 'user-agent': IPHONE_UA }

  const first = await get(origin, '/about-me', desktop)
  const second = await get(origin, '/about-me', desktop)
  expect(
    first.status === 200 && cache(first) === 'MISS' && cache(second) === 'HIT',
    `a page twice: ${first.status} ${cache(first)}, then ${second.status} ${cache(second)} (MISS, then HIT)`,
  )
  const phoneFirst = await get(origin, '/about-me', phone)
  const phoneSecond = await get(origin, '/about-me', phone)
  expect(
    phoneFirst.status === 302 &&
      phoneFirst.headers.get('location')?.endsWith('/mobile/about-me') &&
      cache(phoneFirst) === 'MISS' &&
      phoneSecond.status === 302 &&
      cache(phoneSecond) === 'HIT',
    `the same URL for an iPhone is its own variant: ${phoneFirst.status} → ${phoneFirst.headers.get('location')} ${cache(phoneFirst)}, then ${phoneSecond.status} ${cache(phoneSecond)}`,
  )
  const phonePage = await get(origin, '/mobile/about-me', phone)
  const desktopOnPhonePage = await get(origin, '/mobile/about-me', desktop)
  expect(
    phonePage.status === 200 && desktopOnPhonePage.status === 302 && cache(desktopOnPhonePage) === 'MISS',
    `/mobile/about-me: iPhone ${phonePage.status}, desktop ${desktopOnPhonePage.status} → ${desktopOnPhonePage.headers.get('location')} (separate entries)`,
  )
  const rsc = await get(origin, '/about-me?_rsc', { ...desktop, rsc: '1' })
  const html = await get(origin, '/about-me?_rsc', desktop)
  expect(
    rsc.headers.get('content-type')?.startsWith('text/x-component') &&
      html.headers.get('content-type')?.startsWith('text/html'),
    `RSC and HTML of one URL kept apart: ${rsc.headers.get('content-type')} / ${html.headers.get('content-type')}`,
  )
  const session = await get(origin, '/about-me', { ...desktop, cookie: 'token=abc' })
  expect(cache(session) === 'BYPASS', `a request with the session cookie: ${cache(session)} (BYPASS)`)
  const draft = await get(origin, '/about-me', { ...desktop, cookie: '__prerender_bypass=1' })
  expect(cache(draft) === 'BYPASS', `a request in draft mode: ${cache(draft)} (BYPASS)`)
  const apiAnswers = []
  for (let i = 0; i < 2; i++)
    apiAnswers.push(await get(origin, '/api/port/news/list', { ...desktop, ...signatureHeaders() }))
  expect(
    apiAnswers.every((res) => res.status === 200 && cache(res) === null),
    `/api twice: ${apiAnswers.map((res) => `${res.status} ${cache(res) ?? 'not cached'}`).join(', ')}`,
  )
  const worker = [await get(origin, '/sw.js'), await get(origin, '/sw.js')]
  expect(
    worker.every((res) => res.status === 200 && cache(res) === null),
    `/sw.js twice: ${worker.map((res) => `${res.status} ${cache(res) ?? 'not cached'}`).join(', ')}`,
  )
  return lines
}

/**
 * nginx's sign-in limit (1/s per address, bursts of 10): 15 sign-ins at once from one address, plain or keyed
 * (keyed ones pass through another location, where they may be resent): some get nginx's 429 in the API's shape.
 */
export async function checkLoginLimit(origin, localAddress, { keyed = false } = {}) {
  const pool = new Pool(origin, { connections: 15, localAddress })
  try {
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        postJson(
          pool,
          '/api/edu/user/login',
          { username: 'limit_probe', password: 'Wrong@123456' },
          keyed ? { 'idempotency-key': `limit-probe-${localAddress}-${i}` } : {},
        ),
      ),
    )
    const limited = answers.filter((a) => a.status === 429)
    const shaped = limited.every(
      (a) => a.body?.code === 429 && a.body?.msg === '登录尝试过于频繁，请稍后再试',
    )
    const ok = limited.length >= 3 && shaped
    return `${ok ? '✓' : '✖'} 15 ${keyed ? 'keyed ' : ''}sign-ins at once from ${localAddress}: ${answers.length - limited.length} reached the app, ${limited.length} got 429 ${JSON.stringify(limited.find((a) => a.body?.code !== 429)?.body ?? limited[0]?.body)}`
  } finally {
    await pool.close()
  }
}

/** Renders every target on every instance and through nginx, so the load meets warm code and caches. */
export async function warmUp(origins, targets, rounds = 2) {
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      origins.map(async (origin) => {
        for (const target of targets) await get(origin, target.path, { 'user-agent': target.userAgent })
      }),
    )
  }
}
