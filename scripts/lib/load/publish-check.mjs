// The cluster test's check that staff's publish reaches every instance at once (src/server/revalidation): a
// page's heading is changed through one instance's own origin and the page read from the other one and from nginx.
import { createHmac } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { DESKTOP_UA } from '../chromium.mjs'
import { sleep } from '../cluster.mjs'
import { adminToken } from './checks.mjs'

const PAGE_PATH = '/about-me'
export const PUBLISH_LIMIT_MS = 10_000
// Past the limit it keeps reading, so a run without the broadcast shows how late the change came (the fallback).
const GIVE_UP_MS = 75_000

async function pageHtml(origin, pagePath = PAGE_PATH, timeoutMs = 10_000) {
  const res = await fetch(`${origin}${pagePath}`, {
    headers: { 'user-agent': DESKTOP_UA },
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  })
  const html = await res.text()
  return res.status === 200 ? html : ''
}

/** Milliseconds from `since` until `origin` serves the page with `text`, or null after GIVE_UP_MS. */
async function delayUntilServed(origin, text, since, pagePath = PAGE_PATH) {
  while (performance.now() - since < GIVE_UP_MS) {
    try {
      if ((await pageHtml(origin, pagePath)).includes(text)) return performance.now() - since
    } catch {
      // A read cut off or timed out: read again.
    }
    await sleep(100)
  }
  return null
}

/** Signed in as the seeded admin on `editOrigin`: the request headers and the page document at `pagePath`. */
async function pageDocument(editOrigin, pagePath) {
  const auth = { authorization: `JWT ${await adminToken(editOrigin)}` }
  const found = await fetch(
    `${editOrigin}/api/pages?where[path][equals]=${encodeURIComponent(pagePath)}&depth=0&limit=1`,
    { headers: auth },
  ).then((res) => res.json())
  const page = found.docs?.[0]
  if (!page) throw new Error(`no page document for ${pagePath}`)
  return { auth, page }
}

/** How late a change was served, for a check's line. */
const servedAfter = (ms) =>
  ms === null ? `not within ${GIVE_UP_MS / 1000} s` : `after ${(ms / 1000).toFixed(2)} s`

/**
 * Publishes a new hero heading of /about-me on `editOrigin` (Payload REST, as the seeded admin) once the readers
 * have the page cached, then measures when each of `readers` (`{ name, origin }`) serves it. Returns lines
 * `✓ …` / `✖ …` (a ✖ fails the test).
 */
export async function checkPublishReachesInstances(editOrigin, readers) {
  const { auth, page } = await pageDocument(editOrigin, PAGE_PATH)
  // Both readers hold a rendered copy of the old version, as after any visit.
  for (const { origin } of readers) await pageHtml(origin)

  const heading = `发布测试 ${Date.now().toString(36)}`
  const res = await fetch(`${editOrigin}/api/pages/${page.id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ hero: { ...page.hero, heading }, _status: 'published' }),
  })
  const saved = performance.now()
  if (!res.ok) throw new Error(`publishing ${PAGE_PATH}: HTTP ${res.status} ${await res.text()}`)

  const delays = await Promise.all(readers.map(({ origin }) => delayUntilServed(origin, heading, saved)))
  return readers.map(({ name }, i) => {
    const ms = delays[i]
    const ok = ms !== null && ms <= PUBLISH_LIMIT_MS
    const seen = servedAfter(ms)
    return `${ok ? '✓' : '✖'} ${PAGE_PATH} published on another instance, served by ${name} ${seen} (limit ${PUBLISH_LIMIT_MS / 1000} s)`
  })
}

/**
 * A call to the internal revalidation route, signed as src/server/revalidation/signature.ts signs (written out
 * again here, so a change there that breaks the contract shows).
 */
function internalCall(origin, secret, body = JSON.stringify({ v: 1, tags: ['sitemap'] })) {
  const timestamp = Date.now()
  const key = createHmac('sha256', secret).update('site.internal-revalidate').digest()
  return fetch(`${origin}/api/internal/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-site-revalidate-timestamp': String(timestamp),
      'x-site-revalidate-signature': createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex'),
    },
    body,
  })
}

/**
 * The internal revalidation route from outside: nginx does not pass it on, an instance answers a call not signed
 * with its PAYLOAD_SECRET as it answers an unknown API path, and a signed one with 204.
 */
export async function checkInternalRoute(nginxOrigin, instanceOrigin, secret) {
  const cases = [
    ['signed, through nginx', () => internalCall(nginxOrigin, secret), 404],
    [
      'unsigned',
      () => fetch(`${instanceOrigin}/api/internal/revalidate`, { method: 'POST', body: '{}' }),
      404,
    ],
    ['signed with another secret', () => internalCall(instanceOrigin, `${secret}-not`), 404],
    ['signed, on the instance', () => internalCall(instanceOrigin, secret), 204],
  ]
  let ok = true
  const seen = []
  for (const [name, call, expected] of cases) {
    const res = await call()
    await res.arrayBuffer()
    ok &&= res.status === expected
    seen.push(`${name} ${res.status} (${expected})`)
  }
  return `${ok ? '✓' : '✖'} POST /api/internal/revalidate: ${seen.join(', ')}`
}

const HOME_PATH = '/'

/** Sessions of `client`'s database waiting for a lock on `table`. */
async function waitingOn(client, table) {
  const { rows } = await client.query(
    'select count(*)::int as n from pg_locks where not granted and relation = $1::regclass',
    [table],
  )
  return rows[0].n
}

/**
 * A render that read a page before staff saved it and finishes after the save's expiry must not be kept as the
 * fresh copy (src/server/revalidate.ts). The database holds the renders the way a slow query does: the list of
 * articles is locked, so every instance's render of / reads the home page's document from its cache and then
 * waits for the latest articles. The page's title is saved meanwhile and the save's expiry applied on every
 * instance (its broadcast, and the signed call again, so it has surely happened before the renders go on); then
 * the lock goes. The held renders answer with the old title; each instance must serve the new one within
 * PUBLISH_LIMIT_MS of the save, not at the page's next revalidation.
 */
export async function checkRenderAcrossSave(editOrigin, instances, databaseUrl, secret) {
  const { auth, page } = await pageDocument(editOrigin, HOME_PATH)
  const oldTitle = page.seo?.title
  if (!oldTitle) throw new Error(`${HOME_PATH} has no SEO title to change`)
  // Every instance renders the page once (its document is cached, and the publication clock has just been
  // asked: the next render reads neither), then its articles expire, so the next visit renders again and reads
  // them from the database.
  const expireArticles = async (origin) => {
    const res = await internalCall(origin, secret, JSON.stringify({ v: 1, tags: ['news-list'] }))
    if (res.status !== 204) throw new Error(`expiring the article lists on ${origin}: HTTP ${res.status}`)
  }
  for (const { origin } of instances) {
    await expireArticles(origin)
    await pageHtml(origin, HOME_PATH)
    await expireArticles(origin)
  }

  const title = `渲染中保存测试 ${Date.now().toString(36)}`
  const locker = new pg.Client({ connectionString: databaseUrl })
  await locker.connect()
  let held
  let saved
  try {
    await locker.query('begin')
    await locker.query('lock table news in access exclusive mode')
    held = instances.map(({ origin }) =>
      pageHtml(origin, HOME_PATH, GIVE_UP_MS).catch((error) => `(failed: ${error.message})`),
    )
    const deadline = performance.now() + 30_000
    while ((await waitingOn(locker, 'news')) < instances.length) {
      if (performance.now() > deadline) throw new Error('the renders of / never reached the list of articles')
      await sleep(50)
    }
    const res = await fetch(`${editOrigin}/api/pages/${page.id}?depth=0`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ seo: { ...page.seo, title }, _status: 'published' }),
      signal: AbortSignal.timeout(30_000),
    })
    saved = performance.now()
    if (!res.ok) throw new Error(`saving ${HOME_PATH}: HTTP ${res.status} ${await res.text()}`)
    for (const { origin } of instances) {
      const expired = await internalCall(
        origin,
        secret,
        JSON.stringify({ v: 1, tags: [`page:${HOME_PATH}`] }),
      )
      if (expired.status !== 204)
        throw new Error(`expiring ${HOME_PATH} on ${origin}: HTTP ${expired.status}`)
    }
  } finally {
    await locker.query('rollback').catch(() => undefined)
    await locker.end()
  }
  const answers = await Promise.all(held)

  const delays = await Promise.all(
    instances.map(({ origin }) => delayUntilServed(origin, title, saved, HOME_PATH)),
  )
  return instances.map(({ name }, i) => {
    const heldOld = answers[i].includes(oldTitle) && !answers[i].includes(title)
    const ms = delays[i]
    const ok = heldOld && ms !== null && ms <= PUBLISH_LIMIT_MS
    const seen = servedAfter(ms)
    const heldText = heldOld ? 'answered with the old title' : 'did not answer with the old title'
    return `${ok ? '✓' : '✖'} ${HOME_PATH} saved while ${name} rendered it (held by a lock; ${heldText}): new title served ${seen} (limit ${PUBLISH_LIMIT_MS / 1000} s)`
  })
}
