import type { PageContent } from '../types'

export const mobileNews: PageContent = {
  path: '/mobile/news',
  title: '资讯',
  description:
    '在手机上看资讯：公司动态、行业资讯、赛事动态和师培动态四类文章按发布时间排列，点分类标签即可切换，卡片式阅读全文，适合校长、老师和家长利用碎片时间了解学校 AI 与编程教育的实践和活动。',
  heading: '资讯',
  intro: '公司动态、行业资讯、赛事和师培消息，按类别刷一刷。',
  sections: [
    {
      id: 'contact',
      heading: '想在学校开课？',
      body: '文章里提到的课程、平台和师资培训都可以申请试用，留下联系方式，我们会尽快与您联系。',
    },
  ],
}
