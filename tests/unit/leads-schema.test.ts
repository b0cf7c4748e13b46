import { describe, expect, it } from 'vitest'

import { firstLeadError, leadSchema } from '@/lib/lead-schema'

const valid = { name: '王老师', phone: '13800138000', message: '想了解课程安排' }
const firstError = (input: unknown) => {
  const result = leadSchema.safeParse(input)
  return result.success ? null : firstLeadError(result.error)
}

describe('lead schema (shared by the message panel and the server)', () => {
  it('accepts a valid message and trims every string', () => {
    const lead = leadSchema.parse({
      ...valid,
      name: ' 王老师 ',
      organisation: '  ',
      message: ' 想了解课程安排 ',
    })
    expect(lead).toEqual({
      name: '王老师',
      phone: '13800138000',
      organisation: '',
      message: '想了解课程安排',
      source: undefined,
    })
  })

  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12800138000', false],
    ['1380013800', false],
    ['138001380001', false],
    ['+8613800138000', false],
    ['138-0013-8000', false],
  ])('mainland mobile %s valid: %s', (phone, ok) => {
    expect(firstError({ ...valid, phone })).toBe(ok ? null : '请输入正确的手机号')
  })

  it('gives the Chinese message of the first failing field, in form order', () => {
    expect(firstError({})).toBe('请输入您的称呼')
    expect(firstError({ ...valid, name: '   ' })).toBe('请输入您的称呼')
    expect(firstError({ ...valid, name: '王'.repeat(31) })).toBe('称呼不能超过30个字')
    expect(firstError({ ...valid, phone: '' })).toBe('请输入手机号')
    expect(firstError({ ...valid, organisation: '校'.repeat(61) })).toBe('学校/机构不能超过60个字')
    expect(firstError({ ...valid, message: '' })).toBe('请输入留言内容')
    expect(firstError({ ...valid, message: '四个字啊' })).toBe('留言内容为5-500个字')
    expect(firstError({ ...valid, message: '字'.repeat(501) })).toBe('留言内容为5-500个字')
    expect(firstError({ name: '', phone: '1', message: '' })).toBe('请输入您的称呼')
  })

  it('counts characters, not UTF-16 units, at the limits', () => {
    expect(firstError({ ...valid, name: '王'.repeat(30) })).toBeNull()
    expect(firstError({ ...valid, message: '字'.repeat(500) })).toBeNull()
    expect(firstError({ ...valid, message: '👍'.repeat(5) })).toBeNull()
    expect(firstError({ ...valid, message: '👍'.repeat(250) + '字'.repeat(250) })).toBeNull()
  })

  it('keeps a site path as the source and drops anything else', () => {
    expect(leadSchema.parse({ ...valid, source: '/about-me' }).source).toBe('/about-me')
    expect(leadSchema.parse({ ...valid, source: 'https://evil.example' }).source).toBeUndefined()
    expect(leadSchema.parse({ ...valid, source: '//evil.example' }).source).toBeUndefined()
    expect(leadSchema.parse({ ...valid, source: 42 }).source).toBeUndefined()
    expect(leadSchema.parse({ ...valid, source: `/${'a'.repeat(300)}` }).source).toHaveLength(200)
  })
})
