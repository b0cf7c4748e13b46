import type { Field, GlobalConfig } from 'payload'

import { adminsOnly, isStaff } from '../../collections/Admins/access'
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
          label: '线索通知',
          description:
            '访客每提交一条留言，几秒内发到下面的邮箱和群机器人；发送失败会自动重试并记在线索的“通知记录”里。邮件服务器在部署环境变量 SMTP_* 中设置。',
          fields: [
            {
              name: 'leadNotify',
              type: 'group',
              label: false,
              // Robot addresses and secrets are credentials: never in the public settings.
              access: { read: ({ req }) => isStaff(req.user as never) },
              fields: [
                {
                  name: 'emails',
                  type: 'array',
                  label: '通知邮箱',
                  labels: { singular: '邮箱', plural: '邮箱' },
                  maxRows: 20,
                  fields: [{ name: 'address', type: 'email', label: '邮箱地址', required: true }],
                },
                {
                  name: 'webhooks',
                  type: 'array',
                  label: '群机器人',
                  labels: { singular: '群机器人', plural: '群机器人' },
                  maxRows: 20,
                  admin: {
                    description:
                      '企业微信、钉钉、飞书群里“添加机器人”后得到的 Webhook 地址。钉钉选“加签”、飞书开启“签名校验”时填写密钥；钉钉若用“自定义关键词”，关键词填“线索”。',
                  },
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'name',
                          type: 'text',
                          label: '名称',
                          required: true,
                          maxLength: 30,
                          admin: { width: '30%' },
                        },
                        {
                          name: 'kind',
                          type: 'select',
                          label: '类型',
                          required: true,
                          options: [
                            { label: '企业微信', value: 'wecom' },
                            { label: '钉钉', value: 'dingtalk' },
                            { label: '飞书', value: 'feishu' },
                          ],
                          admin: { width: '30%' },
                        },
                        {
                          name: 'enabled',
                          type: 'checkbox',
                          label: '启用',
                          defaultValue: true,
                          admin: { width: '20%' },
                        },
                      ],
                    },
                    {
                      name: 'url',
                      type: 'text',
                      label: 'Webhook 地址',
                      required: true,
                      validate: (value: unknown) =>
                        (typeof value === 'string' && /^https?:\/\/\S+$/.test(value.trim())) ||
                        '请输入以 http:// 或 https:// 开头的 Webhook 地址',
                    },
                    { name: 'secret', type: 'text', label: '签名密钥（可选）', maxLength: 200 },
                  ],
                },
              ],
            },
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
