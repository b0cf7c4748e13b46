import { describe, expect, it } from 'vitest'

import { isChunkLoadError, reloadOnceForChunkError } from '@/lib/chunk-reload'
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants'

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

describe('chunk load failures', () => {
  it('recognises webpack and Turbopack wordings', () => {
    const named = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' })
    expect(isChunkLoadError(named)).toBe(true)
    expect(
      isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 42')),
    ).toBe(true)
    expect(isChunkLoadError('ChunkLoadError: Loading chunk 7 failed')).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('reloads once, then not again within the guard window, then again after it', () => {
    const storage = memoryStorage()
    let reloads = 0
    const reload = () => void reloads++
    const t0 = 1_000_000
    expect(reloadOnceForChunkError(storage, reload, t0)).toBe(true)
    expect(reloadOnceForChunkError(storage, reload, t0 + 1_000)).toBe(false)
    expect(reloadOnceForChunkError(storage, reload, t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(reloadOnceForChunkError(storage, reload, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
    expect(reloads).toBe(2)
  })
})
