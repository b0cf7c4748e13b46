// A real SMTP server and a group-robot webhook receiver for the lead notification tests.
import { createHmac } from 'node:crypto'
import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer as createNetServer } from 'node:net'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export async function freePort(): Promise<number> {
  const server = createNetServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export type ReceivedMail = { to: string[]; from: string; subject: string; text: string; html: string }

/** An SMTP server on a fixed port that can be stopped and started again (the mail server going down). */
export function mailServer(port: number) {
  const mails: ReceivedMail[] = []
  let server: SMTPServer | null = null
  return {
    mails,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((mail) => {
              mails.push({
                to: session.envelope.rcptTo.map((r) => r.address),
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
              })
              callback()
            })
            .catch(callback)
        },
      })
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject)
        server!.listen(port, '127.0.0.1', () => resolve())
      })
    },
    async stop() {
      const current = server
      server = null
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()))
    },
  }
}

export type RobotCall = {
  kind: 'wecom' | 'dingtalk' | 'feishu'
  query: URLSearchParams
  body: Record<string, unknown>
}

/**
 * Answers like WeCom, DingTalk and Feishu robots at /wecom, /dingtalk, /feishu: success, or the vendor's error
 * when a signed robot's signature does not match `secrets`.
 */
export async function robotReceiver(secrets: { dingtalk?: string; feishu?: string } = {}) {
  const calls: RobotCall[] = []
  const server: Server = createHttpServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const kind = url.pathname.slice(1) as RobotCall['kind']
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>
      const reply = (data: object) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(data))
      }
      if (kind === 'dingtalk' && secrets.dingtalk) {
        const ts = url.searchParams.get('timestamp') ?? ''
        const expected = createHmac('sha256', secrets.dingtalk)
          .update(`${ts}\n${secrets.dingtalk}`)
          .digest('base64')
        if (url.searchParams.get('sign') !== expected)
          return reply({ errcode: 310000, errmsg: 'sign not match' })
      }
      if (kind === 'feishu' && secrets.feishu) {
        const expected = createHmac('sha256', `${String(body.timestamp)}\n${secrets.feishu}`)
          .update('')
          .digest('base64')
        if (body.sign !== expected)
          return reply({
            code: 19021,
            msg: 'sign match fail or timestamp is not within one hour from current time',
          })
      }
      calls.push({ kind, query: url.searchParams, body })
      reply(kind === 'feishu' ? { code: 0, msg: 'success', data: {} } : { errcode: 0, errmsg: 'ok' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    calls,
    url: (kind: RobotCall['kind'], query = '') => `http://127.0.0.1:${port}/${kind}${query}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The text each robot format carries. */
export function robotText(call: RobotCall): string {
  if (call.kind === 'feishu') return String((call.body.content as { text?: string })?.text ?? '')
  return String((call.body.text as { content?: string })?.content ?? '')
}
