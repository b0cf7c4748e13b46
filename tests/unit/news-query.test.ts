import { describe, expect, it } from 'vitest'

import { articlePath, NEWS_PAGE_SIZE, NEWS_PAGE_SIZE_MAX } from '@/content/news-types'
import { parseBannerDevice, parseBannerLocation, parseBannerType } from '@/content/banner-slots'
import { formatDate } from '@/lib/format-date'
import { newsListHref, parseNewsId, parseNewsListQuery } from '@/lib/news-query'

describe('parseNewsListQuery', () => {
  it('fills defaults for missing values', () => {
    expect(parseNewsListQuery({})).toEqual({
      ok: true,
      value: { type: null, page: 1, pageSize: NEWS_PAGE_SIZE },
    })
    expect(parseNewsListQuery({ type: '', page: ' ', pageSize: null })).toEqual(parseNewsListQuery({}))
  })

  it('reads a type, a page and a page size, taking the first of repeated values', () => {
    expect(parseNewsListQuery({ type: 'training', page: '3', pageSize: '20' })).toEqual({
      ok: true,
      value: { type: 'training', page: 3, pageSize: 20 },
    })
    expect(parseNewsListQuery({ type: ['industry', 'company'], page: ['2', 'x'] })).toMatchObject({
      value: { type: 'industry', page: 2 },
    })
  })

  it('caps the page size', () => {
    expect(parseNewsListQuery({ pageSize: '51' })).toMatchObject({ value: { pageSize: NEWS_PAGE_SIZE_MAX } })
    expect(parseNewsListQuery({ pageSize: '50' })).toMatchObject({ value: { pageSize: 50 } })
  })

  it.each([
    [{ type: 'Company' }, '资讯类别不存在'],
    [{ type: '__proto__' }, '资讯类别不存在'],
    [{ page: '0' }, '页码须为正整数'],
    [{ page: '01' }, '页码须为正整数'],
    [{ page: '+1' }, '页码须为正整数'],
    [{ page: '2.0' }, '页码须为正整数'],
    [{ page: '1e2' }, '页码须为正整数'],
    [{ page: '1234567890' }, '页码须为正整数'],
    [{ pageSize: '-5' }, '每页条数须为正整数'],
  ])('refuses %j', (input, message) => {
    expect(parseNewsListQuery(input)).toEqual({ ok: false, message })
  })
})

describe('parseNewsId', () => {
  it('accepts a positive whole number and refuses anything else', () => {
    expect(parseNewsId('42')).toEqual({ ok: true, value: 42 })
    expect(parseNewsId(undefined)).toEqual({ ok: false, message: '缺少资讯编号' })
    for (const bad of ['0', '-1', '4.2', 'abc', '42abc', '0x10']) {
      expect(parseNewsId(bad), bad).toEqual({ ok: false, message: '资讯编号无效' })
    }
  })
})

describe('URLs of the news pages', () => {
  it('page 1 has no page parameter, so every list has one canonical URL', () => {
    expect(newsListHref('/news', null)).toBe('/news')
    expect(newsListHref('/news', null, 1)).toBe('/news')
    expect(newsListHref('/news', 'company', 1)).toBe('/news?type=company')
    expect(newsListHref('/news', 'company', 3)).toBe('/news?type=company&page=3')
    expect(newsListHref('/news', null, 2)).toBe('/news?page=2')
  })

  it('an article lives at /news/detail/{type}/{id}', () => {
    expect(articlePath({ id: 7, type: 'competition' })).toBe('/news/detail/competition/7')
  })

  it('dates are shown in Beijing time whatever the server zone', () => {
    expect(formatDate('2026-11-22T16:30:00Z')).toBe('2026-11-23')
    expect(formatDate('2026-11-22T15:59:00Z')).toBe('2026-11-22')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate(null)).toBe('')
  })
})

describe('banner path values', () => {
  it('accept the documented names and the 1/0 device flags, nothing else', () => {
    expect(parseBannerType('home')).toBe('home')
    expect(parseBannerType('Home')).toBeUndefined()
    expect(parseBannerDevice('1')).toBe('pc')
    expect(parseBannerDevice('0')).toBe('mobile')
    expect(parseBannerDevice('pc')).toBe('pc')
    expect(parseBannerDevice('true')).toBeUndefined()
    expect(parseBannerLocation('middle')).toBe('middle')
    expect(parseBannerLocation('side')).toBeUndefined()
  })
})
