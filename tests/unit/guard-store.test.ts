import { describe, expect, it } from 'vitest'

import { createMemoryStore } from '@/server/guards/store'

describe('in-memory guard store', () => {
  it('remembers a nonce until it expires', async () => {
    let now = 1_000_000
    const store = createMemoryStore(() => now)
    expect(await store.remember('n1', 1000)).toBe(true)
    expect(await store.remember('n1', 1000)).toBe(false)
    now += 1001
    expect(await store.remember('n1', 1000)).toBe(true)
  })

  it('counts hits in a fixed window, per key, and tells when to retry', async () => {
    let now = 0
    const store = createMemoryStore(() => now)
    const results = []
    for (let i = 0; i < 4; i++) results.push(await store.hit('a', 3, 60_000))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3].retryAfterSeconds).toBe(60)
    expect((await store.hit('b', 3, 60_000)).allowed).toBe(true)
    now += 30_000
    expect(await store.hit('a', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    now += 30_000
    expect((await store.hit('a', 3, 60_000)).allowed).toBe(true)
  })
})
