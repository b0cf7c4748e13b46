import { describe, expect, it } from 'vitest'

import { createPublicationClock } from '@/server/publication-clock'

/** A clock over a fake time and a schedule of moments; counts how often it asks for the next one. */
function setup(moments: number[], maxAgeSeconds = 60) {
  let time = 1_000_000
  let asked = 0
  const clock = createPublicationClock(
    async (now) => {
      asked++
      return moments.find((moment) => moment > now.getTime()) ?? null
    },
    maxAgeSeconds,
    () => time,
  )
  return {
    clock,
    asked: () => asked,
    advance: (ms: number) => (time += ms),
    at: (ms: number) => time + ms,
  }
}

describe('publication clock', () => {
  it('with nothing scheduled: one key and the full fallback lifetime', async () => {
    const { clock, asked, advance } = setup([])
    expect(await clock.current()).toEqual({ key: 'none', revalidate: 60 })
    advance(30_000)
    expect(await clock.current()).toEqual({ key: 'none', revalidate: 60 })
    expect(asked()).toBe(1)
  })

  it('shortens the lifetime to the next moment and changes the key once it has passed', async () => {
    const start = 1_000_000
    const first = start + 12_500
    const second = start + 600_000
    const { clock, asked, advance } = setup([first, second])
    expect(await clock.current()).toEqual({ key: String(first), revalidate: 13 })
    advance(10_000)
    expect(await clock.current()).toEqual({ key: String(first), revalidate: 3 })
    expect(asked()).toBe(1)
    advance(2_500)
    // The moment has come: the clock asks again at once, and entries cached before it are never read again.
    expect(await clock.current()).toEqual({ key: String(second), revalidate: 60 })
    expect(asked()).toBe(2)
  })

  it('never asks for a lifetime under one second', async () => {
    const { clock, at } = setup([1_000_000 + 200])
    const window = await clock.current()
    expect(window.revalidate).toBe(1)
    expect(window.key).toBe(String(at(200)))
  })

  it('asks again after the fallback age (edits on other servers), and after a reset (an edit here)', async () => {
    const moments: number[] = []
    const { clock, asked, advance, at } = setup(moments, 60)
    expect((await clock.current()).key).toBe('none')
    const scheduled = at(3_600_000)
    moments.push(scheduled)
    advance(59_000)
    expect((await clock.current()).key).toBe('none')
    advance(1_000)
    expect((await clock.current()).key).toBe(String(scheduled))
    expect(asked()).toBe(2)

    const sooner = at(5_000)
    moments.unshift(sooner)
    clock.reset()
    expect(await clock.current()).toEqual({ key: String(sooner), revalidate: 5 })
    expect(asked()).toBe(3)
  })

  it('asks once for readers that arrive together', async () => {
    const { clock, asked } = setup([])
    await Promise.all([clock.current(), clock.current(), clock.current()])
    expect(asked()).toBe(1)
  })
})
