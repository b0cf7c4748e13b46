import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  isSignedBody,
  SIGNATURE_HEADER,
  SIGNATURE_WINDOW_MS,
  signatureHeaders,
  signBody,
  TIMESTAMP_HEADER,
} from '@/server/revalidation/signature'

const secret = 'unit-test-payload-secret-0123456789'
const body = JSON.stringify({ v: 1, tags: ['page:/about-me'] })
const now = 1_800_000_000_000

function signed(overrides: Partial<Parameters<typeof isSignedBody>[0]> = {}) {
  const headers = signatureHeaders(secret, body, now)
  return isSignedBody({
    secret,
    body,
    timestamp: headers[TIMESTAMP_HEADER],
    signature: headers[SIGNATURE_HEADER],
    now,
    ...overrides,
  })
}

describe('signature of the internal revalidation call', () => {
  it('is an HMAC-SHA256 of timestamp and body under a key derived from the secret', () => {
    const key = createHmac('sha256', secret).update('site.internal-revalidate').digest()
    const expected = createHmac('sha256', key).update(`${now}.${body}`).digest('hex')
    expect(signBody(secret, now, body)).toBe(expected)
    // Not keyed with the secret itself, which Payload uses for its own tokens.
    expect(expected).not.toBe(createHmac('sha256', secret).update(`${now}.${body}`).digest('hex'))
  })

  it('accepts the body it signed, within the window either side', () => {
    expect(signed()).toBe(true)
    expect(signed({ now: now + SIGNATURE_WINDOW_MS })).toBe(true)
    expect(signed({ now: now - SIGNATURE_WINDOW_MS })).toBe(true)
  })

  it('refuses an old or future timestamp (a replay later than the window)', () => {
    expect(signed({ now: now + SIGNATURE_WINDOW_MS + 1 })).toBe(false)
    expect(signed({ now: now - SIGNATURE_WINDOW_MS - 1 })).toBe(false)
  })

  it('refuses another body, another secret, another timestamp with the same signature', () => {
    expect(signed({ body: body.replace('about-me', 'join-us') })).toBe(false)
    expect(signed({ secret: `${secret}x` })).toBe(false)
    expect(signed({ timestamp: String(now + 1), now: now + 1 })).toBe(false)
  })

  it.each([
    ['no timestamp', { timestamp: null }],
    ['a timestamp that is not a number', { timestamp: '17e11' }],
    ['no signature', { signature: null }],
    ['a signature of the wrong length', { signature: 'ab'.repeat(31) }],
    ['an uppercase or non-hex signature', { signature: 'G'.repeat(64) }],
  ])('refuses %s', (_, overrides) => {
    expect(signed(overrides)).toBe(false)
  })
})
