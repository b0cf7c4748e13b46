/** The icons editors pick for cards (drawn in `Icon.tsx`), with the admin's label for each. */
export const icons = {
  platform: '教学平台',
  code: '代码',
  ai: '人工智能',
  robot: '机器人',
  teacher: '教师',
  student: '学生',
  classroom: '课堂',
  lab: '实验室',
  book: '教材',
  exam: '测评',
  certificate: '证书',
  trophy: '奖杯',
  chart: '数据',
  school: '学校',
  cloud: '云端',
  shield: '安全',
  calendar: '日历',
  clock: '时间',
  users: '团队',
  video: '视频',
  download: '下载',
  map: '路线',
  support: '服务',
  device: '设备',
  money: '费用',
  handshake: '合作',
  star: '亮点',
  check: '完成',
  lightbulb: '创意',
  puzzle: '积木编程',
} as const

export type IconName = keyof typeof icons

export const iconNames = Object.keys(icons) as IconName[]

export const iconOptions = iconNames.map((value) => ({ value, label: icons[value] }))

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && value in icons
}
