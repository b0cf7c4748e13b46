import type { PageContent } from '../types'

export const mobileAcademy: PageContent = {
  path: '/mobile/academy',
  title: '在线学院',
  description:
    '手机上的在线学院：利用碎片时间观看编程与 AI 课程短视频、查看学习进度和老师布置的任务，回到电脑前继续写代码和提交练习，学习记录在手机和电脑之间自动同步。',
  heading: '在线学院，随时随地学一点',
  intro: '短视频讲知识点，电脑上写代码做练习，进度在手机和电脑之间同步。',
  sections: [
    {
      id: 'on-phone',
      heading: '在手机上可以做什么',
      items: [
        {
          title: '看课程视频',
          text: '每个知识点几分钟讲清楚，排队、通勤时也能看一节。',
        },
        {
          title: '查看任务',
          text: '老师布置的课程和练习一目了然，截止时间会提前提醒。',
        },
        {
          title: '回看作品',
          text: '自己做过的动画、游戏和程序都保存着，可以随时打开给家人看。',
        },
      ],
    },
    {
      id: 'on-computer',
      heading: '回到电脑继续',
      body: '写代码和提交练习建议在电脑上完成，登录同一账号，手机上看到哪里，电脑上就从哪里接着学。',
    },
    {
      id: 'courses',
      heading: '热门方向',
      items: [
        {
          title: '图形化与 Python',
          text: '从积木编程到写代码，适合小学到初中的学生循序渐进地学习。',
        },
        {
          title: 'AI 与竞赛专题',
          text: '人工智能入门实验和按赛项编排的专题课，适合想进一步提高的学生。',
        },
      ],
    },
  ],
}
