import type { PageContent } from '../types'

export const mobileSchoolYard: PageContent = {
  path: '/mobile/school-yard',
  title: '校园实验室',
  description:
    '在手机上了解校园 AI 与编程实验室怎么建：编程教室、AI 创新实验室和创客空间三种类型，从现场调研到培训交付的建设步骤，以及建成后如何保证每周都用得起来。',
  heading: '校园 AI 与编程实验室',
  intro: '先想清楚上什么课，再决定买什么设备。',
  sections: [
    {
      id: 'spaces',
      heading: '三种实验室',
      items: [
        {
          title: '编程教室',
          text: '在现有机房上升级平台和课堂工具，投入小，常规课马上能用。',
        },
        {
          title: 'AI 创新实验室',
          text: '加装摄像头、传感器和智能硬件，开展识图、识音等 AI 实验。',
        },
        {
          title: '创客空间',
          text: '协作区加展示区，适合社团活动、跨学科项目和作品制作。',
        },
      ],
    },
    {
      id: 'steps',
      heading: '怎么建',
      items: [
        {
          title: '到校调研',
          text: '看场地、网络和已有设备，和学校一起确定建设目标。',
        },
        {
          title: '出方案',
          text: '布局图、设备清单、课程计划和预算一并给出，方便学校评审。',
        },
        {
          title: '装好并培训',
          text: '安装调试、部署平台，再培训任课老师，开学就能上课。',
        },
      ],
    },
    {
      id: 'after',
      heading: '建成之后',
      body: '按学期课程计划排课，平台记录实验室使用情况；设备维护和课程更新由我们持续跟进。',
    },
  ],
}
