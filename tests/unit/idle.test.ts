import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Idle = typeof import('@/lib/idle')

/**
 * The browser around src/lib/idle.ts, driven by hand: `load()` fires the load event, `idle()` is one idle
 * period (it runs every idle callback requested before it).
 */
function browser() {
  let callbacks = new Map<number, () => void>()
  let nextId = 1
  const onLoad = new Set<() => void>()
  const doc = { readyState: 'loading' as DocumentReadyState }
  vi.stubGlobal('document', doc)
  vi.stubGlobal('window', {
    requestIdleCallback: (callback: () => void) => {
      callbacks.set(nextId, callback)
      return nextId++
    },
    cancelIdleCallback: (id: number) => callbacks.delete(id),
    addEventListener: (type: string, listener: () => void) => type === 'load' && onLoad.add(listener),
    removeEventListener: (type: string, listener: () => void) => onLoad.delete(listener),
  })
  return {
    load() {
      doc.readyState = 'complete'
      for (const listener of [...onLoad]) listener()
      onLoad.clear()
    },
    idle() {
      const due = [...callbacks.values()]
      callbacks = new Map()
      for (const callback of due) callback()
    },
    requested: () => callbacks.size,
  }
}

describe('whenIdleAfterLoad', () => {
  let page: ReturnType<typeof browser>
  let idle: Idle
  beforeEach(async () => {
    vi.resetModules()
    page = browser()
    idle = await import('@/lib/idle')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('runs what waits for the load event one part per idle period, in the order it was queued', () => {
    const ran: string[] = []
    for (const part of ['services', 'float window', 'follow buttons'])
      idle.whenIdleAfterLoad(() => ran.push(part))
    page.idle()
    expect(ran).toEqual([])
    page.load()
    page.idle()
    expect(ran).toEqual(['services'])
    page.idle()
    expect(ran).toEqual(['services', 'float window'])
    page.idle()
    page.idle()
    expect(ran).toEqual(['services', 'float window', 'follow buttons'])
    expect(page.requested()).toBe(0)
  })

  it('queued after the load event, a part runs at the next idle period that is its turn', () => {
    page.load()
    const ran: string[] = []
    idle.whenIdleAfterLoad(() => ran.push('first'))
    idle.whenIdleAfterLoad(() => ran.push('second'))
    page.idle()
    expect(ran).toEqual(['first'])
    page.idle()
    expect(ran).toEqual(['first', 'second'])
  })

  it('skips a part cancelled before its turn, and hands the turn on when the waiting one is cancelled', () => {
    const ran: string[] = []
    const cancelEarly = idle.whenIdleAfterLoad(() => ran.push('cancelled before the load event'))
    const cancelFirst = idle.whenIdleAfterLoad(() => ran.push('first'))
    const cancelSecond = idle.whenIdleAfterLoad(() => ran.push('second'))
    idle.whenIdleAfterLoad(() => ran.push('third'))
    cancelEarly()
    page.load()
    cancelSecond()
    cancelFirst()
    expect(page.requested()).toBe(1)
    page.idle()
    expect(ran).toEqual(['third'])
    page.idle()
    expect(ran).toEqual(['third'])
  })

  it('goes on with the next part when one throws', () => {
    page.load()
    const ran: string[] = []
    idle.whenIdleAfterLoad(() => {
      throw new Error('broken part')
    })
    idle.whenIdleAfterLoad(() => ran.push('next'))
    expect(() => page.idle()).toThrow('broken part')
    page.idle()
    expect(ran).toEqual(['next'])
  })
})
