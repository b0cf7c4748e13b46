import 'server-only'

import type { Payload } from 'payload'

import type { PageViewDevice } from '@/collections/PageViews/config'

import { sqlOf } from './sql'
import { beijingDay } from './visit'

const DAY_MS = 24 * 60 * 60 * 1000

export interface Ranked {
  key: string
  views: number
}

export interface PeriodFigures {
  days: number
  total: number
  devices: Record<PageViewDevice, number>
  topPages: Ranked[]
  referrers: Ranked[]
}

export interface PageViewReport {
  today: string
  /** Views per day of the last 30 days, oldest first, days without views included. */
  perDay: { day: string; views: number }[]
  week: PeriodFigures
  month: PeriodFigures
}

const TOP = 10

/** The Beijing date `daysBack` days before the day of `now`. */
export function dayBefore(now: number, daysBack: number): string {
  return beijingDay(now - daysBack * DAY_MS)
}

/**
 * The dashboard's figures for the last 7 and 30 days (today included), summed in the database. Reads the
 * table directly: call it only for staff.
 */
export async function pageViewReport(payload: Payload, now = Date.now()): Promise<PageViewReport> {
  const sql = sqlOf(payload)
  const ranked = async (column: 'path' | 'referrer_host', since: string) =>
    (
      await sql.query(
        `select ${column} as item, sum(views) as views from page_views
         where day >= ?${column === 'referrer_host' ? " and referrer_host <> ''" : ''}
         group by ${column} order by views desc, item limit ${TOP}`,
        [since],
      )
    ).map((row) => ({ key: String(row.item), views: Number(row.views) }))

  const period = async (days: number): Promise<PeriodFigures> => {
    const since = dayBefore(now, days - 1)
    const [byDevice, topPages, referrers] = await Promise.all([
      sql.query('select device, sum(views) as views from page_views where day >= ? group by device', [since]),
      ranked('path', since),
      ranked('referrer_host', since),
    ])
    const devices = { desktop: 0, mobile: 0 }
    for (const row of byDevice) devices[row.device as PageViewDevice] = Number(row.views)
    return { days, total: devices.desktop + devices.mobile, devices, topPages, referrers }
  }

  const monthStart = dayBefore(now, 29)
  const [daily, week, month] = await Promise.all([
    sql.query('select day, sum(views) as views from page_views where day >= ? group by day', [monthStart]),
    period(7),
    period(30),
  ])
  const byDay = new Map(daily.map((row) => [String(row.day), Number(row.views)]))
  const perDay = Array.from({ length: 30 }, (_, i) => {
    const day = dayBefore(now, 29 - i)
    return { day, views: byDay.get(day) ?? 0 }
  })
  return { today: beijingDay(now), perDay, week, month }
}
