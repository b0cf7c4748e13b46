import { expect, test, type Page } from '@playwright/test'

import { freePort, mailServer, robotReceiver, robotText } from '../../helpers/notify-receivers'
import { ownServer } from '../app-process'
import { STAFF } from '../staff'

/**
 * Lead notifications against a real SMTP server and robot webhooks, through a server process of our own that
 * the test kills and restarts: the deliveries live in the database, not in the process.
 */
test.describe.configure({ mode: 'serial' })
test.setTimeout(300_000)

const SECRETS = { dingtalk: 'SECe2e-dingtalk-secret', feishu: 'e2e-feishu-secret' }

async function sendCooperation(page: Page, baseURL: string, name: string, phone: string, query = '') {
  // Its own address for the per-address limit.
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Date.now() % 250}`,
  })
  await page.goto(`${baseURL}/cooperation${query}`)
  const box = page.locator('#apply').locator('form')
  await box.scrollIntoViewIfNeeded()
  await expect(box).toHaveAttribute('data-interactive', 'true')
  await box.getByLabel('称呼').fill(name)
  await box.getByLabel('手机号').fill(phone)
  await box.getByLabel('单位名称').fill('青禾实验小学')
  await box.getByLabel('合作方式').selectOption({ label: '学校合作（课程与平台）' })
  const response = page.waitForResponse((r) => r.url().endsWith('/api/port/leads'))
  await box.getByRole('button', { name: '提交合作意向' }).click()
  expect((await response).status()).toBe(200)
  await expect(box.getByRole('status')).toHaveText('提交成功，我们会尽快与您联系')
}

test('a lead from /cooperation reaches mail and every robot, survives a mail outage and a restart, and notifies once', async ({
  page,
}) => {
  const smtpPort = await freePort()
  const mail = mailServer(smtpPort)
  await mail.start()
  const robots = await robotReceiver(SECRETS)
  const server = await ownServer({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_FROM: 'notify@example.com',
    LEAD_NOTIFY_RETRY_MS: '1000',
  })
  try {
    await server.start()
    const api = page.request
    const login = await api.post(`${server.baseURL}/api/admins/login`, { data: STAFF })
    expect(login.ok()).toBe(true)
    const staff = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const saved = await api.post(`${server.baseURL}/api/globals/site-settings`, {
      headers: staff,
      data: {
        leadNotify: {
          emails: [{ address: 'sales@example.com' }],
          webhooks: [
            { name: '企业微信销售群', kind: 'wecom', url: robots.url('wecom', '?key=e2e'), enabled: true },
            {
              name: '钉钉销售群',
              kind: 'dingtalk',
              url: robots.url('dingtalk', '?access_token=e2e'),
              secret: SECRETS.dingtalk,
              enabled: true,
            },
            {
              name: '飞书销售群',
              kind: 'feishu',
              url: robots.url('feishu'),
              secret: SECRETS.feishu,
              enabled: true,
            },
          ],
        },
      },
    })
    expect(saved.ok()).toBe(true)
    // The robots' addresses and secrets are staff-only, never in the public settings.
    const publicSettings = await (await api.get(`${server.baseURL}/api/globals/site-settings`)).text()
    expect(publicSettings).not.toContain('e2e-feishu-secret')
    expect(publicSettings).not.toContain('/wecom')

    const leadByPhone = async (phone: string) => {
      const found = await api.get(
        `${server.baseURL}/api/leads?where[phone][equals]=${phone}&depth=0&sort=createdAt`,
        { headers: staff },
      )
      return (
        (await found.json()) as {
          docs: { id: number; duplicateOf: number | null; campaign: Record<string, string> }[]
        }
      ).docs
    }
    const deliveries = async (leadId: number) => {
      const found = await api.get(
        `${server.baseURL}/api/lead-deliveries?where[lead][equals]=${leadId}&depth=0`,
        { headers: staff },
      )
      return (
        (await found.json()) as {
          docs: { channel: string; status: string; attempts: number; lastError: string | null }[]
        }
      ).docs
    }

    // 1. Everything up: within 5 seconds of the visitor's success message, mail and all three robots.
    const phone1 = `137${String(Date.now()).slice(-8)}`
    await sendCooperation(
      page,
      server.baseURL,
      '郑老师',
      phone1,
      '?utm_source=wechat&utm_medium=group&utm_campaign=autumn',
    )
    const sentAt = Date.now()
    await expect
      .poll(() => mail.mails.filter((m) => m.subject === '新线索：合作洽谈 · 郑老师').length, {
        timeout: 5_000,
      })
      .toBe(1)
    await expect
      .poll(
        () =>
          robots.calls
            .filter((c) => robotText(c).includes('郑老师'))
            .map((c) => c.kind)
            .sort(),
        { timeout: 5_000 },
      )
      .toEqual(['dingtalk', 'feishu', 'wecom'])
    test.info().annotations.push({ type: 'delivery time', description: `${Date.now() - sentAt} ms` })
    expect(mail.mails[0].text).toContain(`手机号：${phone1}`)
    expect(mail.mails[0].text).toContain('推广来源：wechat / group / autumn')
    const [first] = await leadByPhone(phone1)
    expect(first.campaign).toMatchObject({ source: 'wechat', medium: 'group', campaign: 'autumn' })

    // 2. The same visitor again: stored, linked to the first, not notified.
    await sendCooperation(page, server.baseURL, '郑老师', phone1)
    const both = await leadByPhone(phone1)
    expect(both).toHaveLength(2)
    expect(both[1].duplicateOf).toBe(first.id)
    expect(await deliveries(both[1].id)).toEqual([])

    // 3. The mail server goes down: the visitor still succeeds, the lead is stored, the failure is recorded.
    await mail.stop()
    const phone2 = `136${String(Date.now()).slice(-8)}`
    await sendCooperation(page, server.baseURL, '吴主任', phone2)
    const [second] = await leadByPhone(phone2)
    await expect
      .poll(async () => (await deliveries(second.id)).find((d) => d.channel === 'email'), { timeout: 30_000 })
      .toMatchObject({
        status: 'retrying',
        lastError: expect.stringMatching(/^邮件发送失败：.*ECONNREFUSED/),
      })
    await expect
      .poll(() => robots.calls.filter((c) => robotText(c).includes('吴主任')).length, { timeout: 10_000 })
      .toBe(3)

    // 4. The app dies before the mail server is back; both come back; the mail is delivered, once.
    await server.kill()
    await mail.start()
    await server.start()
    await expect
      .poll(() => mail.mails.filter((m) => m.subject === '新线索：合作洽谈 · 吴主任').length, {
        timeout: 120_000,
      })
      .toBe(1)
    await expect
      .poll(async () => (await deliveries(second.id)).find((d) => d.channel === 'email')?.status, {
        timeout: 10_000,
      })
      .toBe('sent')

    // Nothing went out twice: one mail per lead, three robot messages per lead, none for the repeat.
    expect(mail.mails.map((m) => m.subject).sort()).toEqual([
      '新线索：合作洽谈 · 吴主任',
      '新线索：合作洽谈 · 郑老师',
    ])
    expect(robots.calls.filter((c) => robotText(c).includes('郑老师'))).toHaveLength(3)
    expect(robots.calls.filter((c) => robotText(c).includes('吴主任'))).toHaveLength(3)
  } finally {
    await server.dispose()
    await mail.stop()
    await robots.close()
  }
})
