import { describe, expect, it } from 'vitest'

import { clientIp, DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from '@/server/client-ip'

const loopback = parseTrustedProxies(DEFAULT_TRUSTED_PROXIES)
const ip = (xff: string | null, trusted = loopback) =>
  clientIp(new Headers(xff === null ? {} : { 'x-forwarded-for': xff }), trusted)

describe('client address behind trusted proxies', () => {
  it('is the peer address when the client connects directly, whatever it wrote in X-Forwarded-For', () => {
    // The server appends the peer (198.51.100.7); the client's own entries are ignored.
    expect(ip('1.2.3.4, 198.51.100.7')).toBe('198.51.100.7')
    expect(ip('127.0.0.1, 198.51.100.7')).toBe('198.51.100.7')
    expect(ip('198.51.100.7')).toBe('198.51.100.7')
  })

  it('is the address nginx on loopback saw, not the one the client wrote (the bypass of the login limit)', () => {
    // client wrote 9.9.9.9; nginx appended the real client 203.0.113.5; the server appended nginx (127.0.0.1).
    const addresses = new Set(
      ['9.9.9.9', '8.8.8.8', '10.0.0.1', 'garbage'].map((spoofed) =>
        ip(`${spoofed}, 203.0.113.5, 127.0.0.1`),
      ),
    )
    expect([...addresses]).toEqual(['203.0.113.5'])
  })

  it('skips every configured proxy hop (CIDR ranges, IPv6, IPv4 on an IPv6 socket)', () => {
    const trusted = parseTrustedProxies('127.0.0.1,10.0.0.0/8,2001:db8::/32')
    expect(ip('203.0.113.5, 10.1.2.3, 10.9.9.9, ::ffff:127.0.0.1', trusted)).toBe('203.0.113.5')
    expect(ip('2001:db9::1, 2001:db8::5', trusted)).toBe('2001:db9::1')
    // Loopback alone is the default: a private address in front is the client.
    expect(ip('203.0.113.5, 10.1.2.3, ::1')).toBe('10.1.2.3')
  })

  it('falls back to the left-most hop when every hop is trusted, and to "unknown" without the header', () => {
    expect(ip('127.0.0.1')).toBe('127.0.0.1')
    expect(ip('127.0.0.2, ::1')).toBe('127.0.0.2')
    expect(ip(null)).toBe('unknown')
  })

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    expect(() => parseTrustedProxies('127.0.0.1,nginx')).toThrow(/nginx/)
    expect(() => parseTrustedProxies('10.0.0.0/40')).toThrow(/prefix/)
  })
})
