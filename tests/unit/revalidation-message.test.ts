import { describe, expect, it } from 'vitest'

import {
  decodeMessage,
  encodeMessages,
  MAX_MESSAGE_BYTES,
  MAX_TAG_LENGTH,
} from '@/server/revalidation/message'

describe('revalidation messages', () => {
  it('carry the tags once each, and read back', () => {
    const [message, ...rest] = encodeMessages(['page:/about-me', 'sitemap', 'page:/about-me'])
    expect(rest).toEqual([])
    expect(decodeMessage(message)).toEqual({ tags: ['page:/about-me', 'sitemap'] })
  })

  it('are none for no tags, and leave out tags Next would refuse', () => {
    expect(encodeMessages([])).toEqual([])
    expect(encodeMessages(['', 'x'.repeat(MAX_TAG_LENGTH + 1)])).toEqual([])
    expect(encodeMessages(['ok', ''])).toHaveLength(1)
  })

  it('split many tags into messages under the notification limit, losing none', () => {
    const tags = Array.from({ length: 400 }, (_, i) => `news:${i}:${'新闻'.repeat(20)}`)
    const messages = encodeMessages(tags)
    expect(messages.length).toBeGreaterThan(1)
    for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES)
    expect(messages.flatMap((message) => decodeMessage(message)!.tags)).toEqual(tags)
  })

  it('fit the longest tag of multi-byte characters in one message', () => {
    const tag = '"'.repeat(MAX_TAG_LENGTH)
    const messages = encodeMessages([tag, '页'.repeat(MAX_TAG_LENGTH)])
    for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES)
    expect(decodeMessage(messages[0])?.tags[0]).toBe(tag)
  })

  it.each([
    ['not JSON', '{tags:'],
    ['not an object', '"page:/"'],
    ['null', 'null'],
    ['another version', JSON.stringify({ v: 2, tags: ['page:/'] })],
    ['no version', JSON.stringify({ tags: ['page:/'] })],
    ['no tags', JSON.stringify({ v: 1, tags: [] })],
    ['tags not a list', JSON.stringify({ v: 1, tags: 'page:/' })],
    ['a tag not a string', JSON.stringify({ v: 1, tags: ['page:/', 7] })],
    ['an empty tag', JSON.stringify({ v: 1, tags: [''] })],
    ['a tag too long', JSON.stringify({ v: 1, tags: ['x'.repeat(MAX_TAG_LENGTH + 1)] })],
    ['too long as a whole', JSON.stringify({ v: 1, tags: Array(MAX_MESSAGE_BYTES).fill('x') })],
  ])('are refused when %s', (_, text) => {
    expect(decodeMessage(text)).toBeNull()
  })
})
