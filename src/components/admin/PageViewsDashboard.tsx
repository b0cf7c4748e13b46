import type { Payload, TypedUser } from 'payload'
import Link from 'next/link'
import type React from 'react'

import { isStaff } from '@/collections/Admins/access'
import { pageViewReport, type PeriodFigures, type Ranked } from '@/server/page-views/report'
import { pageViewsEnabled } from '@/server/page-views/settings'
import { card, heading, muted } from './styles'

const list: React.CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }
const row: React.CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 12 }
const ellipsis: React.CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }

const number = new Intl.NumberFormat('zh-CN')
const share = (part: number, total: number) => (total ? `${Math.round((part / total) * 100)}%` : '—')
/** `2026-11-25` as `11月25日`. */
const dayLabel = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`

function Period({ figures, label }: { figures: PeriodFigures; label: string }) {
  const { total, devices } = figures
  return (
    <div style={card} data-testid={`views-${figures.days}d`}>
      <h3 style={heading}>
        {label} <strong data-testid="views-total">{number.format(total)}</strong>{' '}
        <span style={muted}>次浏览</span>
      </h3>
      <ul style={list}>
        <li style={row} data-testid="views-desktop">
          <span>电脑</span>
          <span>
            <strong>{number.format(devices.desktop)}</strong>{' '}
            <span style={muted}>{share(devices.desktop, total)}</span>
          </span>
        </li>
        <li style={row} data-testid="views-mobile">
          <span>手机</span>
          <span>
            <strong>{number.format(devices.mobile)}</strong>{' '}
            <span style={muted}>{share(devices.mobile, total)}</span>
          </span>
        </li>
      </ul>
    </div>
  )
}

function Ranking({
  title,
  items,
  empty,
  testId,
  link,
}: {
  title: string
  items: Ranked[]
  empty: string
  testId: string
  link?: boolean
}) {
  return (
    <div style={card} data-testid={testId}>
      <h3 style={heading}>{title}</h3>
      {items.length ? (
        <ol style={list}>
          {items.map((item) => (
            <li key={item.key} style={row}>
              {link ? (
                <a href={item.key} target="_blank" rel="noreferrer" style={ellipsis}>
                  {item.key}
                </a>
              ) : (
                <span style={ellipsis}>{item.key}</span>
              )}
              <strong>{number.format(item.views)}</strong>
            </li>
          ))}
        </ol>
      ) : (
        <p style={muted}>{empty}</p>
      )}
    </div>
  )
}

/**
 * The site's own page-view statistics on the dashboard: views per day of the last 30 days, the last 7 and 30
 * days by device, the most viewed pages and the referring sites. Staff only.
 */
export async function PageViewsDashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!isStaff(user as never)) return null
  const report = await pageViewReport(payload)
  const peak = Math.max(1, ...report.perDay.map((day) => day.views))
  const today = report.perDay[report.perDay.length - 1]
  return (
    <section aria-label="访问统计" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 style={{ margin: '0 0 calc(var(--base) / 2)' }}>访问统计</h2>
      <p style={{ ...muted, margin: '0 0 var(--base)' }}>
        {pageViewsEnabled()
          ? '本站自己统计的页面浏览次数（北京时间按天计），不含搜索引擎爬虫和后台预览；不记录 IP，不写 Cookie。'
          : '访问统计已关闭（部署环境变量 PAGE_VIEWS=off），下面是关闭前的数据。'}
      </p>
      <div
        style={{
          display: 'grid',
          gap: 'var(--base)',
          gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        }}
      >
        <div style={{ ...card, gridColumn: '1 / -1' }} data-testid="views-per-day">
          <h3 style={heading}>
            每日浏览 <span style={muted}>（最近 30 天）</span> 今天{' '}
            <strong data-testid="views-today">{number.format(today.views)}</strong>
          </h3>
          <ol
            aria-label="最近 30 天每日浏览次数"
            style={{ ...list, display: 'flex', alignItems: 'flex-end', gap: 3, height: 120 }}
          >
            {report.perDay.map(({ day, views }) => (
              <li
                key={day}
                title={`${dayLabel(day)}：${views} 次`}
                data-day={day}
                data-views={views}
                style={{ flex: 1, height: '100%', display: 'flex', alignItems: 'flex-end' }}
              >
                <span
                  style={{
                    display: 'block',
                    width: '100%',
                    minHeight: views ? 2 : 1,
                    height: `${(views / peak) * 100}%`,
                    background: views ? 'var(--theme-success-500, #16a34a)' : 'var(--theme-elevation-150)',
                    borderRadius: 2,
                  }}
                />
                <span
                  style={{
                    position: 'absolute',
                    width: 1,
                    height: 1,
                    overflow: 'hidden',
                    clip: 'rect(0 0 0 0)',
                  }}
                >
                  {dayLabel(day)} {views} 次
                </span>
              </li>
            ))}
          </ol>
          <div style={{ ...row, ...muted, marginTop: 4 }}>
            <span>{dayLabel(report.perDay[0].day)}</span>
            <span>今天</span>
          </div>
        </div>
        <Period figures={report.week} label="最近 7 天" />
        <Period figures={report.month} label="最近 30 天" />
        <Ranking
          title="热门页面（最近 7 天）"
          items={report.week.topPages}
          empty="最近 7 天还没有浏览。"
          testId="top-pages-7d"
          link
        />
        <Ranking
          title="热门页面（最近 30 天）"
          items={report.month.topPages}
          empty="最近 30 天还没有浏览。"
          testId="top-pages-30d"
          link
        />
        <Ranking
          title="来源网站（最近 30 天）"
          items={report.month.referrers}
          empty="没有从其他网站点进来的浏览。"
          testId="referrers-30d"
        />
      </div>
      <p style={{ ...muted, margin: 'calc(var(--base) / 2) 0 0' }}>
        <Link href="/admin/collections/page-views">查看明细 →</Link>
      </p>
    </section>
  )
}
