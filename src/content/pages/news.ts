import type { NewsTypeSlug } from '@/content/news-types'

import type { PageContent } from '../types'

export const news: PageContent = {
  path: '/news',
  title: '新闻资讯',
  description:
    '新闻资讯按类别发布公司动态、行业资讯、赛事动态和师培动态，帮助校长、信息科技教师和家长了解学校 AI 与编程教育的实践方法、活动安排与产品更新。',
  heading: '新闻资讯',
  intro: '产品与课程更新、行业观察、赛事通知和教师培训安排都在这里发布，可以按类别筛选，新内容排在前面。',
  sections: [
    {
      id: 'submit',
      heading: '投稿与转载',
      body: '合作学校有值得分享的课堂实践或活动，欢迎通过服务老师投稿，我们协助整理成文并在征得同意后发布。转载本站文章请注明出处和原文链接。',
    },
  ],
}

/** One line under the tabs and the meta description of each type's list. */
export const newsTypeIntros: Record<NewsTypeSlug, string> = {
  company: '产品更新、课程上新和活动举办的消息，帮助合作学校及时了解可用的新功能和服务安排。',
  industry: '围绕信息科技课程、人工智能教育和编程教学的政策解读与行业观察，供学校规划课程时参考。',
  competition: '常见编程与人工智能赛事的报名通知、备赛建议、赛程安排和获奖动态，帮助学校组织学生参赛。',
  training: '信息科技教师培训的开班通知、研修安排、等级认证和优秀教学案例，帮助教师持续提升教学能力。',
}
