import 'server-only'

import { createHash } from 'node:crypto'

import QRCode from 'qrcode'

import { getSiteUrl } from '@/lib/site-url'
import { withShareSource } from '@/lib/share'

import { getSiteSettings } from './settings'

/** Modules of blank border around the code, so phones read it on any background. */
const QUIET_ZONE = 2

/** The follow channels whose address staff set in the site settings. */
export const QR_CHANNELS = { wechat: 'wechatQrUrl', weibo: 'weiboQrUrl' } as const
export type QrChannel = keyof typeof QR_CHANNELS

/** A site path a share code may point at: plain path characters, no scheme, host, query or fragment. */
const SHARE_PATH = /^\/(?!\/)[\w\-./~%]{0,300}$/

/** One SVG path of all dark modules in module units, each horizontal run of them one rectangle. */
function modulesPath(text: string): { d: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  let d = ''
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size;) {
      if (!modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < modules.size && modules.get(row, col)) col++
      const run = col - start
      d += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`
    }
  }
  return { d, size: modules.size + QUIET_ZONE * 2 }
}

const escapeAttribute = (value: string) =>
  value.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char]!)

/** The QR code of `text` as a standalone SVG document (it carries the encoded text in `data-qr-url`). */
export function qrSvg(text: string): string {
  const { d, size } = modulesPath(text)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" data-qr-url="${escapeAttribute(text)}"><rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#0f1f3d"/></svg>`
}

/** Short fingerprint of the encoded text: the image's address changes with it, so the file can be cached for good. */
export function qrVersion(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 10)
}

/** What `/qr/<channel>.svg` encodes: the channel's address from the site settings. */
export async function channelQrText(channel: QrChannel): Promise<string> {
  const settings = await getSiteSettings()
  return settings[QR_CHANNELS[channel]]
}

/** What `/qr/share.svg?path=…` encodes: the page at `path` on this site, marked as shared on WeChat; null for a bad path. */
export function shareQrText(path: string): string | null {
  if (!SHARE_PATH.test(path)) return null
  return withShareSource(`${getSiteUrl()}${path}`, 'wechat')
}

/** Address of a follow channel's QR image, versioned by the address it encodes. */
export function channelQrSrc(channel: QrChannel, text: string): string {
  return `/qr/${channel}.svg?v=${qrVersion(text)}`
}

/** Address of the QR image that shares the page at `url` (an absolute URL on this site) on WeChat. */
export function shareQrSrc(url: string): string {
  const { pathname } = new URL(url)
  const text = shareQrText(pathname)
  const params = new URLSearchParams({ path: pathname, v: qrVersion(text ?? pathname) })
  return `/qr/share.svg?${params}`
}
