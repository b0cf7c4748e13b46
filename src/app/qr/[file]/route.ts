import { fail } from '@/server/api/respond'
import { channelQrText, QR_CHANNELS, qrSvg, qrVersion, shareQrText, type QrChannel } from '@/server/qr'

const FOR_GOOD = 'public, max-age=31536000, immutable'
/** An address without the current version (an old page, a hand-typed link): the current code, cached briefly. */
const BRIEFLY = 'public, max-age=300'

const unknownCode = () => fail(404, 404, '二维码不存在', { 'Cache-Control': 'no-store' })

async function encodedText(name: string, search: URLSearchParams): Promise<string | Response> {
  if (name === 'share') {
    const text = shareQrText(search.get('path') ?? '')
    return text ?? fail(400, 400, '要分享的页面地址无效', { 'Cache-Control': 'no-store' })
  }
  if (Object.hasOwn(QR_CHANNELS, name)) return channelQrText(name as QrChannel)
  return unknownCode()
}

/**
 * GET /qr/wechat.svg, /qr/weibo.svg (the follow channels of the site settings) and /qr/share.svg?path=/news/…
 * (a page of this site, marked as shared on WeChat): the QR code as an SVG file. `v` is the fingerprint of the
 * encoded text that pages put in the address; when it matches, the file is cached for good. (Writes are the
 * front's 405, as for any path outside /api: scripts/lib/front.mjs.)
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const name = /^([a-z]+)\.svg$/.exec(file)?.[1]
  if (!name) return unknownCode()
  const search = new URL(request.url).searchParams
  const text = await encodedText(name, search)
  if (text instanceof Response) return text
  return new Response(qrSvg(text), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': search.get('v') === qrVersion(text) ? FOR_GOOD : BRIEFLY,
    },
  })
}
