import type { Payload } from 'payload'

import { lexicalBody } from './lexical'
import type { Artworks } from './media/render'
import { createMediaLibrary } from './media/upload'
import { type DemoArticle, demoArticles } from './news-articles'

/**
 * Publish time of a demo article, at 09:30 Beijing time: `daysAgo` days before `now`, or for a seasonal story
 * the last time its month and day came round (a summer course is announced in May, never in November).
 */
export function publishedAt(now: Date, article: Pick<DemoArticle, 'daysAgo' | 'season'>) {
  if (article.season) {
    const { month, day } = article.season
    let year = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear()
    let date = new Date(Date.UTC(year, month - 1, day, 1, 30))
    if (date.getTime() > now.getTime() - 86_400_000) date = new Date(Date.UTC(--year, month - 1, day, 1, 30))
    return date.toISOString()
  }
  const day = new Date(now.getTime() - article.daysAgo * 86_400_000)
  day.setUTCHours(1, 30, 0, 0)
  return day.toISOString()
}

/** News covers are 16:9. */
const NEWS_COVER = { width: 1200, height: 675 }

export async function exists(payload: Payload, collection: 'news' | 'banners', where: object) {
  const found = await payload.find({
    collection,
    where: where as never,
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return found.docs.length > 0
}

/** Examples staff see in the admin: one draft and one scheduled article (neither shows on the site yet). */
const unpublishedExamples: (DemoArticle & { status: 'draft' | 'published' })[] = [
  {
    status: 'draft',
    title: '（草稿示例）寒假教师研修安排征求意见',
    type: 'training',
    summary: '这是一篇草稿示例：草稿只在后台可见，可以点击“预览”查看排版效果，确认无误后把状态改为“已发布”。',
    author: '师培中心',
    cover: 'teacher-desk',
    daysAgo: 0,
    blocks: [
      { p: '草稿只在后台可见。编辑可以反复修改、预览，确认后再把状态改为“已发布”。' },
      { h2: '预览与发布' },
      { p: '保存后点击页面上方的“预览”，即可在网站样式下查看文章；发布时间留空时，以发布那一刻为准。' },
    ],
  },
  {
    status: 'published',
    title: '（定时发布示例）新学期平台功能更新预告',
    type: 'company',
    summary: '这是一篇定时发布示例：状态为“已发布”但发布时间在三天后，到点之前网站上看不到，到点后自动出现。',
    author: '编辑部',
    cover: 'screen-dashboard',
    daysAgo: -3,
    blocks: [
      { p: '定时发布的文章到了发布时间才会出现在资讯列表、首页和站点地图中，无需重新部署。' },
      { h2: '如何设置' },
      { p: '把状态设为“已发布”，发布时间选在将来即可；到点前可以随时修改或撤回。' },
    ],
  },
]

export async function seedNews(
  payload: Payload,
  report: { created: string[]; skipped: string[] },
  artworks: Artworks,
  now = new Date(),
) {
  const context = { disableRevalidate: true }
  const library = createMediaLibrary(payload, artworks)
  const all = [
    ...demoArticles.map((article) => ({ ...article, status: 'published' as const })),
    ...unpublishedExamples,
  ]
  let created = 0
  for (const [index, article] of all.entries()) {
    if (await exists(payload, 'news', { title: { equals: article.title } })) continue
    const next = all[index + 1]
    if (next) library.prepare(next.cover, NEWS_COVER)
    // Pages show a cover with the article's title as its text alternative; the upload keeps the picture's own.
    const cover = await library.id(article.cover, NEWS_COVER)
    await payload.create({
      collection: 'news',
      data: {
        title: article.title,
        type: article.type,
        status: article.status,
        publishedAt: publishedAt(now, article),
        summary: article.summary,
        author: article.author,
        cover,
        body: lexicalBody(article.blocks),
      },
      context,
    })
    created++
  }
  if (created) report.created.push(`${created} news articles`)
  else report.skipped.push('news articles')
}
