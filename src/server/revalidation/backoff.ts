import 'server-only'

const FIRST_DELAY_MS = 500
const MAX_DELAY_MS = 30_000

/**
 * How long to wait before reconnect attempt `attempt` (0 = the first after a drop): doubling from 0.5 s up to
 * 30 s, each between half and all of that at random, so instances that lost the database together do not all
 * come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, Math.floor(attempt)))
  return Math.round(ceiling / 2 + (ceiling / 2) * random())
}
