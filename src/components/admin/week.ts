/** Monday 00:00 of the current week in Beijing time (UTC+8, no daylight saving), as an ISO instant. */
export function startOfWeekShanghai(now = new Date()): string {
  const offsetMs = 8 * 60 * 60 * 1000
  const local = new Date(now.getTime() + offsetMs)
  const sinceMonday = (local.getUTCDay() + 6) % 7
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday)
  return new Date(monday - offsetMs).toISOString()
}
