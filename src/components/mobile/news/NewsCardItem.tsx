import { Img } from '@/components/media/Img'
import { Link } from '@/components/ui/Link'

import { formatDate } from '@/lib/format-date'
import type { NewsCard } from '@/server/news'

import { mobileArticlePath } from './paths'

/** One article in a mobile list: title, type and date beside a small cover; the whole card is the link. */
export function NewsCardItem({ card }: { card: NewsCard }) {
  return (
    <article data-reveal="">
      <Link
        href={mobileArticlePath(card.id)}
        className="flex gap-3 rounded-xl bg-white p-3 shadow-[0_1px_8px_rgb(15_31_61/0.08)] focus-visible:outline-offset-[-2px] active:bg-surface"
      >
        <div className="flex min-w-0 flex-1 flex-col justify-between gap-2">
          <h2 className="line-clamp-2 text-[0.9375rem] leading-snug font-semibold text-ink">{card.title}</h2>
          <p className="flex items-center gap-2 text-xs text-muted">
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">{card.typeLabel}</span>
            <time dateTime={card.publishedAt}>{formatDate(card.publishedAt)}</time>
          </p>
        </div>
        {card.cover ? (
          <Img
            src={card.cover.url}
            alt=""
            width={card.cover.width}
            height={card.cover.height}
            sizes="(min-width: 768px) 224px, 30vw"
            className="aspect-[7/5] w-28 shrink-0 rounded-lg bg-surface object-cover"
          />
        ) : null}
      </Link>
    </article>
  )
}
