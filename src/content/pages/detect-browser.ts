import type { PageContent } from '../types'

export const detectBrowser: PageContent = {
  path: '/detectBrowser',
  title: '浏览器升级提示',
  description:
    '您当前使用的浏览器版本较旧，可能无法正常显示页面、运行在线编程和播放课程视频。建议安装新版 Chrome、Edge、Firefox、Safari，或将 360 浏览器切换到极速模式后重新访问。',
  heading: '您的浏览器版本较旧，建议升级后访问',
  intro:
    '本网站的在线编程、课程视频和 AI 实验等功能需要较新的浏览器支持。升级只需几分钟，升级后重新打开本页即可。',
  sections: [
    {
      id: 'why',
      heading: '为什么需要升级',
      items: [
        {
          title: '页面显示',
          text: '旧版浏览器不支持新的网页排版标准，页面可能错位、图片不显示或按钮无法点击。',
        },
        {
          title: '在线编程',
          text: '在线 IDE 和代码运行依赖较新的浏览器能力，旧版浏览器中可能无法编辑或运行代码。',
        },
        {
          title: '安全性',
          text: '旧版浏览器不再获得安全更新，登录账号和提交作业时存在信息泄露的风险。',
        },
      ],
    },
    {
      id: 'browsers',
      heading: '推荐使用的浏览器',
      body: '以下浏览器均可免费下载，请安装新版后访问本网站。',
      items: [
        {
          title: 'Google Chrome',
          text: '适用于 Windows、macOS 和 Linux，安装后会自动更新，在线编程与视频功能兼容良好。',
        },
        {
          title: 'Microsoft Edge',
          text: 'Windows 10 及以上系统通常已预装，请在设置中检查更新；较早的系统也可以单独下载安装。',
        },
        {
          title: 'Mozilla Firefox',
          text: '适用于 Windows、macOS 和 Linux，请使用新版本，并保持自动更新开启。',
        },
        {
          title: 'Safari',
          text: 'Mac 电脑和 iPad 请将系统更新到较新版本，Safari 会随系统一起更新。',
        },
        {
          title: '360 安全浏览器极速模式',
          text: '继续使用 360 浏览器时，请点击地址栏右侧的闪电或 e 图标，切换为极速模式。',
        },
      ],
    },
    {
      id: 'help',
      heading: '仍然无法访问',
      items: [
        {
          title: '学校机房电脑',
          text: '机房电脑无法自行安装软件时，请联系学校信息中心老师统一升级浏览器。',
        },
        {
          title: '联系我们',
          text: '升级后页面仍显示异常，可以通过本网站公布的客服电话或邮箱联系我们，协助排查。',
        },
      ],
    },
  ],
}
