/** Validation rules of spec §5: the helper validators and the login form, shared by browser and server. */
import { z } from 'zod'

import {
  ACCOUNT_MAX,
  ACCOUNT_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  VERIFY_CODE_LENGTH,
} from './constants'
import { MAINLAND_MOBILE } from './lead-schema'

/** An e-mail address must be shorter than this many characters. */
export const EMAIL_MAX_LENGTH = 255

export const ACCOUNT_PATTERN = new RegExp(`^[A-Za-z][A-Za-z0-9_]{${ACCOUNT_MIN - 1},${ACCOUNT_MAX - 1}}$`)
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
export const NICKNAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_]+$/u
export { MAINLAND_MOBILE }
export const ID_CARD_PATTERN = /^(?:\d{15}|\d{17}[\dXx])$/
export const CHINESE_PATTERN = /\p{Script=Han}/u
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/i
export const VERIFY_CODE_PATTERN = new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`)

const matches = (pattern: RegExp) => (value: unknown) => typeof value === 'string' && pattern.test(value)

/** A letter, then letters, digits or underscores: 5-16 characters in all. */
export const isAccount = matches(ACCOUNT_PATTERN)

export const isEmail = (value: unknown): boolean =>
  typeof value === 'string' && value.length < EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)

/** Chinese characters, letters, digits and underscores only. */
export const isNickname = matches(NICKNAME_PATTERN)

/** 11 digits: 1, then 3-9, then nine more. */
export const isMainlandMobile = matches(MAINLAND_MOBILE)

/** 15 digits, or 17 digits and a check character (a digit or X). */
export const isIdCard = matches(ID_CARD_PATTERN)

export const containsChinese = matches(CHINESE_PATTERN)

/** An absolute http or https URL with a host. */
export const isHttpUrl = (value: unknown): boolean => {
  if (typeof value !== 'string' || !HTTP_URL_PATTERN.test(value)) return false
  try {
    return Boolean(new URL(value).hostname)
  } catch {
    return false
  }
}

/** Exactly six digits. */
export const isVerifyCode = matches(VERIFY_CODE_PATTERN)

export const USERNAME_REQUIRED_MESSAGE = '请输入您的账号/手机号'
export const USERNAME_LENGTH_MESSAGE = `用户账号在${USERNAME_MIN}至${USERNAME_MAX}位之间`
export const PASSWORD_REQUIRED_MESSAGE = '请输入您的密码'
export const PASSWORD_LENGTH_MESSAGE = `请输入${PASSWORD_MIN}-${PASSWORD_MAX}位的密码`

// Trimmed first: the request client trims every string before sending, so both sides check what is sent.
const field = (required: string, min: number, max: number, length: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(min, length)
    .max(max, length)

/** The login dialog's rules, used by the dialog (on blur) and by the login route. */
export const loginSchema = z.object({
  username: field(USERNAME_REQUIRED_MESSAGE, USERNAME_MIN, USERNAME_MAX, USERNAME_LENGTH_MESSAGE),
  password: field(PASSWORD_REQUIRED_MESSAGE, PASSWORD_MIN, PASSWORD_MAX, PASSWORD_LENGTH_MESSAGE),
})

export type LoginInput = z.input<typeof loginSchema>
export type Login = z.output<typeof loginSchema>
