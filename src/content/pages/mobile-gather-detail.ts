import type { PageContent } from '../types'

export const mobileGatherDetail: PageContent = {
  path: '/mobile/gather/detail',
  title: '活动详情（示例）',
  description:
    '示例活动详情：一场面向小学信息科技教师的 AI 实验课工作坊，介绍活动对象、日程安排、参与收获和报名须知，用于展示活动详情页的内容结构，并非真实举办的活动。',
  heading: '示例：小学 AI 实验课教师工作坊',
  intro: '本页为示例活动，用于展示活动详情的呈现方式。实际活动以资讯栏目发布的通知为准。',
  sections: [
    {
      id: 'about',
      heading: '活动简介',
      items: [
        {
          title: '面向对象',
          text: '小学信息科技教师，以及准备开设 AI 启蒙课的科学、综合实践老师。',
        },
        {
          title: '活动形式',
          text: '线下小班工作坊，每组四到五人，全程在电脑上动手操作。',
        },
        {
          title: '需要准备',
          text: '携带笔记本电脑，提前安装新版 Chrome 或 Edge 浏览器，无需编程基础。',
        },
      ],
    },
    {
      id: 'agenda',
      heading: '日程安排',
      items: [
        {
          title: '上午：体验与原理',
          text: '以学生身份体验一节图像识别实验课，再由讲师拆解其中的 AI 原理。',
        },
        {
          title: '下午：设计与试讲',
          text: '分组设计一节属于自己的 AI 实验课，组内试讲，讲师逐一点评。',
        },
        {
          title: '结束前：交流答疑',
          text: '集中解答开课中遇到的设备、课时和评价问题，互相交流经验。',
        },
      ],
    },
    {
      id: 'outcomes',
      heading: '参与收获',
      items: [
        {
          title: '一份教案',
          text: '带走自己设计并经过试讲的 AI 实验课教案，回校后可以直接使用。',
        },
        {
          title: '学习资源',
          text: '活动讲义和课件会放进学习资源栏目，参会老师登录后可随时查看。',
        },
      ],
    },
  ],
}
