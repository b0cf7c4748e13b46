/**
 * Demo values of the `site-settings` global (CONTENT.md). The operator replaces them in the admin;
 * components read settings, never these constants directly.
 */
export const siteDefaults = {
  brandName: '码上未来',
  tagline: '让每一所学校都能开好 AI 与编程课',
  phone: '400-000-0000',
  email: 'hello@example.com',
  icp: '京ICP备00000000号-1',
  icpUrl: 'https://beian.miit.gov.cn/',
  publicSecurity: '京公网安备00000000000000号',
  publicSecurityUrl: 'https://beian.mps.gov.cn/#/query/webSearch?code=00000000000000',
  wechatQrUrl: 'https://example.com/wechat',
  weiboQrUrl: 'https://example.com/weibo',
  customerServiceId: '',
  analyticsId: '',
  links: {
    academy: 'https://example.com/academy',
    assessment: 'https://example.com/assessment',
    experience: 'https://example.com/experience',
    schoolLogin: 'https://example.com/school/login',
    onlineEdition: 'https://example.com/online',
    campusEdition: 'https://example.com/campus',
    accountApply: 'https://example.com/school/applyAccount',
    forgotPassword: 'https://example.com/school/accountSet?direct=login&type=3',
    schoolSettings: 'https://example.com/school/settings',
    enterClassroom: 'https://example.com/school/classroom',
    company: 'https://example.com/company',
    newsExternal: 'https://example.com/news',
    editor: 'https://example.com/editor',
    training: 'https://example.com/training',
    rating: 'https://example.com/rating',
    codeEditor: 'https://example.com/code',
  },
} as const

export type SiteLinkKey = keyof typeof siteDefaults.links
