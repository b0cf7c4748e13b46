import type { PageContent } from '../types'

export const mobileAcademy1: PageContent = {
  path: '/mobile/academy_1',
  title: '学院课程分类',
  description:
    '在线学院课程分类一览：图形化编程、Python 编程、C++ 与算法、人工智能入门和竞赛专题，标明适合年级和学习基础，帮助学生和家长在手机上快速找到合适的起点。',
  heading: '按方向找课程',
  intro: '不知道从哪门课开始？先看年级，再看基础。',
  sections: [
    {
      id: 'categories',
      heading: '课程分类',
      items: [
        {
          title: '图形化编程',
          text: '适合小学一到六年级，零基础可学，拖动积木就能做出动画和游戏。',
        },
        {
          title: 'Python 编程',
          text: '适合小学高年级到初中，会简单的图形化编程后学习更顺畅。',
        },
        {
          title: 'C++ 与算法',
          text: '适合初高中有编程基础的学生，系统学习算法，为信息学类竞赛打基础。',
        },
        {
          title: '人工智能入门',
          text: '适合各学段，通过识图、识音等小实验理解 AI 怎样从数据中学习。',
        },
        {
          title: '竞赛专题',
          text: '按赛项和组别整理的专题课与练习，适合有明确参赛计划的学生。',
        },
      ],
    },
    {
      id: 'choose',
      heading: '怎么选',
      items: [
        {
          title: '先做入门测评',
          text: '十几分钟的小测评，根据结果推荐合适的起始课程，避免太难或太简单。',
        },
        {
          title: '听老师的建议',
          text: '在校学生可以直接学习老师分配的课程，进度老师在后台都能看到。',
        },
      ],
    },
  ],
}
