import type { PageContent } from '../types'

export const mobileLanding: PageContent = {
  path: '/mobile/landing',
  title: '学校免费试用申请',
  description:
    '学校 AI 与编程课免费试用申请：为学校开通校园版试用账号，包含平台功能、分年级课程和开课指导，老师可以带一个班实际上课体验，在手机上填写学校信息即可提交申请。',
  heading: '先试用，再决定',
  intro: '为学校开通校园版试用账号，老师带一个班上几节真课，合适再谈合作。',
  sections: [
    {
      id: 'included',
      heading: '试用包含',
      items: [
        {
          title: '完整平台功能',
          text: '班级管理、在线编程、自动评测和 AI 实验室，与正式版一致。',
        },
        {
          title: '分年级课程',
          text: '按学校学段挑选试用课程，每节课都配教案、课件和练习。',
        },
        {
          title: '开课指导',
          text: '服务老师线上带您走一遍上课流程，试用期间随时答疑。',
        },
      ],
    },
    {
      id: 'how',
      heading: '怎么申请',
      items: [
        {
          title: '填写信息',
          text: '学校名称、联系人、手机号和想试用的学段，一分钟填完。',
        },
        {
          title: '确认开通',
          text: '工作日内与您电话确认需求，随后开通账号并发送使用说明。',
        },
        {
          title: '开始上课',
          text: '导入一个班的学生，按试用课程上课，体验后再决定是否采用。',
        },
      ],
    },
    {
      id: 'apply',
      heading: '立即申请',
      body: '试用面向学校和教育机构。提交后我们仅用您的信息联系试用事宜，不会转给第三方。',
    },
  ],
}
