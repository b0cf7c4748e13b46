import type { PageContent } from '../types'

export const mobileGather: PageContent = {
  path: '/mobile/gather',
  title: '活动',
  description:
    '在手机上查看我们组织的教师工作坊、公开课观摩、校园编程节和赛事交流活动，浏览示例活动回顾，了解报名方式，活动通知和报名入口都可以直接在手机上完成。',
  heading: '活动与交流',
  intro: '工作坊、公开课、编程节，找到适合您的那一场。',
  sections: [
    {
      id: 'types',
      heading: '常见活动',
      items: [
        {
          title: '教师工作坊',
          text: '小班动手，半天到一天，带走一份可以直接上课的教案。',
        },
        {
          title: '公开课观摩',
          text: '走进合作学校的真实课堂，课后和授课老师面对面交流。',
        },
        {
          title: '校园编程节',
          text: '学生作品展、编程挑战和家长体验，适合在学校开放日举办。',
        },
      ],
    },
    {
      id: 'gallery',
      heading: '活动回顾（示例）',
      body: '以下为示例内容，展示活动回顾的样式，并非真实活动记录。',
      items: [
        {
          title: '示例：AI 实验课工作坊',
          text: '示例活动。老师们分组设计一节图像识别课，并在现场互相试讲。',
        },
        {
          title: '示例：小学编程节',
          text: '示例活动。学生展示自己做的小游戏，家长在现场体验积木编程。',
        },
      ],
    },
    {
      id: 'signup',
      heading: '怎么报名',
      body: '活动通知发布在资讯栏目，点开通知即可查看时间地点并在线报名，报名成功会收到确认信息。',
    },
  ],
}
