import { Link } from '@/components/ui/Link'

import { formatDateTime } from '@/lib/format-date'
import type { PreviewArticle } from '@/server/news'

/** Tells staff whether the public sees the article they preview, and if not, why (draft) or when (scheduled). */
export function PreviewNotice({ article, now = new Date() }: { article: PreviewArticle; now?: Date }) {
  const scheduled = article.status === 'published' && new Date(article.publishedAt) > now
  const hidden = article.status === 'draft' || scheduled
  return (
    <div
      role="note"
      data-staff-preview
      className={`mb-6 rounded-xl border px-5 py-4 text-sm leading-relaxed ${
        hidden
          ? 'border-amber-300 bg-amber-50 text-amber-900'
          : 'border-emerald-300 bg-emerald-50 text-emerald-900'
      }`}
    >
      {article.status === 'draft' ? (
        <p>预览：本文状态为草稿，尚未对外显示。</p>
      ) : scheduled ? (
        <p>预览：本文定时发布于 {formatDateTime(article.publishedAt)}，尚未对外显示。</p>
      ) : (
        <p>
          预览：本文已发布并对外显示。
          <Link href={article.path} className="ml-1 font-medium underline underline-offset-4">
            查看正式页面
          </Link>
        </p>
      )}
    </div>
  )
}
