import { describe, expect, it } from 'vitest'

import { firstLeadError, leadSchema } from '@/lib/lead-schema'

const valid = { name: '王老师', phone: '13800138000', message: '想了解课程安排' }
const firstError = (input: unknown) => {
  const result = leadSchema.safeParse(input)
  return result.success ? null : firstLeadError(result.error)
}

describe('lead schema (shared by the lead forms and the server)', () => {
  it('accepts a valid message and trims every string', () => {
    const lead = leadSchema.parse({
      ...valid,
      name: ' 王老师 ',
      organisation: '  ',
      message: ' 想了解课程安排 ',
    })
    expect(lead).toEqual({
      kind: 'consult',
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

  it('treats a lead without a kind, or of a kind not in the table, as a plain message', () => {
    expect(leadSchema.parse(valid).kind).toBe('consult')
    expect(leadSchema.parse({ ...valid, kind: 'newsletter' }).kind).toBe('consult')
    expect(leadSchema.parse({ ...valid, kind: 42 }).kind).toBe('consult')
    expect(firstError({ ...valid, kind: 'newsletter', message: '' })).toBe('请输入留言内容')
    // A consultation asks for no school and no stage.
    expect(firstError({ ...valid, kind: 'consult' })).toBeNull()
  })

  describe('trial', () => {
    const trial = {
      kind: 'trial',
      name: '王老师',
      phone: '13800138000',
      organisation: '青禾实验小学',
      stage: 'primary',
    }

    it('accepts the school and its stage; the message is optional', () => {
      expect(leadSchema.parse(trial)).toMatchObject({
        kind: 'trial',
        organisation: '青禾实验小学',
        stage: 'primary',
        model: undefined,
      })
      expect(firstError({ ...trial, message: '三个班' })).toBeNull()
      expect(firstError({ ...trial, message: '字'.repeat(501) })).toBe('补充说明不能超过500个字')
    })

    it('requires the school and the stage, in form order', () => {
      expect(firstError({ ...trial, organisation: '' })).toBe('请输入学校名称')
      expect(firstError({ ...trial, organisation: '  ' })).toBe('请输入学校名称')
      expect(firstError({ ...trial, organisation: '校'.repeat(61) })).toBe('学校名称不能超过60个字')
      expect(firstError({ ...trial, stage: '' })).toBe('请选择学段')
      expect(firstError({ ...trial, stage: undefined })).toBe('请选择学段')
      expect(firstError({ ...trial, stage: 'kindergarten' })).toBe('请从列表中选择学段')
      expect(firstError({ ...trial, organisation: '', stage: '' })).toBe('请输入学校名称')
      expect(firstError({ ...trial, phone: '1', stage: '' })).toBe('请输入正确的手机号')
    })

    it('drops a choice the kind does not ask for', () => {
      expect(leadSchema.parse({ ...trial, model: 'region' }).model).toBeUndefined()
      expect(leadSchema.parse({ ...valid, stage: 'primary', model: 'region' })).toMatchObject({
        kind: 'consult',
        stage: undefined,
        model: undefined,
      })
    })
  })

  describe('cooperation', () => {
    const cooperation = {
      kind: 'cooperation',
      name: '李主任',
      phone: '13900139000',
      organisation: '青禾区教育局',
      model: 'region',
    }

    it('accepts the organisation and the model, and drops a stage', () => {
      expect(leadSchema.parse({ ...cooperation, stage: 'primary' })).toMatchObject({
        kind: 'cooperation',
        organisation: '青禾区教育局',
        model: 'region',
        stage: undefined,
      })
    })

    it('requires the organisation and a model from the list', () => {
      expect(firstError({ ...cooperation, organisation: '' })).toBe('请输入单位名称')
      expect(firstError({ ...cooperation, model: '' })).toBe('请选择合作方式')
      expect(firstError({ ...cooperation, model: 'franchise' })).toBe('请从列表中选择合作方式')
      expect(firstError({ ...cooperation, message: '字'.repeat(501) })).toBe('合作设想不能超过500个字')
    })
  })
})

describe('lead kinds from a hostile body', () => {
  it('are own keys only: "__proto__", "constructor" and "toString" are not kinds', async () => {
    const { isLeadKind } = await import('@/lib/lead-kinds')
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(isLeadKind(key), key).toBe(false)
    expect(isLeadKind('consult')).toBe(true)
  })
})

describe('the landing campaign of a lead', () => {
  const base = { name: '王老师', phone: '13800138000', message: '想了解校园版课程' }

  it('reads utm_* from a query, trimmed and bounded, and nothing when there is none', async () => {
    const { campaignFromSearch } = await import('@/lib/lead-status')
    expect(
      campaignFromSearch('?utm_source=baidu&utm_medium=%20cpc%20&utm_campaign=%E7%A7%8B%E5%AD%A3&x=1'),
    ).toEqual({
      source: 'baidu',
      medium: 'cpc',
      campaign: '秋季',
    })
    expect(campaignFromSearch('?utm_term=' + 'k'.repeat(300))?.term).toHaveLength(100)
    expect(campaignFromSearch('?from=ad&utm_source=')).toBeUndefined()
  })

  it('keeps known keys with text values and drops anything else instead of refusing the lead', () => {
    const parse = (campaign: unknown) => leadSchema.parse({ ...base, campaign }).campaign
    expect(parse({ source: ' wechat ', medium: 'group', evil: 'x', term: 42 })).toEqual({
      source: 'wechat',
      medium: 'group',
    })
    expect(parse('utm_source=baidu')).toBeUndefined()
    expect(parse(['baidu'])).toBeUndefined()
    expect(parse({ source: '   ' })).toBeUndefined()
    expect(parse({ content: '字'.repeat(150) })?.content).toBe('字'.repeat(100))
  })
})
