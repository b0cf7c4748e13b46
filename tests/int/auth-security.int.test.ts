/**
 * Sessions and sign-in as an attacker probes them, through the real route handlers (the signed API and
 * Payload's REST API as Next calls it) on a temporary SQLite database.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_SIGN_SECRET, signatureHeaders } from '@/lib/signature'

import { migrations } from '../../migrations/sqlite'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'auth-security-'))
process.env.DATABASE_URL = `file:${path.join(tmp, 'site.db')}`
process.env.PAYLOAD_SECRET = 'auth-security-test-secret-0123456789'

type Route = (request: Request) => Promise<Response>
type RestRoute = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let payload: Payload
let login: Route
let userinfo: Route
let logout: Route
let restGet: RestRoute
let restPost: RestRoute

let ipCounter = 0
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

async function signed(extra: Record<string, string> = {}) {
  return { ...(await signatureHeaders({ secret: DEMO_SIGN_SECRET })), ...extra } as Record<string, string>
}

async function signIn(username: string, password: string, ip = freshIp()) {
  const response = await login(
    new Request('http://localhost/api/edu/user/login', {
      method: 'POST',
      headers: await signed({ 'content-type': 'application/json', 'x-forwarded-for': ip }),
      body: JSON.stringify({ username, password }),
    }),
  )
  return {
    status: response.status,
    ...((await response.json()) as { code: number; msg: string; data?: { token: string } }),
  }
}

async function profileCode(token: string) {
  const response = await userinfo(
    new Request('http://localhost/api/edu/user/userinfo', {
      headers: await signed({ cookie: `token=${token}` }),
    }),
  )
  return ((await response.json()) as { code: number }).code
}

const rest = (route: RestRoute, method: string, slug: string[], init: RequestInit = {}) =>
  route(new Request(`http://localhost/api/${slug.join('/')}`, { method, ...init }), {
    params: Promise.resolve({ slug }),
  })

let memberId: number | string

beforeAll(async () => {
  const { getPayloadClient } = await import('@/server/payload')
  payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as never })
  const member = await payload.create({
    collection: 'members',
    data: { username: 'real_teacher', password: 'Teach@1234', nickname: '真老师' },
  })
  memberId = member.id
  await payload.create({ collection: 'members', data: { username: 'other_teacher', password: 'Teach@1234' } })
  await payload.create({
    collection: 'admins',
    data: { email: 'editor@example.com', password: 'Staff@12345', roles: ['editor'] },
  })
  login = (await import('@/app/api/edu/user/login/route')).POST
  userinfo = (await import('@/app/api/edu/user/userinfo/route')).GET
  logout = (await import('@/app/api/edu/user/logout/route')).POST
  const restRoute = await import('@/app/(payload)/api/[...slug]/route')
  restGet = restRoute.GET
  restPost = restRoute.POST
})

afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('sessions', () => {
  it('logout ends the session on the server: the old token is code 36 and Payload refuses it', async () => {
    const { data } = await signIn('other_teacher', 'Teach@1234')
    const token = data!.token
    expect(await profileCode(token)).toBe(0)
    const auth = { headers: { Authorization: `JWT ${token}` } }
    const other = await payload.find({
      collection: 'members',
      where: { username: { equals: 'other_teacher' } },
    })
    expect((await rest(restGet, 'GET', ['members', String(other.docs[0].id)], auth)).status).toBe(200)

    const out = await logout(
      new Request('http://localhost/api/edu/user/logout', {
        method: 'POST',
        headers: await signed({ cookie: `token=${token}` }),
      }),
    )
    expect(((await out.json()) as { code: number }).code).toBe(0)
    expect(await profileCode(token)).toBe(36)
    expect((await rest(restGet, 'GET', ['members', String(other.docs[0].id)], auth)).status).toBe(403)
  })

  it('keeps at most 5 live sessions per member (the oldest ends) and prunes expired ones', async () => {
    // An expired session left from long ago.
    const before = (await payload.db.findOne({
      collection: 'members',
      where: { id: { equals: memberId } },
    })) as {
      sessions?: unknown[]
    }
    const expired = { id: 'expired-session', createdAt: new Date(0), expiresAt: new Date(1000) }
    await payload.db.updateOne({
      collection: 'members',
      id: memberId,
      data: { ...before, sessions: [...(before.sessions ?? []), expired] },
      returning: false,
    })
    const tokens: string[] = []
    for (let i = 0; i < 7; i++) tokens.push((await signIn('real_teacher', 'Teach@1234')).data!.token)
    const after = (await payload.db.findOne({
      collection: 'members',
      where: { id: { equals: memberId } },
    })) as unknown as {
      sessions: { id: string }[]
    }
    expect(after.sessions).toHaveLength(5)
    expect(after.sessions.map((s) => s.id)).not.toContain('expired-session')
    expect(await Promise.all(tokens.map(profileCode))).toEqual([36, 36, 0, 0, 0, 0, 0])
  })

  it('a malformed token cookie is no session (code 36), not a fault', async () => {
    const response = await userinfo(
      new Request('http://localhost/api/edu/user/userinfo', {
        headers: await signed({ cookie: 'token=%E0%A4%A' }),
      }),
    )
    expect(response.status).toBe(200)
    expect(((await response.json()) as { code: number }).code).toBe(36)
  })
})

describe('usernames cannot be enumerated', () => {
  it('a real username and an unknown one get the same answers, before and after the lock', async () => {
    const run = async (username: string) => {
      const answers: string[] = []
      for (let i = 0; i < 7; i++) {
        const { status, code, msg } = await signIn(username, 'Wrong@0000')
        answers.push(`${status} ${code} ${msg}`)
      }
      return answers
    }
    const real = await run('real_teacher')
    const unknown = await run('nobody_teacher')
    expect(unknown).toEqual(real)
    expect(real.slice(0, 5).every((a) => a.startsWith('200 1 '))).toBe(true)
    expect(real.slice(5).every((a) => a.startsWith('200 110 '))).toBe(true)
    // Locked means locked, even with the right password; other usernames are not affected.
    expect((await signIn('real_teacher', 'Teach@1234')).code).toBe(110)
    expect((await signIn('other_teacher', 'Teach@1234')).code).toBe(0)
  })
})

describe("Payload's own auth routes", () => {
  const json = (body: unknown, ip = freshIp()) => ({
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })

  it('do not sign members in or reset their passwords (they sign in only through the signed API)', async () => {
    for (const route of [
      'login',
      'forgot-password',
      'reset-password',
      'refresh-token',
      'unlock',
      'me',
      'first-register',
    ]) {
      const response = await rest(
        restPost,
        'POST',
        ['members', route],
        json({ username: 'other_teacher', password: 'Teach@1234' }),
      )
      expect(response.status, route).toBe(404)
      expect(response.headers.get('set-cookie'), route).toBeNull()
    }
  })

  it('limit staff sign-in per address and per account with 429, and lock the account after 5 wrong passwords', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const response = await rest(
        restPost,
        'POST',
        ['admins', 'login'],
        json({ email: `probe${i}@example.com`, password: 'x' }, ip),
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses[20]).toBe(429)

    const perAccount: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await rest(
        restPost,
        'POST',
        ['admins', 'login'],
        json({ email: 'target@example.com', password: 'x' }),
      )
      perAccount.push(response.status)
    }
    expect(perAccount[10]).toBe(429)

    for (let i = 0; i < 5; i++)
      await rest(
        restPost,
        'POST',
        ['admins', 'login'],
        json({ email: 'editor@example.com', password: 'Wrong@00000' }),
      )
    const locked = await rest(
      restPost,
      'POST',
      ['admins', 'login'],
      json({ email: 'editor@example.com', password: 'Staff@12345' }),
    )
    expect(locked.status).toBe(401)
    expect(JSON.stringify(await locked.json())).toMatch(/lock|锁定/i)
  })

  it('answer a wrong password, an unknown e-mail and a locked account alike, each after a password hash', async () => {
    await payload.create({
      collection: 'admins',
      data: { email: 'timing@example.com', password: 'Staff@12345', roles: ['editor'] },
      overrideAccess: true,
    })
    // CPU time of this process (the hash runs on libuv's threads, counted here), which other processes on the
    // machine do not stretch as they stretch wall-clock time.
    const attempt = async (email: string, password = 'Wrong@00000') => {
      const started = process.cpuUsage()
      const response = await rest(restPost, 'POST', ['admins', 'login'], json({ email, password }, freshIp()))
      const body = await response.json()
      const used = process.cpuUsage(started)
      return { status: response.status, body, ms: (used.user + used.system) / 1000 }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const real: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 4; i++) {
      const a = await attempt('timing@example.com')
      const b = await attempt(`nobody${i}@example.com`)
      expect(b.status).toBe(a.status)
      expect(b.body).toEqual(a.body)
      real.push(a.ms)
      unknown.push(b.ms)
    }
    expect(real.length).toBe(4)
    // The fifth failure locks the account; its answers, the right password included, read the same.
    await attempt('timing@example.com')
    const locked = await attempt('timing@example.com', 'Staff@12345')
    const stranger = await attempt('stranger@example.com')
    expect(locked.body).toEqual(stranger.body)
    expect(locked.status).toBe(401)
    expect(locked.body).toEqual({
      errors: [{ message: '邮箱或密码错误；连续输错 5 次，账号将锁定 10 分钟' }],
    })
    // Payload alone answered an unknown e-mail in ~3 ms and a real one in ~150 ms. Now both hash.
    expect(median(unknown)).toBeGreaterThan(median(real) * 0.4)
    expect(locked.ms).toBeGreaterThan(median(real) * 0.4)
  })

  it('limit password-reset requests per account', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await rest(restPost, 'POST', ['admins', 'forgot-password'], json({ email: 'editor@example.com' })))
          .status,
      )
    expect(statuses.slice(0, 3).every((s) => s === 200)).toBe(true)
    expect(statuses[3]).toBe(429)
  })
})
