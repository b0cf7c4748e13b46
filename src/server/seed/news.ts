import type { Payload } from 'payload'

import { bannerSlots, type BannerSlot } from '@/content/banner-slots'
import { findNewsType } from '@/content/news-types'

import { artworkPng } from './artwork'
import { lexicalBody } from './lexical'
import { type DemoArticle, demoArticles, demoBannerTitles } from './news-articles'

/** Publish time of a demo article: `daysAgo` days before `now`, at 09:30 Beijing time. */
function publishedAt(now: Date, daysAgo: number) {
  const day = new Date(now.getTime() - daysAgo * 86_400_000)
  day.setUTCHours(1, 30, 0, 0)
  return day.toISOString()
}

async function uploadArtwork(payload: Payload, name: string, alt: string, png: Buffer) {
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data: png, mimetype: 'image/png', name: `${name}.png`, size: png.length },
    context: { disableRevalidate: true },
  })
}

async function exists(payload: Payload, collection: 'news' | 'banners', where: object) {
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
  now = new Date(),
) {
  const context = { disableRevalidate: true }
  const all = [
    ...demoArticles.map((article) => ({ ...article, status: 'published' as const })),
    ...unpublishedExamples,
  ]
  let created = 0
  for (const [index, article] of all.entries()) {
    if (await exists(payload, 'news', { title: { equals: article.title } })) continue
    const typeIndex = Math.max(0, ['company', 'industry', 'competition', 'training'].indexOf(article.type))
    const cover = await uploadArtwork(
      payload,
      `news-cover-${index + 1}`,
      `${findNewsType(article.type)?.label ?? ''}配图：${article.title}`,
      await artworkPng(index + 11, 1200, 675, typeIndex + (index % 2)),
    )
    await payload.create({
      collection: 'news',
      data: {
        title: article.title,
        type: article.type,
        status: article.status,
        publishedAt: publishedAt(now, article.daysAgo),
        summary: article.summary,
        author: article.author,
        cover: cover.id,
        body: lexicalBody(article.blocks),
      },
      context,
    })
    created++
  }
  if (created) report.created.push(`${created} news articles`)
  else report.skipped.push('news articles')
}

/** Where each demo banner leads: the page's own section on the same device. */
const bannerLinks: Record<BannerSlot['type'], { pc: string[]; mobile: string[] }> = {
  home: {
    pc: ['/school-home', '/tch-training', '/cooperation'],
    mobile: ['/mobile/school-yard', '/mobile/tch-training'],
  },
  news: { pc: ['/news?type=competition', '/news?type=training'], mobile: ['/mobile/news/competition'] },
  school: { pc: ['/teach-plat', '/school-course'], mobile: ['/mobile/cooperation'] },
  training: { pc: ['/lea-resource', '/grade-certi'], mobile: ['/mobile/cooperation'] },
  cooperation: { pc: ['/join-us', '/about-me'], mobile: ['/mobile/landing'] },
}

export async function seedBanners(payload: Payload, report: { created: string[]; skipped: string[] }) {
  const context = { disableRevalidate: true }
  let created = 0
  for (const [slotIndex, slot] of bannerSlots.entries()) {
    // The home hero rotates three banners on desktop and two on phones; other slots show one or two.
    const titles = demoBannerTitles[slot.type]
    const count = slot.location === 'middle' ? 1 : Math.min(titles.length, slot.pcFlag === 'pc' ? 3 : 2)
    const links = bannerLinks[slot.type][slot.pcFlag]
    for (let index = 0; index < count; index++) {
      const title = titles[(index + (slot.location === 'middle' ? 2 : 0)) % titles.length]!
      const where = {
        and: [
          { title: { equals: title } },
          { type: { equals: slot.type } },
          { pcFlag: { equals: slot.pcFlag } },
          { location: { equals: slot.location } },
        ],
      }
      if (await exists(payload, 'banners', where)) continue
      const [width, height] =
        slot.pcFlag === 'pc' ? (slot.location === 'middle' ? [1920, 400] : [1920, 640]) : [750, 420]
      const image = await uploadArtwork(
        payload,
        `banner-${slot.type}-${slot.pcFlag}-${slot.location}-${index + 1}`,
        title,
        await artworkPng(slotIndex * 7 + index + 101, width, height, slotIndex + index),
      )
      await payload.create({
        collection: 'banners',
        data: {
          title,
          type: slot.type,
          pcFlag: slot.pcFlag,
          location: slot.location,
          image: image.id,
          link: links[index % links.length],
          sort: (index + 1) * 10,
          enabled: true,
        },
        context,
      })
      created++
    }
  }
  if (created) report.created.push(`${created} banners`)
  else report.skipped.push('banners')
}
