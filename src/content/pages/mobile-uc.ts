import type { PageContent } from '../types'

export const mobileUc: PageContent = {
  path: '/mobile/uc',
  title: '网站导览',
  description:
    '您正在使用应用内置浏览器或 UC 等浏览器访问本网站。这里简要介绍我们为学校提供的平台、课程、培训与测评服务，并提示如何用系统浏览器打开，以获得完整的浏览体验。',
  heading: '建议在系统浏览器中打开',
  intro: '部分应用内置浏览器会限制视频播放、文件下载和拨打电话。换用系统浏览器打开，体验会更完整。',
  sections: [
    {
      id: 'open',
      heading: '如何切换',
      items: [
        {
          title: '微信、QQ 等应用内',
          text: '点击右上角的“…”菜单，选择“在浏览器中打开”。',
        },
        {
          title: 'UC 等第三方浏览器',
          text: '复制当前页面链接，粘贴到手机自带的浏览器或 Safari 中打开。',
        },
        {
          title: '电脑访问',
          text: '在线编程和 AI 实验建议在电脑上用新版 Chrome 或 Edge 打开。',
        },
      ],
    },
    {
      id: 'offer',
      heading: '这里有什么',
      items: [
        {
          title: '学校方案',
          text: '校园版平台、分年级课程和实验室建设，帮学校开好 AI 与编程课。',
        },
        {
          title: '教师培训',
          text: '线上课程、线下工作坊和等级认证，陪老师一步步上好课。',
        },
        {
          title: '竞赛与资讯',
          text: '赛事专题、能力测评和教学案例，了解备赛方法与学校实践。',
        },
      ],
    },
  ],
}
