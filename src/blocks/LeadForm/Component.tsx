import { Icon } from '@/components/icons/Icon'
import { LazyLeadForm } from '@/components/leads/LazyLeadForm.client'
import { ServerMarkup } from '@/components/page/ServerMarkup.client'
import { isLeadKind } from '@/lib/lead-kinds'
import { telHref } from '@/lib/tel'
import type { LeadFormBlock } from '@/payload-types'
import { getSiteSettings } from '@/server/settings'

import type { BlockProps } from '../types'

/**
 * A lead form whose fields follow its kind: beside it (below it on a phone) the heading, the lead and what
 * happens after sending. The form is the only client part: a browser without JavaScript is told how else to
 * reach us (the site settings' phone and e-mail) where the form would be.
 */
export async function LeadFormComponent({ block, device, tone, id, route }: BlockProps<LeadFormBlock>) {
  const { phone, email } = await getSiteSettings()
  const mobile = device === 'mobile'
  const onBrand = tone === 'brand'
  const headingId = `${id}-heading`
  const points = block.points ?? []
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-block-section=""
      className={`${onBrand ? 'bg-brand-700 text-white' : tone === 'tint' ? 'bg-surface text-ink' : 'bg-white text-ink'} ${mobile ? 'scroll-mt-(--mobile-top-bar)' : 'scroll-mt-24'}`}
    >
      <div
        className={
          mobile
            ? 'px-5 py-9'
            : 'container-content grid gap-10 py-14 md:py-20 lg:grid-cols-[5fr_6fr] lg:items-start lg:gap-16'
        }
      >
        {/* The text beside the form and the note for browsers without JavaScript are static (ServerMarkup): the
            block itself holds a client component, so they are marked on their own. */}
        <ServerMarkup memo={`${device}:${route}:${id}:text`}>
          <h2
            id={headingId}
            className={`font-bold tracking-tight ${mobile ? 'text-[1.375rem] leading-snug' : 'text-3xl leading-tight md:text-[2.125rem]'}`}
          >
            {block.heading}
          </h2>
          {block.intro ? (
            <p
              className={`leading-relaxed ${onBrand ? 'text-blue-100' : 'text-muted'} ${mobile ? 'mt-2.5 text-[0.9375rem]' : 'mt-4 text-lg'}`}
            >
              {block.intro}
            </p>
          ) : null}
          {points.length ? (
            <ul className={`space-y-3 ${mobile ? 'mt-5 text-[0.9375rem]' : 'mt-8 text-base'}`}>
              {points.map((point) => (
                <li key={point.id ?? point.text} className="flex gap-3">
                  <span
                    className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full ${onBrand ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-600'}`}
                  >
                    <Icon name="check" className="size-4" />
                  </span>
                  <span className={onBrand ? 'text-blue-50' : 'text-ink'}>{point.text}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </ServerMarkup>
        <div
          className={`rounded-2xl bg-white text-ink ${onBrand ? 'shadow-xl shadow-ink/20' : 'shadow-sm ring-1 ring-slate-200'} ${mobile ? 'mt-6 p-5' : 'p-6 sm:p-8'}`}
        >
          <ServerMarkup memo={`${device}:${route}:${id}:noscript`} className="contents">
            <noscript>
              {/* The form's markup is in the page (written in place, scripts/lib/boundaries-in-place.mjs); without
                  its script it cannot be sent, so it is not shown. */}
              <style>{'[data-lead-form=""]{display:none}'}</style>
              <p data-lead-form-noscript="" className="text-[0.9375rem] leading-relaxed text-ink">
                您的浏览器没有开启 JavaScript，无法显示和提交表单。可以拨打{' '}
                <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-brand-700 underline">
                  {phone}
                </a>{' '}
                或发邮件至{' '}
                <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
                  {email}
                </a>
                ，我们会尽快与您联系。
              </p>
            </noscript>
          </ServerMarkup>
          <LazyLeadForm
            idPrefix={`${id}-lead`}
            kind={isLeadKind(block.kind) ? block.kind : 'consult'}
            submitLabel={block.submitLabel}
            layout={mobile ? 'stacked' : 'columns'}
            labelledBy={headingId}
          />
        </div>
      </div>
    </section>
  )
}
