import type { Field, GlobalConfig } from 'payload'

import { adminsOnly } from '../../collections/Admins/access'
import { revalidateSiteSettings } from './hooks/revalidate'
import { siteDefaults, type SiteLinkKey } from './defaults'
import { forgetPublicMedia } from '@/server/media-visibility'

const linkLabels: Record<SiteLinkKey, string> = {
  academy: '学院',
  assessment: '测评',
  experience: '体验中心',
  schoolLogin: '校园（学校平台登录）',
  onlineEdition: '在线版',
  campusEdition: '校园版',
  accountApply: '账号申请',
  forgotPassword: '忘记密码',
  schoolSettings: '学校平台设置页',
  enterClassroom: '进入课堂',
  company: '公司官网',
  newsExternal: '新闻中心（外部）',
  editor: '编辑器',
  training: '培训',
  rating: '等级评测',
  codeEditor: '在线代码编辑器',
}

const url = (name: string, label: string, defaultValue: string): Field => ({
  name,
  label,
  type: 'text',
  defaultValue,
  validate: (value: unknown) =>
    !value ||
    (typeof value === 'string' && /^https?:\/\/\S+$/.test(value)) ||
    '请输入以 http:// 或 https:// 开头的网址',
})

/** Contact details, filing numbers, QR targets and every external link: editable without a deploy. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: '站点设置',
  admin: { group: '系统' },
  access: { read: () => true, update: adminsOnly },
  hooks: { afterChange: [revalidateSiteSettings, forgetPublicMedia] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: '品牌与联系方式',
          fields: [
            {
              name: 'brandName',
              label: '品牌名称',
              type: 'text',
              required: true,
              defaultValue: siteDefaults.brandName,
            },
            { name: 'tagline', label: '口号', type: 'text', defaultValue: siteDefaults.tagline },
            {
              name: 'phone',
              label: '咨询电话',
              type: 'text',
              required: true,
              defaultValue: siteDefaults.phone,
            },
            {
              name: 'email',
              label: '联系邮箱',
              type: 'email',
              required: true,
              defaultValue: siteDefaults.email,
            },
          ],
        },
        {
          label: '备案',
          fields: [
            { name: 'icp', label: 'ICP 备案号', type: 'text', defaultValue: siteDefaults.icp },
            url('icpUrl', 'ICP 备案查询网址', siteDefaults.icpUrl),
            {
              name: 'publicSecurity',
              label: '公安备案号',
              type: 'text',
              defaultValue: siteDefaults.publicSecurity,
            },
            url('publicSecurityUrl', '公安备案查询网址', siteDefaults.publicSecurityUrl),
          ],
        },
        {
          label: '二维码与服务',
          fields: [
            url('wechatQrUrl', '微信公众号二维码指向的网址', siteDefaults.wechatQrUrl),
            url('weiboQrUrl', '微博二维码指向的网址', siteDefaults.weiboQrUrl),
            {
              name: 'customerServiceId',
              label: '在线客服企业 ID',
              type: 'text',
              defaultValue: siteDefaults.customerServiceId,
              admin: { description: '留空时使用站内留言面板' },
            },
            { name: 'analyticsId', label: '统计 ID', type: 'text', defaultValue: siteDefaults.analyticsId },
          ],
        },
        {
          label: '外部链接',
          fields: [
            {
              name: 'links',
              type: 'group',
              label: '外部链接',
              fields: (Object.keys(linkLabels) as SiteLinkKey[]).map((key) =>
                url(key, linkLabels[key], siteDefaults.links[key]),
              ),
            },
          ],
        },
      ],
    },
  ],
}
