import type { PageContent } from '../types'

export const mobile: PageContent = {
  path: '/mobile',
  title: '学校 AI 与编程教育',
  description:
    '在手机上了解我们为学校提供的 AI 与编程教育服务：校园版教学平台、高校版、在线编程、教师培训、测评认证和体验中心，小学到高校分学段方案，一键拨打电话预约沟通。',
  heading: '学校的 AI 与编程课，我们帮您开起来',
  intro: '平台、课程、师资培训和测评，一站配齐。先看看我们能做什么。',
  sections: [
    {
      id: 'products',
      heading: '我们提供',
      items: [
        {
          title: '校园版',
          text: '中小学教学平台，班级管理、在线编程、自动评测和 AI 实验都在浏览器里完成。',
        },
        {
          title: '高校版',
          text: '为高校程序设计和人工智能课程提供在线实验、作业评测与考试。',
        },
        {
          title: '教师培训',
          text: '线上课程加线下工作坊，帮老师从零开始上好编程和 AI 课。',
        },
        {
          title: '测评与体验',
          text: '分级能力测评检验学习成果，体验中心可预约参观、现场试用。',
        },
      ],
    },
    {
      id: 'stages',
      heading: '各学段怎么学',
      items: [
        {
          title: '小学',
          text: '图形化编程和 AI 启蒙，做动画、做游戏，在动手中建立计算思维。',
        },
        {
          title: '初中',
          text: '从积木过渡到 Python，学会用程序处理数据、解决生活中的问题。',
        },
        {
          title: '高中与高校',
          text: '算法、机器学习与项目实践，兼顾学科教学、竞赛和专业学习。',
        },
      ],
    },
    {
      id: 'contact',
      heading: '联系我们',
      body: '点击页面底部的电话按钮即可直接拨打，或在合作页留下学校信息，我们会主动联系您。',
    },
  ],
}
