import { describe, expect, it } from 'vitest'

import { dotenvValue, localSiteUrl } from '../../scripts/lib/local-origin.mjs'

describe('the public origin of a local run follows PORT', () => {
  it('is localhost on the port when SITE_URL is empty', () => {
    expect(localSiteUrl('', '8080')).toBe('http://localhost:8080')
    expect(localSiteUrl(undefined, undefined)).toBe('http://localhost:3000')
  })

  it('moves a loopback SITE_URL (an older .env pinned :3000) to the port', () => {
    expect(localSiteUrl('http://localhost:3000', '8080')).toBe('http://localhost:8080')
    expect(localSiteUrl('http://127.0.0.1:3000/', '4000')).toBe('http://127.0.0.1:4000')
    expect(localSiteUrl('http://localhost', '3000')).toBe('http://localhost:3000')
  })

  it('keeps a real origin as set', () => {
    expect(localSiteUrl('https://www.example.com', '8080')).toBe('https://www.example.com')
    expect(localSiteUrl('https://www.example.com/', '8080')).toBe('https://www.example.com')
    expect(localSiteUrl('http://school.example.cn:8443', '8080')).toBe('http://school.example.cn:8443')
  })
})

describe('dotenvValue', () => {
  it('reads the last assignment, unquoted, and ignores comments', () => {
    const text = '# SITE_URL=http://old\nSITE_URL=http://a\nPORT=3000\nSITE_URL="http://b"\n'
    expect(dotenvValue(text, 'SITE_URL')).toBe('http://b')
    expect(dotenvValue(text, 'PORT')).toBe('3000')
    expect(dotenvValue(text, 'MISSING')).toBeUndefined()
  })
})
