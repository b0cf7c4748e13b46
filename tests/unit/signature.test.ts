import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { DEMO_SIGN_SECRET, PLATFORM, signatureHeaders, signRequest } from '@/lib/signature'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

describe('signRequest', () => {
  it('is the lowercase hex SHA-256 of the three strings sorted and joined', async () => {
    const input = {
      secret: 'demo-sign-secret',
      timestamp: '1732262400000',
      nonce: '9b2f4c1e-0d7a-4b8e-a1f3-5c6d7e8f9a0b',
    }
    const expected = sha256([input.secret, input.timestamp, input.nonce].sort().join(''))
    const signature = await signRequest(input)
    expect(signature).toBe(expected)
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
  })

  it('sorts with the default (UTF-16 code unit) order, not the argument order', async () => {
    // Default sort: '1...' < 'b...' < 'z...', so the joined text is timestamp + nonce + secret.
    const input = {
      secret: 'zeta-secret',
      timestamp: '1700000000000',
      nonce: 'b6a1c2d3-aaaa-4bbb-8ccc-ddddeeeeffff',
    }
    const signature = await signRequest(input)
    expect(signature).toBe(sha256(`${input.timestamp}${input.nonce}${input.secret}`))
    expect(signature).not.toBe(sha256(`${input.secret}${input.timestamp}${input.nonce}`))
  })

  it('uses code unit order where locale order would differ (uppercase before lowercase)', async () => {
    const input = { secret: 'b-secret', timestamp: '1700000000000', nonce: 'B-NONCE' }
    expect(await signRequest(input)).toBe(sha256('1700000000000B-NONCEb-secret'))
  })

  it('hashes non-ASCII secrets as UTF-8', async () => {
    const input = { secret: '密钥', timestamp: '1', nonce: 'n' }
    expect(await signRequest(input)).toBe(sha256(['密钥', '1', 'n'].sort().join('')))
  })
})

describe('signatureHeaders', () => {
  it('returns platform, a millisecond timestamp, a UUID v4 nonce and a signature that verifies', async () => {
    const before = Date.now()
    const headers = await signatureHeaders({ secret: DEMO_SIGN_SECRET, token: 'abc' })
    expect(PLATFORM).toBe('web')
    expect(headers.platform).toBe('web')
    expect(Number(headers.timestamp)).toBeGreaterThanOrEqual(before)
    expect(Number(headers.timestamp)).toBeLessThanOrEqual(Date.now())
    expect(headers.nonce).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(headers.signature).toBe(
      sha256([DEMO_SIGN_SECRET, headers.timestamp, headers.nonce].sort().join('')),
    )
    expect(headers.token).toBe('abc')
  })

  it('omits the token header when no token is known', async () => {
    for (const token of [null, undefined, '']) {
      const headers = await signatureHeaders({ secret: 's', token })
      expect('token' in headers).toBe(false)
    }
  })

  it('uses a fresh nonce every time and honours an explicit platform and clock', async () => {
    const a = await signatureHeaders({ secret: 's', now: 42, platform: 'app' })
    const b = await signatureHeaders({ secret: 's', now: 42 })
    expect(a.timestamp).toBe('42')
    expect(a.platform).toBe('app')
    expect(a.nonce).not.toBe(b.nonce)
    expect(a.signature).not.toBe(b.signature)
  })
})
