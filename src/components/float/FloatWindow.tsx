import { QrCode } from '@/components/ui/QrCode'
import { channelQrSrc } from '@/server/qr'
import type { SiteSettings } from '@/server/settings'

import { LazyFloatWindow } from './lazy.client'

/** The float window of the desktop layouts; the QR code's image is addressed here on the server and handed down. */
export function FloatWindow({ settings }: { settings: SiteSettings }) {
  return (
    <LazyFloatWindow
      phone={settings.phone}
      customerServiceId={settings.customerServiceId.trim()}
      wechatQr={
        <QrCode src={channelQrSrc('wechat', settings.wechatQrUrl)} label="微信公众号二维码" size={120} />
      }
    />
  )
}
