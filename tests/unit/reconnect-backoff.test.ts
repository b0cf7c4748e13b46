import { describe, expect, it } from 'vitest'

import { reconnectDelay } from '@/server/revalidation/backoff'

describe('reconnect delay of the revalidation listener', () => {
  it('doubles from half a second up to 30 s', () => {
    const ceiling = (attempt: number) => reconnectDelay(attempt, () => 1)
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20, 1000].map(ceiling)).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ])
  })

  it('is between half and all of the ceiling, at random', () => {
    expect(reconnectDelay(3, () => 0)).toBe(2000)
    expect(reconnectDelay(3, () => 0.5)).toBe(3000)
    for (let i = 0; i < 100; i++) {
      const delay = reconnectDelay(2)
      expect(delay).toBeGreaterThanOrEqual(1000)
      expect(delay).toBeLessThanOrEqual(2000)
    }
  })

  it('treats a negative or fractional attempt as the nearest valid one below', () => {
    expect(reconnectDelay(-3, () => 1)).toBe(500)
    expect(reconnectDelay(1.7, () => 1)).toBe(1000)
  })
})
