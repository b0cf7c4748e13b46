import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  ACCOUNT_MAX,
  ACCOUNT_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@/lib/constants'
import {
  containsChinese,
  EMAIL_MAX_LENGTH,
  isAccount,
  isEmail,
  isHttpUrl,
  isIdCard,
  isMainlandMobile,
  isNickname,
  isVerifyCode,
  loginSchema,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  USERNAME_LENGTH_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
} from '@/lib/validators'

type Case = [name: string, check: (value: unknown) => boolean, valid: unknown[], invalid: unknown[]]

const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`

const cases: Case[] = [
  [
    'account',
    isAccount,
    ['abcde', 'a1_b2', 'Z____', `a${'b'.repeat(ACCOUNT_MAX - 1)}`, `a${'1'.repeat(ACCOUNT_MIN - 1)}`],
    [
      'abcd',
      `a${'b'.repeat(ACCOUNT_MAX)}`,
      '1abcde',
      '_abcde',
      'abc-de',
      'abc de',
      '张三abcde',
      '',
      42,
      null,
    ],
  ],
  [
    'e-mail',
    isEmail,
    ['a@b.cn', 'first.last+tag@mail.example.com', emailOf(EMAIL_MAX_LENGTH - 1)],
    [
      emailOf(EMAIL_MAX_LENGTH),
      'plain',
      'a@b',
      '@b.cn',
      'a@.cn',
      'a b@c.cn',
      'a@b@c.cn',
      'a@b.cn.',
      '',
      undefined,
    ],
  ],
  [
    'nickname',
    isNickname,
    ['张三', 'Tom_2024', '码上学堂abc_1', '_', '䶮'],
    ['', 'Tom Lee', 'tom-lee', '张三!', '😀', 'ｆｕｌｌ'],
  ],
  [
    'mainland mobile',
    isMainlandMobile,
    ['13012345678', '19999999999', '15800000000'],
    [
      '12012345678',
      '10012345678',
      '1301234567',
      '130123456789',
      '23012345678',
      '1301234567a',
      ' 13012345678',
      13012345678,
    ],
  ],
  [
    'ID card',
    isIdCard,
    ['110105491231002', '11010519491231002X', '11010519491231002x', '110105194912310021'],
    [
      '11010549123100',
      '1101054912310021',
      '11010519491231002Y',
      '1101051949123100X2',
      '11010519491231002XX',
      'X10105194912310021',
    ],
  ],
  [
    'contains Chinese',
    containsChinese,
    ['中', 'abc中文', '1 二 3'],
    ['', 'abc', '123_-', 'ｆｕｌｌ', '。，'],
  ],
  [
    'http URL',
    isHttpUrl,
    [
      'http://example.com',
      'https://example.com/path?q=1#top',
      'HTTPS://EXAMPLE.COM',
      'http://localhost:3000',
    ],
    [
      'ftp://example.com',
      'example.com',
      '//example.com',
      'http://',
      'https:// example.com',
      'http://exa mple.com',
      'javascript:alert(1)',
      '',
    ],
  ],
  [
    'verification code',
    isVerifyCode,
    ['123456', '000000'],
    ['12345', '1234567', '12345a', ' 123456', '１２３４５６', 123456],
  ],
]

describe.each(cases)('%s', (_name, check, valid, invalid) => {
  it.each(valid)('accepts %j', (value) => expect(check(value)).toBe(true))
  it.each(invalid)('refuses %j', (value) => expect(check(value)).toBe(false))
})

describe('loginSchema', () => {
  const messages = (input: unknown) => {
    const result = loginSchema.safeParse(input)
    return result.success ? {} : z.flattenError(result.error).fieldErrors
  }
  const username = (length: number) => 'u'.repeat(length)
  const password = (length: number) => 'p'.repeat(length)

  it('has the messages of spec §5', () => {
    expect(USERNAME_REQUIRED_MESSAGE).toBe('请输入您的账号/手机号')
    expect(USERNAME_LENGTH_MESSAGE).toBe('用户账号在6至19位之间')
    expect(PASSWORD_REQUIRED_MESSAGE).toBe('请输入您的密码')
    expect(PASSWORD_LENGTH_MESSAGE).toBe('请输入6-16位的密码')
  })

  it.each([USERNAME_MIN, USERNAME_MAX])('accepts a %i-character username', (length) => {
    expect(
      loginSchema.safeParse({ username: username(length), password: password(PASSWORD_MIN) }).success,
    ).toBe(true)
  })

  it.each([PASSWORD_MIN, PASSWORD_MAX])('accepts a %i-character password', (length) => {
    expect(
      loginSchema.safeParse({ username: username(USERNAME_MIN), password: password(length) }).success,
    ).toBe(true)
  })

  it.each<[string, unknown, string]>([
    ['missing', undefined, USERNAME_REQUIRED_MESSAGE],
    ['empty', '', USERNAME_REQUIRED_MESSAGE],
    ['blank', '   ', USERNAME_REQUIRED_MESSAGE],
    ['not a string', 12345678, USERNAME_REQUIRED_MESSAGE],
    ['too short', username(USERNAME_MIN - 1), USERNAME_LENGTH_MESSAGE],
    ['too long', username(USERNAME_MAX + 1), USERNAME_LENGTH_MESSAGE],
    ['short once trimmed', `  ${username(USERNAME_MIN - 1)}  `, USERNAME_LENGTH_MESSAGE],
  ])('refuses a %s username with exactly one message', (_case, value, message) => {
    expect(messages({ username: value, password: password(PASSWORD_MIN) })).toEqual({ username: [message] })
  })

  it.each<[string, unknown, string]>([
    ['missing', undefined, PASSWORD_REQUIRED_MESSAGE],
    ['empty', '', PASSWORD_REQUIRED_MESSAGE],
    ['too short', password(PASSWORD_MIN - 1), PASSWORD_LENGTH_MESSAGE],
    ['too long', password(PASSWORD_MAX + 1), PASSWORD_LENGTH_MESSAGE],
  ])('refuses a %s password with exactly one message', (_case, value, message) => {
    expect(messages({ username: username(USERNAME_MIN), password: value })).toEqual({ password: [message] })
  })

  it('trims what it returns, as the request client trims what it sends', () => {
    expect(loginSchema.parse({ username: '  teacher01 ', password: ' secret1 ' })).toEqual({
      username: 'teacher01',
      password: 'secret1',
    })
  })

  it('reports both fields of an empty form', () => {
    expect(messages({})).toEqual({
      username: [USERNAME_REQUIRED_MESSAGE],
      password: [PASSWORD_REQUIRED_MESSAGE],
    })
  })
})
