import { z } from 'zod'

/** Mainland mobile number: 11 digits, 1 then 3-9 (spec §5). */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/

export const LEAD_NAME_MAX = 30
export const LEAD_ORGANISATION_MAX = 60
export const LEAD_MESSAGE_MIN = 5
export const LEAD_MESSAGE_MAX = 500
export const LEAD_SOURCE_MAX = 200

/** Length in characters as a visitor counts them (an emoji is one, not two UTF-16 units). */
const chars = (value: string) => Array.from(value).length

const text = (required: string) => z.string({ error: required }).trim()

/**
 * The visitor's message from the float window: one schema for the browser (on blur) and the server, so both
 * give the same Chinese message in the same order.
 */
export const leadSchema = z.object({
  name: text('请输入您的称呼')
    .min(1, '请输入您的称呼')
    .refine((v) => chars(v) <= LEAD_NAME_MAX, `称呼不能超过${LEAD_NAME_MAX}个字`),
  phone: text('请输入手机号').min(1, '请输入手机号').regex(MAINLAND_MOBILE, '请输入正确的手机号'),
  organisation: z
    .string()
    .trim()
    .refine((v) => chars(v) <= LEAD_ORGANISATION_MAX, `学校/机构不能超过${LEAD_ORGANISATION_MAX}个字`)
    .optional(),
  message: text('请输入留言内容')
    .min(1, '请输入留言内容')
    .refine(
      (v) => chars(v) >= LEAD_MESSAGE_MIN && chars(v) <= LEAD_MESSAGE_MAX,
      `留言内容为${LEAD_MESSAGE_MIN}-${LEAD_MESSAGE_MAX}个字`,
    ),
  // The page the visitor wrote from; anything that is not a site path is dropped rather than refused.
  source: z
    .unknown()
    .transform((v) =>
      typeof v === 'string' && v.startsWith('/') && !v.startsWith('//')
        ? v.trim().slice(0, LEAD_SOURCE_MAX)
        : undefined,
    )
    .optional(),
})

export type LeadInput = z.input<typeof leadSchema>
export type Lead = z.output<typeof leadSchema>

/** The first message of a failed parse, in schema order (name, phone, organisation, message). */
export function firstLeadError(error: z.ZodError): string {
  return error.issues[0]?.message ?? '提交内容不正确'
}
