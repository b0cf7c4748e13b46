import { Icon } from '@/components/icons/Icon'
import { isIconName } from '@/components/icons/names'
import { MediaImage } from '@/components/media/MediaImage'
import { CmsLink } from '@/components/page/ActionLinks'
import { Section } from '@/components/page/Section'
import type { CardGridBlock } from '@/payload-types'

import type { BlockProps } from '../types'
import { gridColumns } from './columns'

const desktopGrid = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const

/** Cards in a grid: icon, picture or number, title, badge, text, points and a link. Two columns on a phone when short. */
export function CardGridComponent({ block, device, tone, id }: BlockProps<CardGridBlock>) {
  const mobile = device === 'mobile'
  const cards = block.cards ?? []
  const columns = gridColumns(cards.length, block.columns)
  const compactPhone =
    mobile &&
    block.cardStyle === 'icon' &&
    cards.every((card) => !card.points?.length && Array.from(card.text).length <= 40)
  const onBrand = tone === 'brand'
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
      <ul
        className={`grid ${mobile ? (compactPhone ? 'grid-cols-2 gap-3' : 'gap-4') : `gap-6 ${desktopGrid[columns]}`}`}
      >
        {cards.map((card, index) => (
          <li
            key={card.id ?? card.title}
            className={`flex flex-col overflow-hidden rounded-2xl ${onBrand ? 'panel-on-brand' : 'panel'} ${block.cardStyle === 'image' ? '' : mobile ? 'p-4' : 'p-6'}`}
          >
            {block.cardStyle === 'image' && card.image ? (
              <MediaImage
                media={card.image}
                alt=""
                sizes={
                  mobile ? 'calc(100vw - 40px)' : `(min-width: 1200px) ${Math.round(1160 / columns)}px, 50vw`
                }
                className="aspect-[4/3] w-full object-cover"
              />
            ) : null}
            <div
              className={`flex flex-1 flex-col ${block.cardStyle === 'image' ? (mobile ? 'p-4' : 'p-6') : ''}`}
            >
              {block.cardStyle === 'numbered' ? (
                <span
                  aria-hidden="true"
                  className={`grid size-10 place-items-center rounded-full text-base font-bold ${onBrand ? 'bg-white text-brand-700' : 'bg-brand-600 text-white'}`}
                >
                  {index + 1}
                </span>
              ) : block.cardStyle === 'icon' && isIconName(card.icon) ? (
                <span
                  className={`grid place-items-center rounded-xl ${mobile ? 'size-10' : 'size-12'} ${onBrand ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-600'}`}
                >
                  <Icon name={card.icon} className={mobile ? 'size-5' : 'size-6'} />
                </span>
              ) : null}
              <h3
                className={`font-semibold ${mobile ? 'text-base' : 'text-lg'} ${block.cardStyle === 'image' ? '' : mobile ? 'mt-3' : 'mt-4'}`}
              >
                {card.title}
              </h3>
              {card.badge ? (
                <p
                  className={`mt-2 w-fit rounded-full px-2.5 py-0.5 text-xs font-medium ${onBrand ? 'bg-white/15 text-white' : 'bg-accent/10 text-[#9a4a00]'}`}
                >
                  {card.badge}
                </p>
              ) : null}
              <p
                className={`mt-2 leading-relaxed ${onBrand ? 'text-blue-50' : 'text-muted'} ${mobile ? 'text-[0.875rem]' : 'text-[0.9375rem]'}`}
              >
                {card.text}
              </p>
              {card.points?.length ? (
                <ul className={`mt-3 space-y-1.5 text-sm ${onBrand ? 'text-blue-50' : 'text-ink'}`}>
                  {card.points.map((point) => (
                    <li key={point.id ?? point.text} className="flex gap-2">
                      <Icon
                        name="check"
                        className={`mt-0.5 size-4 shrink-0 ${onBrand ? 'text-white' : 'text-brand-600'}`}
                      />
                      <span>{point.text}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {card.link?.href && card.link.label ? (
                <CmsLink
                  href={card.link.href}
                  device={device}
                  className={`card-link ${onBrand ? 'text-white' : 'text-brand-700 hover:text-brand-600'}`}
                >
                  {card.link.label}
                  <span aria-hidden="true">→</span>
                </CmsLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
