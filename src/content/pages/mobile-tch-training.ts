import type { PageContent } from '../types'

export const mobileTchTraining: PageContent = {
  path: '/mobile/tch-training',
  title: '教师培训',
  description:
    '信息科技与编程教师在手机上就能了解培训项目、查看学期培训安排、观看线上课程回放和报名等级认证，用碎片时间学习编程与 AI 教学方法，学习记录与电脑端同步。',
  heading: '教师培训，手机上也能学',
  intro: '看回放、查安排、报认证，登录教师账号即可。',
  sections: [
    {
      id: 'programmes',
      heading: '培训项目',
      items: [
        {
          title: '新教师上岗',
          text: '熟悉平台和课程，完成第一节编程课的备课，适合刚接手编程课的老师。',
        },
        {
          title: 'AI 教学专题',
          text: '补齐人工智能基础，学会组织 AI 实验课，每个专题都有回放。',
        },
        {
          title: '竞赛指导',
          text: '了解常见赛事的组别和考查内容，学习选拔和训练学生的方法。',
        },
      ],
    },
    {
      id: 'schedule',
      heading: '什么时候学',
      items: [
        {
          title: '开学前',
          text: '集中上岗培训和新学期课程说明，开课前做好准备。',
        },
        {
          title: '学期中与假期',
          text: '每月线上专题和教研，假期安排线下工作坊，场次在资讯栏目发布。',
        },
      ],
    },
    {
      id: 'certification',
      heading: '等级认证',
      body: '培训后可以报名初级、中级或高级认证，在线考核编程能力并提交教学设计，通过后下载电子证书。',
    },
  ],
}
