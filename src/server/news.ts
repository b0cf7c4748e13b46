import 'server-only'

import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import { publicBannerWhere } from '@/collections/Banners/access'
import { findNeighbours, type NeighbourDoc } from '@/collections/News/neighbours'
import type { BannerDevice, BannerLocation, BannerType } from '@/content/banner-slots'
import { articlePath, findNewsType, type NewsTypeSlug } from '@/content/news-types'
import { imageRef, type ImageRef } from '@/lib/media'
import type { NewsListQuery } from '@/lib/news-query'
import type { Banner, News } from '@/payload-types'

import { bannerSlotTag, NEWS_LIST_TAG, newsArticleTag } from './cache-tags'
import { getPayloadClient } from './payload'
import { publicationClock } from './publication-schedule'

export interface NewsLink {
  id: number
  title: string
  type: NewsTypeSlug
  path: string
}

export interface NewsCard extends NewsLink {
  typeLabel: string
  summary: string
  publishedAt: string
  cover: ImageRef | null
}

export interface NewsArticle extends NewsCard {
  body: SerializedEditorState | null
  author: string
  seoTitle: string
  seoDescription: string
  updatedAt: string
  /** The older article of the same type (上一篇) and the newer one (下一篇). */
  prev: NewsLink | null
  next: NewsLink | null
}

export interface NewsListPage {
  list: NewsCard[]
  total: number
  page: number
  pageSize: number
  totalPages: number
}

export interface BannerItem {
  id: number
  title: string
  /** With a subtitle the title and subtitle are set as text over the image. */
  subtitle: string | null
  buttonLabel: string | null
  link: string | null
  image: ImageRef
}

function toLink(doc: NeighbourDoc | Pick<News, 'id' | 'title' | 'type'>): NewsLink {
  return { id: doc.id, title: doc.title, type: doc.type, path: articlePath(doc) }
}

function toCard(doc: News): NewsCard {
  return {
    ...toLink(doc),
    typeLabel: findNewsType(doc.type)?.label ?? '',
    summary: doc.summary ?? '',
    publishedAt: doc.publishedAt ?? doc.createdAt,
    cover: imageRef(doc.cover, doc.title),
  }
}

const cardSelect = {
  title: true,
  type: true,
  summary: true,
  publishedAt: true,
  cover: true,
  createdAt: true,
} as const

/** One page of public articles, newest first (the public's read rule applies: overrideAccess false). */
export async function queryNewsList(payload: Payload, query: NewsListQuery): Promise<NewsListPage> {
  const found = await payload.find({
    collection: 'news',
    where: query.type ? { type: { equals: query.type } } : {},
    sort: ['-publishedAt', '-id'],
    page: query.page,
    limit: query.pageSize,
    depth: 1,
    overrideAccess: false,
    select: cardSelect,
  })
  return {
    list: (found.docs as News[]).map(toCard),
    total: found.totalDocs,
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.max(1, Math.ceil(found.totalDocs / query.pageSize)),
  }
}

function toArticle(doc: News, prev: NewsLink | null, next: NewsLink | null): NewsArticle {
  return {
    ...toCard(doc),
    body: (doc.body as SerializedEditorState | null | undefined) ?? null,
    author: doc.author ?? '',
    seoTitle: doc.seo?.title || doc.title,
    seoDescription: doc.seo?.description || doc.summary || '',
    updatedAt: doc.updatedAt,
    prev,
    next,
  }
}

/** A public article with its neighbours, or null when it does not exist or is not public (yet). */
export async function queryArticle(payload: Payload, id: number): Promise<NewsArticle | null> {
  const found = await payload.find({
    collection: 'news',
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    pagination: false,
    overrideAccess: false,
  })
  const doc = found.docs[0] as News | undefined
  if (!doc) return null
  const { older, newer } = await findNeighbours(payload, doc)
  return toArticle(doc, older && toLink(older), newer && toLink(newer))
}

/** An article as staff preview it: with its status, which decides whether (and when) the public sees it. */
export interface PreviewArticle extends NewsArticle {
  status: News['status']
}

/** Any article, draft or scheduled, for staff previewing it in the admin. Never cached. */
export async function queryPreviewArticle(payload: Payload, id: number): Promise<PreviewArticle | null> {
  const doc = await payload.findByID({
    collection: 'news',
    id,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  return doc ? { ...toArticle(doc as News, null, null), status: (doc as News).status } : null
}

/** The slot's active banners, lowest sort first. */
export async function queryBanners(
  payload: Payload,
  type: BannerType,
  pcFlag: BannerDevice,
  location: BannerLocation,
): Promise<BannerItem[]> {
  const found = await payload.find({
    collection: 'banners',
    where: {
      and: [
        publicBannerWhere(),
        { type: { equals: type } },
        { pcFlag: { equals: pcFlag } },
        { location: { equals: location } },
      ],
    },
    sort: ['sort', '-id'],
    limit: 10,
    depth: 1,
    pagination: false,
    overrideAccess: false,
  })
  return (found.docs as Banner[]).flatMap((doc) => {
    const image = imageRef(doc.image, doc.title)
    return image
      ? [
          {
            id: doc.id,
            title: doc.title,
            subtitle: doc.subtitle || null,
            buttonLabel: doc.buttonLabel || null,
            link: doc.link || null,
            image,
          },
        ]
      : []
  })
}

export interface FeedEntry extends NewsLink {
  summary: string
  publishedAt: string
  updatedAt: string
}

/** Every public article (newest first, up to `limit`), for the sitemap and the RSS feed. */
export async function queryFeed(payload: Payload, limit: number): Promise<FeedEntry[]> {
  const found = await payload.find({
    collection: 'news',
    sort: ['-publishedAt', '-id'],
    limit,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { title: true, type: true, summary: true, publishedAt: true, updatedAt: true, createdAt: true },
  })
  return (found.docs as News[]).map((doc) => ({
    ...toLink(doc),
    summary: doc.summary ?? '',
    publishedAt: doc.publishedAt ?? doc.createdAt,
    updatedAt: doc.updatedAt,
  }))
}

/**
 * A cached read for pages: expired by `tags` when staff save, keyed and timed by the publication clock so a
 * scheduled article or banner shows at its time, and read again after NEWS_REVALIDATE_SECONDS anyway.
 */
async function cachedRead<T>(read: () => Promise<T>, keyParts: string[], tags: string[]): Promise<T> {
  const window = await publicationClock.current()
  return unstable_cache(read, [...keyParts, `clock:${window.key}`], { tags, revalidate: window.revalidate })()
}

export const getNewsList = cache((type: NewsTypeSlug | null, page: number, pageSize: number) =>
  cachedRead(
    async () => queryNewsList(await getPayloadClient(), { type, page, pageSize }),
    ['news-list', String(type), String(page), String(pageSize)],
    [NEWS_LIST_TAG],
  ),
)

export const getArticle = cache((id: number) =>
  cachedRead(
    async () => queryArticle(await getPayloadClient(), id),
    ['news-article', String(id)],
    [newsArticleTag(id)],
  ),
)

export const getBanners = cache((type: BannerType, pcFlag: BannerDevice, location: BannerLocation) =>
  cachedRead(
    async () => queryBanners(await getPayloadClient(), type, pcFlag, location),
    ['banners', type, pcFlag, location],
    [bannerSlotTag(type, pcFlag, location)],
  ),
)

export const getFeed = cache((limit: number) =>
  cachedRead(
    async () => queryFeed(await getPayloadClient(), limit),
    ['news-feed', String(limit)],
    [NEWS_LIST_TAG],
  ),
)
