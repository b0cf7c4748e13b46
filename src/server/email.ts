import type { EmailAdapter } from 'payload'
import nodemailer from 'nodemailer'

import { env } from './env'

/** Whether outgoing mail is configured (SMTP_HOST set). Without it lead e-mails are not queued at all. */
export const smtpConfigured = (): boolean => Boolean(env.SMTP_HOST)

const DEFAULT_FROM_NAME = '官网通知'

/**
 * Payload's mail through SMTP (nodemailer), set from the environment. Our own adapter rather than
 * @payloadcms/email-nodemailer: the registry has no release of it for this Payload version (3.90.2), and the
 * adapter is a few lines. Timeouts are short so a dead server fails the attempt (and the job retries) instead
 * of holding it for minutes. Without SMTP_HOST, mail is logged, not sent, and no warning is printed at start.
 */
export const smtpAdapter: EmailAdapter = ({ payload }) => {
  const from = env.SMTP_FROM || env.SMTP_USER || 'noreply@localhost'
  if (!env.SMTP_HOST) {
    return {
      name: 'disabled',
      defaultFromAddress: from,
      defaultFromName: DEFAULT_FROM_NAME,
      sendEmail: async (message) => {
        payload.logger.info({
          msg: 'SMTP_HOST is not set: e-mail not sent',
          to: message.to,
          subject: message.subject,
        })
      },
    }
  }
  const port = env.SMTP_PORT ?? (env.SMTP_SECURE ? 465 : 587)
  const transport = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    name: 'smtp',
    defaultFromAddress: from,
    defaultFromName: DEFAULT_FROM_NAME,
    sendEmail: async (message) =>
      transport.sendMail({ from: { name: DEFAULT_FROM_NAME, address: from }, ...message }),
  }
}
