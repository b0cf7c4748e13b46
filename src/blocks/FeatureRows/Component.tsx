import { Icon } from '@/components/icons/Icon'
import { MediaImage } from '@/components/media/MediaImage'
import { CmsLink } from '@/components/page/ActionLinks'
import { Section } from '@/components/page/Section'
import type { FeatureRowsBlock } from '@/payload-types'

import type { BlockProps } from '../types'

/**
 * Picture and text side by side, the picture changing sides row by row on desktop; on a phone each row is
 * the picture, then its text.
 */
export function FeatureRowsComponent({ block, device, tone, id }: BlockProps<FeatureRowsBlock>) {
  const mobile = device === 'mobile'
  const onBrand = tone === 'brand'
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
      <ul className={mobile ? 'space-y-10' : 'space-y-14 lg:space-y-20'}>
        {(block.rows ?? []).map((row, index) => (
          <li
            key={row.id ?? row.title}
            className={mobile ? undefined : 'grid items-center gap-8 md:grid-cols-2 md:gap-10 lg:gap-16'}
          >
            <div
              className={`overflow-hidden rounded-2xl shadow-lg ring-1 ${onBrand ? 'bg-white/10 shadow-black/20 ring-white/20' : 'bg-white shadow-ink/5 ring-slate-200'} ${!mobile && index % 2 === 1 ? 'md:order-last' : ''}`}
            >
              <MediaImage
                media={row.image}
                sizes={
                  mobile
                    ? 'calc(100vw - 40px)'
                    : '(min-width: 1200px) 548px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 40px)'
                }
                className="aspect-[4/3] w-full object-cover"
              />
            </div>
            <div className={mobile ? 'mt-5' : undefined}>
              {row.eyebrow ? (
                <p
                  className={`font-semibold ${onBrand ? 'text-blue-100' : 'text-brand-700'} ${mobile ? 'text-[0.8125rem]' : 'text-sm'}`}
                >
                  {row.eyebrow}
                </p>
              ) : null}
              <h3
                className={`font-bold tracking-tight ${mobile ? 'text-lg leading-snug' : 'text-2xl leading-tight'} ${row.eyebrow ? 'mt-2' : ''}`}
              >
                {row.title}
              </h3>
              <p
                className={`leading-relaxed ${onBrand ? 'text-blue-50' : 'text-muted'} ${mobile ? 'mt-2.5 text-[0.9375rem]' : 'mt-4 text-base'}`}
              >
                {row.text}
              </p>
              {row.points?.length ? (
                <ul
                  className={`space-y-2 ${onBrand ? 'text-blue-50' : 'text-ink'} ${mobile ? 'mt-4 text-[0.875rem]' : 'mt-5 text-[0.9375rem]'}`}
                >
                  {row.points.map((point) => (
                    <li key={point.id ?? point.text} className="flex gap-2.5">
                      <span
                        className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ${onBrand ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-600'}`}
                      >
                        <Icon name="check" className="size-3.5" />
                      </span>
                      <span>{point.text}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {row.link?.href && row.link.label ? (
                <CmsLink
                  href={row.link.href}
                  device={device}
                  className={`inline-flex items-center gap-1 font-semibold ${mobile ? 'mt-4 min-h-11 text-[0.9375rem]' : 'mt-6 text-base'} ${onBrand ? 'text-white' : 'text-brand-700 hover:text-brand-600'}`}
                >
                  {row.link.label}
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
