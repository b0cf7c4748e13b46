import { ChatBubblesIcon, MicroblogIcon } from '@/components/float/icons'
import { QrCode } from '@/components/ui/QrCode'
import { weiboShareHref, withShareSource } from '@/lib/share'
import { shareQrSrc } from '@/server/qr'

import { CopyLinkButton } from './CopyLinkButton.client'

const button =
  'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm text-ink transition-colors hover:border-brand-500 hover:text-brand-600 [&::-webkit-details-marker]:hidden'

/**
 * Share links, each marking its channel in the URL: a WeChat QR code (in a native disclosure, no script),
 * Weibo's share page, and a copy-link button.
 */
export function ArticleShare({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="article-share-heading" className="flex flex-wrap items-center gap-3">
      <h2 id="article-share-heading" className="mr-1 text-sm font-medium text-muted">
        分享到
      </h2>
      <details className="group relative">
        <summary className={`${button} list-none group-open:border-brand-500 group-open:text-brand-600`}>
          <ChatBubblesIcon className="size-5" />
          微信
        </summary>
        <div className="absolute bottom-full left-1/2 z-20 mb-3 w-48 -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-3 text-center shadow-xl">
          <QrCode
            src={shareQrSrc(url)}
            label="本文链接的二维码，用微信扫一扫分享"
            size={160}
            className="mx-auto"
          />
          <p className="mt-2 text-xs text-muted">打开微信“扫一扫”，分享给朋友或朋友圈</p>
        </div>
      </details>
      <a
        href={weiboShareHref(url, title)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="分享到微博（在新窗口打开）"
        className={button}
      >
        <MicroblogIcon className="size-5" />
        微博
      </a>
      <CopyLinkButton url={withShareSource(url, 'link')} className={button} />
    </section>
  )
}
