import { describe, expect, it } from 'vitest'

import { formatDateTime } from '@/lib/format-date'
import { pageWindow } from '@/lib/page-window'
import { weiboShareHref, withShareSource } from '@/lib/share'

describe('share links', () => {
  const url = 'https://www.example.com/news/detail/company/12'

  it('mark the channel in the shared URL, replacing an earlier marker', () => {
    expect(withShareSource(url, 'wechat')).toBe(`${url}?share=wechat`)
    expect(withShareSource(`${url}?share=weibo`, 'link')).toBe(`${url}?share=link`)
  })

  it('send Weibo the encoded article URL and title', () => {
    const href = new URL(weiboShareHref(url, '标题 & 副标题'))
    expect(href.origin + href.pathname).toBe('https://service.weibo.com/share/share.php')
    expect(href.search).toContain(`url=${encodeURIComponent(`${url}?share=weibo`)}`)
    expect(href.searchParams.get('title')).toBe('标题 & 副标题')
  })
})

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20])
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20])
  })
})

describe('formatDateTime', () => {
  it('shows Beijing time to the minute', () => {
    expect(formatDateTime('2026-11-22T01:30:00.000Z')).toBe('2026-11-22 09:30')
    expect(formatDateTime('2026-11-22T16:05:00.000Z')).toBe('2026-11-23 00:05')
    expect(formatDateTime('not a date')).toBe('')
    expect(formatDateTime(null)).toBe('')
  })
})
