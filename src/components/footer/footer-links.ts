import type { NavEntry } from '@/content/nav'

/** The footer's link list (spec §2 "Footers"): external targets are site-settings keys, the rest site paths. */
export const footerLinkGroups: { heading: string; entries: NavEntry[] }[] = [
  {
    heading: '产品与服务',
    entries: [
      { label: '编辑器', external: 'editor' },
      { label: '在线代码编辑器', external: 'codeEditor' },
      { label: '校园版', external: 'campusEdition' },
      { label: '体验中心', external: 'experience' },
      { label: '培训', external: 'training' },
      { label: '教师培训', href: '/tch-training' },
      { label: '等级评测', external: 'rating' },
      { label: '考试测评', external: 'assessment' },
    ],
  },
  {
    heading: '了解我们',
    entries: [
      { label: '公司官网', external: 'company' },
      { label: '新闻中心', external: 'newsExternal' },
      { label: '开放合作', href: '/cooperation' },
      { label: '关于我们', href: '/about-me' },
      // Section anchors of the about page's document (seeded in src/server/seed/pages/corporate.ts).
      { label: '公司简介', href: '/about-me#profile' },
      { label: '资质荣誉', href: '/about-me#honours' },
    ],
  },
]
