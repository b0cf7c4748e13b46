import type { PageContent } from '../types'

export const mobileNews: PageContent = {
  path: '/mobile/news',
  title: '资讯',
  description:
    '手机浏览资讯：公司动态、行业观察、赛事与测评通知和教学案例分类呈现，卡片式阅读，适合校长、老师和家长利用碎片时间了解学校 AI 与编程教育的实践和活动。',
  heading: '资讯',
  intro: '动态、通知和教学案例，按类别刷一刷。',
  sections: [
    {
      id: 'categories',
      heading: '看什么',
      items: [
        {
          title: '公司动态',
          text: '产品更新、课程上新和活动消息，合作学校可以及时了解。',
        },
        {
          title: '赛事与测评',
          text: '测评报名、成绩通知和备赛建议，老师和家长都用得上。',
        },
        {
          title: '教学案例',
          text: '合作学校老师的课堂实践，看看别的学校是怎么开课的。',
        },
        {
          title: '行业观察',
          text: '信息科技课程和 AI 教育相关话题的解读，供学校规划参考。',
        },
      ],
    },
    {
      id: 'share',
      heading: '转给同事',
      body: '觉得有用的文章，可以点右上角分享到微信，发到教研组或家长群里。',
    },
  ],
}
