import { webcrypto } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  dingtalkSign,
  feishuSign,
  noticeEmail,
  noticeText,
  robotAccepted,
  robotRequest,
  type LeadForNotice,
} from '@/server/lead-notify/messages'

/** HMAC-SHA256 through WebCrypto: an independent reading of each vendor's formula. */
async function hmac(key: string, message: string) {
  const k = await webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return Buffer.from(await webcrypto.subtle.sign('HMAC', k, new TextEncoder().encode(message))).toString(
    'base64',
  )
}

const lead: LeadForNotice = {
  id: 42,
  kind: 'trial',
  name: '王老师',
  phone: '13800138000',
  organisation: '青禾实验小学',
  stage: 'primary',
  message: '[点我](http://evil.example) <b>加粗</b> & 试用',
  source: '/mobile/cooperation',
  device: 'mobile',
  campaign: { source: 'baidu', medium: 'cpc', campaign: '秋季招生' },
  createdAt: '2026-11-24T02:05:00.000Z',
}
const site = 'https://www.example.com'

describe('lead notification messages', () => {
  it('says what a salesperson needs, in form order, with Chinese labels and Beijing time', () => {
    const text = noticeText(lead, site)
    expect(text.split('\n')).toEqual([
      '【新线索：申请试用 · 王老师】',
      '类型：申请试用',
      '称呼：王老师',
      '手机号：13800138000',
      '学校名称：青禾实验小学',
      '学段：小学',
      '补充说明：[点我](http://evil.example) <b>加粗</b> & 试用',
      '来源页面：https://www.example.com/mobile/cooperation',
      '设备：手机',
      '推广来源：baidu / cpc / 秋季招生',
      '提交时间：2026/11/24 10:05',
      '跟进：https://www.example.com/admin/collections/leads/42',
    ])
  })

  it('escapes what the visitor typed in the e-mail, and links the lead in the admin', () => {
    const mail = noticeEmail(lead, site)
    expect(mail.subject).toBe('新线索：申请试用 · 王老师')
    expect(mail.html).toContain('&lt;b&gt;加粗&lt;/b&gt; &amp; 试用')
    expect(mail.html).not.toContain('<b>加粗')
    expect(mail.html).toContain('href="https://www.example.com/admin/collections/leads/42"')
    expect(mail.text).toBe(noticeText(lead, site))
  })

  it('signs DingTalk as HMAC(secret, "timestamp\\nsecret") and puts timestamp and sign in the URL', async () => {
    const secret = 'SEC0123456789abcdef'
    const ts = 1_764_000_000_123
    expect(dingtalkSign(secret, ts)).toBe(await hmac(secret, `${ts}\n${secret}`))
    const { url, body } = robotRequest(
      'dingtalk',
      'https://oapi.dingtalk.com/robot/send?access_token=abc',
      'hi',
      secret,
      ts,
    )
    const parsed = new URL(url)
    expect(parsed.searchParams.get('access_token')).toBe('abc')
    expect(parsed.searchParams.get('timestamp')).toBe(String(ts))
    expect(parsed.searchParams.get('sign')).toBe(await hmac(secret, `${ts}\n${secret}`))
    expect(body).toEqual({ msgtype: 'text', text: { content: 'hi' } })
  })

  it('signs Feishu as HMAC("timestamp\\nsecret", "") with the timestamp in seconds, in the body', async () => {
    const secret = 'feishu-secret'
    const ts = 1_764_000_000_999
    const { url, body } = robotRequest(
      'feishu',
      'https://open.feishu.cn/open-apis/bot/v2/hook/x',
      'hi',
      secret,
      ts,
    )
    expect(url).toBe('https://open.feishu.cn/open-apis/bot/v2/hook/x')
    expect(body).toEqual({
      timestamp: '1764000000',
      sign: await hmac(`1764000000\n${secret}`, ''),
      msg_type: 'text',
      content: { text: 'hi' },
    })
    expect(feishuSign(secret, 1_764_000_000)).toBe(body.sign)
  })

  it('sends WeCom a text message and leaves unsigned robots unsigned', () => {
    expect(robotRequest('wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k', 'hi')).toEqual({
      url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k',
      body: { msgtype: 'text', text: { content: 'hi' } },
    })
    expect(robotRequest('dingtalk', 'https://oapi.dingtalk.com/robot/send?access_token=a', 'hi').url).toBe(
      'https://oapi.dingtalk.com/robot/send?access_token=a',
    )
    expect(robotRequest('feishu', 'https://f/hook', 'hi').body).toEqual({
      msg_type: 'text',
      content: { text: 'hi' },
    })
  })

  it('reads each robot’s answer: HTTP 200 with an error code is a failure', () => {
    expect(robotAccepted('wecom', 200, { errcode: 0, errmsg: 'ok' })).toBe(true)
    expect(robotAccepted('dingtalk', 200, { errcode: 310000, errmsg: 'sign not match' })).toBe(
      '错误码 310000：sign not match',
    )
    expect(robotAccepted('feishu', 200, { code: 0, msg: 'success' })).toBe(true)
    expect(robotAccepted('feishu', 200, { StatusCode: 0 })).toBe(true)
    expect(robotAccepted('feishu', 200, { code: 19021, msg: 'sign match fail' })).toBe(
      '错误码 19021：sign match fail',
    )
    expect(robotAccepted('wecom', 502, null)).toBe('HTTP 502')
    expect(robotAccepted('wecom', 200, null)).toBe('错误码 （无）：应答无法识别')
  })
})
