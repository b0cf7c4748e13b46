/**
 * What a lead form asks, by kind: a trial or a demo needs the school and its stage, a cooperation request the
 * organisation and the model, a plain message only the message. One table for the admin's choice, the
 * visitor's form and the server's check.
 */

export const leadStages = [
  { value: 'primary', label: '小学' },
  { value: 'junior', label: '初中' },
  { value: 'senior', label: '高中' },
  { value: 'vocational', label: '中职' },
  { value: 'college', label: '高校' },
  { value: 'bureau', label: '教育局/教研部门' },
  { value: 'other', label: '其他' },
] as const

export const cooperationModels = [
  { value: 'school', label: '学校合作（课程与平台）' },
  { value: 'region', label: '区域合作（教育局/教研部门）' },
  { value: 'partner', label: '渠道合作' },
  { value: 'content', label: '内容与赛事合作' },
] as const

export type LeadChoiceName = 'stage' | 'model'

export interface LeadKindSpec {
  label: string
  submitLabel: string
  /** The school or organisation field: its label and whether it must be filled. */
  organisation: { label: string; required: boolean; placeholder: string }
  /** A choice the kind asks for (stage of the school, model of cooperation), always required. */
  choice: { name: LeadChoiceName; label: string; options: readonly { value: string; label: string }[] } | null
  message: { label: string; required: boolean; placeholder: string }
}

export const leadKinds = {
  consult: {
    label: '留言咨询',
    submitLabel: '提交留言',
    organisation: { label: '学校/机构', required: false, placeholder: '' },
    choice: null,
    message: { label: '留言内容', required: true, placeholder: '想了解的产品、课程或合作方式（5-500 字）' },
  },
  trial: {
    label: '申请试用',
    submitLabel: '申请试用',
    organisation: { label: '学校名称', required: true, placeholder: '例如：青禾实验小学' },
    choice: { name: 'stage', label: '学段', options: leadStages },
    message: { label: '补充说明', required: false, placeholder: '例如：试用的年级、班级数和计划开课时间' },
  },
  demo: {
    label: '预约演示',
    submitLabel: '预约演示',
    organisation: { label: '学校名称', required: true, placeholder: '例如：青禾实验小学' },
    choice: { name: 'stage', label: '学段', options: leadStages },
    message: { label: '方便的时间', required: false, placeholder: '例如：下周二下午，线上或到校均可' },
  },
  training: {
    label: '培训报名',
    submitLabel: '提交报名',
    organisation: { label: '任教学校', required: true, placeholder: '例如：青禾实验小学' },
    choice: { name: 'stage', label: '任教学段', options: leadStages },
    message: { label: '想参加的培训', required: false, placeholder: '例如：暑期 Python 教学研修班' },
  },
  cooperation: {
    label: '合作洽谈',
    submitLabel: '提交合作意向',
    organisation: { label: '单位名称', required: true, placeholder: '学校、教育局或公司名称' },
    choice: { name: 'model', label: '合作方式', options: cooperationModels },
    message: { label: '合作设想', required: false, placeholder: '所在地区、覆盖学校数或想合作的内容' },
  },
} as const satisfies Record<string, LeadKindSpec>

export type LeadKind = keyof typeof leadKinds

export const leadKindValues = Object.keys(leadKinds) as LeadKind[]

export const leadKindOptions = leadKindValues.map((value) => ({ value, label: leadKinds[value].label }))

export function isLeadKind(value: unknown): value is LeadKind {
  // Own keys only: `'__proto__' in leadKinds` is true, and a visitor can send that as the kind.
  return typeof value === 'string' && Object.hasOwn(leadKinds, value)
}

export function leadKindSpec(kind: LeadKind): LeadKindSpec {
  return leadKinds[kind]
}
