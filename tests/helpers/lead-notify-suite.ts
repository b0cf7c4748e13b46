import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPostgres } from '../../scripts/lib/pg-cluster.mjs'
import { freePort, mailServer, robotReceiver, robotText } from './notify-receivers'
import { closePool } from './pg-pool'

type Submit = typeof import('@/server/leads').submitLead
type RunQueue = typeof import('@/server/lead-notify').runLeadQueue

/**
 * The lead notification suite, run on SQLite and on PostgreSQL (tests/int/lead-notify*.int.test.ts): a real
 * SMTP server and robot receiver, the real database, the queue run as the server's runner runs it.
 */
export function leadNotifySuite(database: 'sqlite' | 'postgres') {
  let tmp: string
  let cluster: Awaited<ReturnType<typeof startPostgres>> | undefined
  let payload: Payload
  let submitLead: Submit
  let runLeadQueue: RunQueue
  let mail: ReturnType<typeof mailServer>
  let robots: Awaited<ReturnType<typeof robotReceiver>>
  const SECRETS = { dingtalk: 'SECdingtalk-0123456789', feishu: 'feishu-secret-abc' }

  let phoneSeq = 0
  const nextPhone = () => `1390000${String(++phoneSeq).padStart(4, '0')}`
  const lead = (overrides: Record<string, unknown> = {}) => ({
    kind: 'trial',
    name: '王老师',
    phone: nextPhone(),
    organisation: '青禾实验小学',
    stage: 'primary',
    message: '想试用三年级的课程',
    source: '/cooperation',
    campaign: { source: 'baidu', medium: 'cpc', campaign: '秋季' },
    ...overrides,
  })

  const deliveriesOf = async (leadId: number | string) =>
    (
      await payload.find({
        collection: 'lead-deliveries',
        where: { lead: { equals: leadId } },
        depth: 0,
        overrideAccess: true,
        pagination: false,
      })
    ).docs.sort((a, b) => a.channel.localeCompare(b.channel))

  /** Runs the queue (as the server's runner would) until every delivery of the lead is settled or `until` holds. */
  async function drain(leadId: number | string, until?: () => boolean, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      await runLeadQueue(payload)
      const open = (await deliveriesOf(leadId)).filter(
        (d) => d.status === 'pending' || d.status === 'retrying',
      )
      if (until ? until() : open.length === 0) return
      if (Date.now() > deadline) throw new Error(`deliveries still open: ${JSON.stringify(open)}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'int-lead-notify-'))
    const smtpPort = await freePort()
    mail = mailServer(smtpPort)
    await mail.start()
    robots = await robotReceiver(SECRETS)
    Object.assign(process.env, {
      DATABASE_URL:
        database === 'postgres'
          ? (cluster = await startPostgres()).createDatabase('notify')
          : `file:${path.join(tmp, 'notify.db')}`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_FROM: 'site@example.com',
      LEAD_NOTIFY_RETRY_MS: '200',
      SITE_URL: 'https://www.example.com',
    })
    process.env.PAYLOAD_SECRET ??= 'lead-notify-int-test-secret-0123'
    const { getPayloadClient } = await import('@/server/payload')
    const { migrations } =
      database === 'postgres'
        ? await import('../../migrations/postgres')
        : await import('../../migrations/sqlite')
    payload = await getPayloadClient()
    await payload.db.migrate({ migrations: migrations as never })
    ;({ submitLead } = await import('@/server/leads'))
    ;({ runLeadQueue } = await import('@/server/lead-notify'))
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: {
        leadNotify: {
          emails: [{ address: 'sales@example.com' }, { address: 'boss@example.com' }],
          webhooks: [
            { name: '销售群（企业微信）', kind: 'wecom', url: robots.url('wecom', '?key=k1'), enabled: true },
            {
              name: '销售群（钉钉）',
              kind: 'dingtalk',
              url: robots.url('dingtalk', '?access_token=t1'),
              secret: SECRETS.dingtalk,
              enabled: true,
            },
            {
              name: '销售群（飞书）',
              kind: 'feishu',
              url: robots.url('feishu'),
              secret: SECRETS.feishu,
              enabled: true,
            },
            { name: '停用的群', kind: 'wecom', url: robots.url('wecom', '?key=off'), enabled: false },
          ],
        },
      } as never,
    })
  })

  afterAll(async () => {
    await payload?.destroy()
    await closePool(payload)
    cluster?.stop()
    await mail?.stop()
    await robots?.close()
    rmSync(tmp, { recursive: true, force: true })
  })

  describe('lead notifications', () => {
    it('sends a new lead by e-mail and to each enabled robot, in its own format, and records each delivery', async () => {
      const result = await submitLead(lead({ name: '李老师' }), payload, {
        userAgent: 'Mozilla/5.0 (X11; Linux)',
      })
      expect(result).toMatchObject({ ok: true, duplicateOf: null, notifications: 4 })
      const id = (result as { id: number }).id
      await drain(id)

      expect(mail.mails).toHaveLength(1)
      expect(mail.mails[0]).toMatchObject({
        to: ['sales@example.com', 'boss@example.com'],
        from: 'site@example.com',
        subject: '新线索：申请试用 · 李老师',
      })
      expect(mail.mails[0].text).toContain('学校名称：青禾实验小学')
      expect(mail.mails[0].text).toContain('推广来源：baidu / cpc / 秋季')
      expect(mail.mails[0].html).toContain(`https://www.example.com/admin/collections/leads/${id}`)

      const mine = robots.calls.filter((call) => robotText(call).includes('李老师'))
      expect(mine.map((call) => call.kind).sort()).toEqual(['dingtalk', 'feishu', 'wecom'])
      const wecom = mine.find((c) => c.kind === 'wecom')!
      expect(wecom.query.get('key')).toBe('k1')
      expect(wecom.body).toMatchObject({ msgtype: 'text' })
      const dingtalk = mine.find((c) => c.kind === 'dingtalk')!
      expect(dingtalk.query.get('access_token')).toBe('t1')
      expect(dingtalk.query.get('sign')).toBeTruthy()
      expect(mine.find((c) => c.kind === 'feishu')!.body).toMatchObject({ msg_type: 'text' })
      expect(robotText(wecom)).toContain('手机号：')

      const deliveries = await deliveriesOf(id)
      expect(deliveries.map((d) => [d.channel, d.status, d.attempts])).toEqual([
        ['dingtalk', 'sent', 1],
        ['email', 'sent', 1],
        ['feishu', 'sent', 1],
        ['wecom', 'sent', 1],
      ])
      const stored = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
      expect(stored).toMatchObject({
        device: 'desktop',
        status: 'new',
        campaign: { source: 'baidu', medium: 'cpc' },
      })
    })

    it('keeps the lead and retries the e-mail while the mail server is down, then delivers it once it is back', async () => {
      await mail.stop()
      const before = mail.mails.length
      const result = await submitLead(lead({ name: '赵校长', source: '/mobile/cooperation' }), payload)
      expect(result.ok).toBe(true)
      const id = (result as { id: number }).id
      // Robots still get it; the e-mail fails and is recorded on the lead.
      await drain(id, () => robots.calls.filter((c) => robotText(c).includes('赵校长')).length === 3)
      let email = (await deliveriesOf(id)).find((d) => d.channel === 'email')!
      for (let i = 0; i < 100 && email.status === 'pending'; i++) {
        await runLeadQueue(payload)
        email = (await deliveriesOf(id)).find((d) => d.channel === 'email')!
      }
      expect(email.status).toBe('retrying')
      expect(email.attempts).toBeGreaterThanOrEqual(1)
      expect(email.lastError).toMatch(/^邮件发送失败：.*ECONNREFUSED/)
      expect(mail.mails).toHaveLength(before)
      expect((await payload.findByID({ collection: 'leads', id, overrideAccess: true })).device).toBe(
        'mobile',
      )

      await mail.start()
      await drain(id)
      email = (await deliveriesOf(id)).find((d) => d.channel === 'email')!
      expect(email).toMatchObject({ status: 'sent', lastError: null })
      expect(email.attempts).toBeGreaterThanOrEqual(2)
      expect(mail.mails.filter((m) => m.subject.includes('赵校长'))).toHaveLength(1)
    })

    it('links a second lead from the same phone within 24 hours to the first and does not notify again', async () => {
      const phone = nextPhone()
      const first = await submitLead(lead({ name: '孙老师', phone }), payload)
      const firstId = (first as { id: number }).id
      await drain(firstId)
      const mailsBefore = mail.mails.length
      const callsBefore = robots.calls.length

      const again = await submitLead(lead({ name: '孙老师', phone, message: '再问一次' }), payload)
      const third = await submitLead(
        lead({ name: '孙老师', phone, kind: 'consult', message: '第三次留言' }),
        payload,
      )
      expect(again).toMatchObject({ ok: true, duplicateOf: firstId, notifications: 0 })
      expect(third).toMatchObject({ ok: true, duplicateOf: firstId, notifications: 0 })
      // A different phone is a different visitor; it is notified, and by the time it is, nothing came for the repeats.
      const other = await submitLead(lead({ name: '周老师' }), payload)
      await drain((other as { id: number }).id)
      expect(mail.mails.slice(mailsBefore).map((m) => m.subject)).toEqual(['新线索：申请试用 · 周老师'])
      expect(robots.calls.slice(callsBefore).every((c) => robotText(c).includes('周老师'))).toBe(true)
      expect(await deliveriesOf((again as { id: number }).id)).toHaveLength(0)
      const stored = await payload.findByID({
        collection: 'leads',
        id: (third as { id: number }).id,
        depth: 0,
        overrideAccess: true,
      })
      expect(stored.duplicateOf).toBe(firstId)
    })

    it('records a robot’s refusal (wrong signature) as the delivery’s error and keeps retrying it', async () => {
      const settings = (await payload.findGlobal({
        slug: 'site-settings',
        depth: 0,
        overrideAccess: true,
      })) as never as {
        leadNotify: { emails: unknown[]; webhooks: { secret?: string; kind: string }[] }
      }
      const webhooks = settings.leadNotify.webhooks.map((hook) =>
        hook.kind === 'dingtalk' ? { ...hook, secret: 'SECwrong' } : hook,
      )
      await payload.updateGlobal({
        slug: 'site-settings',
        overrideAccess: true,
        data: { leadNotify: { ...settings.leadNotify, webhooks } } as never,
      })
      const result = await submitLead(lead({ name: '钱老师' }), payload)
      const id = (result as { id: number }).id
      let dingtalk = (await deliveriesOf(id)).find((d) => d.channel === 'dingtalk')!
      for (let i = 0; i < 100 && (dingtalk.attempts ?? 0) < 2; i++) {
        await runLeadQueue(payload)
        await new Promise((resolve) => setTimeout(resolve, 100))
        dingtalk = (await deliveriesOf(id)).find((d) => d.channel === 'dingtalk')!
      }
      expect(dingtalk).toMatchObject({
        status: 'retrying',
        lastError: '群机器人拒绝了消息：错误码 310000：sign not match',
      })
      expect(dingtalk.attempts).toBeGreaterThanOrEqual(2)

      // Staff remove the robot: the waiting delivery is dropped, not sent to an address nobody wants any more.
      await payload.updateGlobal({
        slug: 'site-settings',
        overrideAccess: true,
        data: {
          leadNotify: {
            ...settings.leadNotify,
            webhooks: webhooks.filter((hook) => hook.kind !== 'dingtalk'),
          },
        } as never,
      })
      await drain(id)
      dingtalk = (await deliveriesOf(id)).find((d) => d.channel === 'dingtalk')!
      expect(dingtalk.status).toBe('skipped')
    })
  })

  describe('follow-up notes', () => {
    it('stamps a new note with its author and time, and keeps saved notes as they were', async () => {
      const editor = await payload.create({
        collection: 'admins',
        data: {
          email: 'editor@example.com',
          password: 'editor-password-123',
          roles: ['editor'],
          name: '小编',
        },
        overrideAccess: true,
      })
      const admin = await payload.create({
        collection: 'admins',
        data: { email: 'admin@example.com', password: 'admin-password-123', roles: ['admin'], name: '主管' },
        overrideAccess: true,
      })
      const as = (user: typeof editor) => ({
        user: { ...user, collection: 'admins' as const },
        overrideAccess: false,
      })
      const created = await submitLead(lead({ name: '冯老师' }), payload)
      const id = (created as { id: number }).id

      const first = await payload.update({
        collection: 'leads',
        id,
        data: {
          status: 'contacted',
          owner: editor.id,
          notes: [{ body: '已电话联系，约下周演示', author: admin.id, at: '2020-01-01T00:00:00.000Z' }],
        },
        depth: 0,
        ...as(editor),
      })
      expect(first.status).toBe('contacted')
      expect(first.owner).toBe(editor.id)
      const [note] = first.notes!
      expect(note.author).toBe(editor.id)
      expect(Date.now() - Date.parse(note.at!)).toBeLessThan(60_000)

      // A new note is appended; an editor can neither rewrite nor remove a saved one, and is told so.
      const second = await payload.update({
        collection: 'leads',
        id,
        data: { notes: [...first.notes!, { body: '演示后有意向' }] },
        depth: 0,
        ...as(editor),
      })
      expect(second.notes!.map((n) => n.body)).toEqual(['已电话联系，约下周演示', '演示后有意向'])
      const refused = (data: object) =>
        payload.update({ collection: 'leads', id, data, depth: 0, ...as(editor) }).then(
          () => 'saved',
          (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors,
        )
      expect(
        await refused({
          notes: second.notes!.map((n) => ({ ...n, body: n.id === note.id ? '改写的内容' : n.body })),
        }),
      ).toEqual([{ path: 'notes.0.body', message: '已保存的跟进记录不能修改，请另加一条' }])
      expect(await refused({ notes: second.notes!.slice(1) })).toEqual([
        { path: 'notes', message: '只有管理员可以删除跟进记录' },
      ])
      const third = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
      expect(third.notes![0]).toMatchObject({
        body: '已电话联系，约下周演示',
        author: editor.id,
        at: note.at,
      })
      expect(third.notes).toHaveLength(2)

      // An admin may remove one; only admins delete leads.
      const pruned = await payload.update({
        collection: 'leads',
        id,
        data: { notes: third.notes!.slice(1) },
        depth: 0,
        ...as(admin),
      })
      expect(pruned.notes!.map((n) => n.body)).toEqual(['演示后有意向'])
      await expect(payload.delete({ collection: 'leads', id, ...as(editor) })).rejects.toThrow()
      await payload.delete({ collection: 'leads', id, ...as(admin) })
    })
  })
}
