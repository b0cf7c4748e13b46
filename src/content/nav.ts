import type { SiteLinkKey } from '@/globals/SiteSettings/defaults'

/** A nav entry is either a route of this site or one of the external links kept in site-settings. */
export type NavEntry = { label: string; href: string } | { label: string; external: SiteLinkKey }

export const desktopNav: NavEntry[] = [
  { label: '首页', href: '/' },
  { label: '学院', external: 'academy' },
  { label: '校园', href: '/school-home' },
  { label: '师培', href: '/tch-training' },
  { label: '测评', external: 'assessment' },
  { label: '体验中心', external: 'experience' },
  { label: '资讯', href: '/news' },
]

/** The six-entry header variant of the corporate pages (about us, cooperation). */
export const corporateNav: NavEntry[] = [
  { label: '首页', href: '/' },
  { label: '在线版', external: 'onlineEdition' },
  { label: '校园版', external: 'campusEdition' },
  { label: '开放合作', href: '/join-us' },
  { label: '关于我们', href: '/about-me' },
  { label: '新闻资讯', href: '/news' },
]

export const schoolNav: NavEntry[] = [
  { label: '首页', href: '/school-home' },
  { label: '平台', href: '/teach-plat' },
  { label: '课程', href: '/school-course' },
  { label: '教师培训', href: '/tch-training' },
  { label: '竞赛', href: '/com-exam' },
]

export const competitionNav: NavEntry[] = [
  { label: '首页', href: '/' },
  { label: '资讯', href: '/news' },
]

export const trainingNav: NavEntry[] = [
  { label: '首页', href: '/tch-training' },
  { label: '学习资源', href: '/lea-resource' },
  { label: '等级认证', href: '/grade-certi' },
]

export const mobileNav: NavEntry[] = [
  { label: '首页', href: '/mobile' },
  { label: '校园', external: 'schoolLogin' },
  { label: '师培', href: '/mobile/tch-training' },
  { label: '合作', href: '/mobile/cooperation' },
  { label: '资讯', href: '/mobile/news' },
]

export const mobileCompetitionGroup = {
  label: '竞赛专题',
  entries: [
    { label: '蓝桥杯大赛', href: '/mobile/special/lanqiao' },
    { label: '创意编程与智能设计大赛', href: '/mobile/special/topic' },
  ],
} as const
