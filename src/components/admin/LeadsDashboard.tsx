import type { Payload, TypedUser, Where } from 'payload'
import Link from 'next/link'
import type React from 'react'

import { articlePath } from '@/content/news-types'
import { leadKinds, type LeadKind } from '@/lib/lead-kinds'
import { leadStatuses } from '@/lib/lead-status'

import { startOfWeekShanghai } from './week'
import { card, heading, muted } from './styles'

const when = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

const list: React.CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }

const leadsList = (query: string) => `/admin/collections/leads?${query}`

/**
 * The back office opens on the work: new leads waiting, this week's leads by status, the latest published
 * news. Read with the signed-in staff member's own access.
 */
export async function LeadsDashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const access = { user, overrideAccess: false, depth: 0 } as const
  const since = startOfWeekShanghai()
  const waitingWhere: Where = { and: [{ status: { equals: 'new' } }, { duplicateOf: { exists: false } }] }
  const [waiting, byStatus, news] = await Promise.all([
    payload.find({ collection: 'leads', where: waitingWhere, sort: '-createdAt', limit: 6, ...access }),
    Promise.all(
      leadStatuses.map(async (status) => ({
        ...status,
        count: (
          await payload.count({
            collection: 'leads',
            where: {
              and: [{ createdAt: { greater_than_equal: since } }, { status: { equals: status.value } }],
            },
            user,
            overrideAccess: false,
          })
        ).totalDocs,
      })),
    ),
    payload.find({
      collection: 'news',
      // Published and live: a scheduled article is not out yet.
      where: {
        and: [
          { status: { equals: 'published' } },
          { publishedAt: { less_than_equal: new Date().toISOString() } },
        ],
      },
      sort: '-publishedAt',
      limit: 5,
      ...access,
    }),
  ])
  const weekTotal = byStatus.reduce((sum, status) => sum + status.count, 0)

  return (
    <section aria-label="工作台" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 style={{ margin: '0 0 var(--base)' }}>工作台</h2>
      <div
        style={{
          display: 'grid',
          gap: 'var(--base)',
          gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        }}
      >
        <div style={card} data-testid="dashboard-waiting">
          <h3 style={heading}>
            待跟进的新线索{' '}
            <strong style={{ color: 'var(--theme-success-500, #16a34a)' }}>{waiting.totalDocs}</strong>
          </h3>
          {waiting.docs.length ? (
            <ul style={list}>
              {waiting.docs.map((lead) => (
                <li key={lead.id}>
                  <Link href={`/admin/collections/leads/${lead.id}`} style={{ fontWeight: 600 }}>
                    {lead.name}
                  </Link>{' '}
                  <span style={muted}>
                    {(leadKinds[(lead.kind ?? 'consult') as LeadKind] ?? leadKinds.consult).label}
                    {lead.organisation ? ` · ${lead.organisation}` : ''} ·{' '}
                    {when.format(new Date(lead.createdAt))}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p style={muted}>没有等待联系的新线索。</p>
          )}
          <p style={{ margin: 'calc(var(--base) / 2) 0 0' }}>
            <Link href={leadsList('where[and][0][status][equals]=new&sort=-createdAt')}>
              查看全部新线索 →
            </Link>
          </p>
        </div>

        <div style={card} data-testid="dashboard-week">
          <h3 style={heading}>
            本周线索 <strong>{weekTotal}</strong> <span style={muted}>（自周一 0 点）</span>
          </h3>
          <ul style={list}>
            {byStatus.map((status) => (
              <li key={status.value} style={{ display: 'flex', justifyContent: 'space-between' }}>
                <Link
                  href={leadsList(
                    `where[and][0][status][equals]=${status.value}&where[and][1][createdAt][greater_than_equal]=${encodeURIComponent(since)}`,
                  )}
                >
                  {status.label}
                </Link>
                <strong>{status.count}</strong>
              </li>
            ))}
          </ul>
        </div>

        <div style={card} data-testid="dashboard-news">
          <h3 style={heading}>最近发布的资讯</h3>
          {news.docs.length ? (
            <ul style={list}>
              {news.docs.map((article) => (
                <li key={article.id}>
                  <Link href={`/admin/collections/news/${article.id}`}>{article.title}</Link>{' '}
                  <span style={muted}>
                    {article.publishedAt ? when.format(new Date(article.publishedAt)) : ''} ·{' '}
                    <a href={articlePath(article)} target="_blank" rel="noreferrer">
                      查看
                    </a>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p style={muted}>还没有发布的资讯。</p>
          )}
          <p style={{ margin: 'calc(var(--base) / 2) 0 0' }}>
            <Link href="/admin/collections/news/create">写一篇资讯 →</Link>
          </p>
        </div>
      </div>
    </section>
  )
}
