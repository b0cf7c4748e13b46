import { z } from 'zod'

import { cooperationModels, isLeadKind, leadKinds, leadStages, type LeadKind } from './lead-kinds'
import { UTM_KEYS, UTM_VALUE_MAX, type Campaign } from './lead-status'

/** Mainland mobile number: 11 digits, 1 then 3-9 (spec §5). */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/

export const LEAD_NAME_MAX = 30
export const LEAD_ORGANISATION_MAX = 60
export const LEAD_MESSAGE_MIN = 5
export const LEAD_MESSAGE_MAX = 500
export const LEAD_SOURCE_MAX = 200

/** Length in characters as a visitor counts them (an emoji is one, not two UTF-16 units). */
const chars = (value: string) => Array.from(value).length

/** A string trimmed, or undefined when the field was left out or null; anything else is refused. */
const text = (label: string) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: `${label}格式不正确` })
      .trim()
      .optional(),
  )

const stageValues = new Set<string>(leadStages.map((stage) => stage.value))
const modelValues = new Set<string>(cooperationModels.map((model) => model.value))

/**
 * A visitor's lead: one schema for the browser (on blur) and the server, so both give the same Chinese
 * message in the same order (the order of the form: name, phone, organisation, choice, message). What is
 * required depends on the kind of form (src/lib/lead-kinds.ts); without a kind it is a plain message.
 */
export const leadSchema = z
  .object({
    kind: z
      .unknown()
      .transform((value): LeadKind => (isLeadKind(value) ? value : 'consult'))
      .optional(),
    name: text('称呼'),
    phone: text('手机号'),
    organisation: text('学校/机构'),
    stage: text('学段'),
    model: text('合作方式'),
    message: text('留言内容'),
    // The page the visitor wrote from; anything that is not a site path is dropped rather than refused.
    source: z
      .unknown()
      .transform((v) =>
        typeof v === 'string' && v.startsWith('/') && !v.startsWith('//')
          ? v.trim().slice(0, LEAD_SOURCE_MAX)
          : undefined,
      )
      .optional(),
    // The landing page's utm_* parameters; like the source, anything malformed is dropped, never refused.
    campaign: z
      .unknown()
      .transform((value): Campaign | undefined => {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
        const campaign: Campaign = {}
        for (const key of UTM_KEYS) {
          const item = (value as Record<string, unknown>)[key]
          if (typeof item === 'string' && item.trim())
            campaign[key] = Array.from(item.trim()).slice(0, UTM_VALUE_MAX).join('')
        }
        return Object.keys(campaign).length ? campaign : undefined
      })
      .optional(),
  })
  .superRefine((lead, ctx) => {
    const spec = leadKinds[lead.kind ?? 'consult']
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (!lead.name) fail('name', '请输入您的称呼')
    else if (chars(lead.name) > LEAD_NAME_MAX) fail('name', `称呼不能超过${LEAD_NAME_MAX}个字`)
    if (!lead.phone) fail('phone', '请输入手机号')
    else if (!MAINLAND_MOBILE.test(lead.phone)) fail('phone', '请输入正确的手机号')
    const organisation = spec.organisation.label
    if (!lead.organisation) {
      if (spec.organisation.required) fail('organisation', `请输入${organisation}`)
    } else if (chars(lead.organisation) > LEAD_ORGANISATION_MAX)
      fail('organisation', `${organisation}不能超过${LEAD_ORGANISATION_MAX}个字`)
    if (spec.choice) {
      const { name, label } = spec.choice
      const allowed = name === 'stage' ? stageValues : modelValues
      if (!lead[name]) fail(name, `请选择${label}`)
      else if (!allowed.has(lead[name])) fail(name, `请从列表中选择${label}`)
    }
    const message = spec.message.label
    if (!lead.message) {
      if (spec.message.required) fail('message', `请输入${message}`)
    } else if (
      chars(lead.message) > LEAD_MESSAGE_MAX ||
      (spec.message.required && chars(lead.message) < LEAD_MESSAGE_MIN)
    )
      fail(
        'message',
        spec.message.required
          ? `${message}为${LEAD_MESSAGE_MIN}-${LEAD_MESSAGE_MAX}个字`
          : `${message}不能超过${LEAD_MESSAGE_MAX}个字`,
      )
  })
  .transform((lead) => ({
    ...lead,
    // The refinement above has checked both.
    name: lead.name as string,
    phone: lead.phone as string,
    kind: lead.kind ?? 'consult',
    // A choice the kind does not ask for is not stored.
    stage: leadKinds[lead.kind ?? 'consult'].choice?.name === 'stage' ? lead.stage : undefined,
    model: leadKinds[lead.kind ?? 'consult'].choice?.name === 'model' ? lead.model : undefined,
  }))

export type LeadInput = z.input<typeof leadSchema>
export type Lead = z.output<typeof leadSchema>

/** The first message of a failed parse, in form order (name, phone, organisation, choice, message). */
export function firstLeadError(error: z.ZodError): string {
  return error.issues[0]?.message ?? '提交内容不正确'
}
