'use client'

import dynamic from 'next/dynamic'
import { useState, useSyncExternalStore } from 'react'

import { FLOAT_AFFIX_THRESHOLD_PX } from '@/lib/constants'
import { loadWhenOnline } from '@/lib/load-when-online'
import { telHref } from '@/lib/tel'

import { subscribeToScroll } from '../hooks/use-scrolled-past'

import { openCustomerService } from './customer-service'
import { ArrowUpIcon, ChatBubblesIcon, PhoneIcon, ServiceIcon } from './icons'
import { useReveal } from './use-reveal'

// The form, its validation and the dialog are fetched on the first click, not with the page.
const MessagePanel = dynamic(() => loadWhenOnline(() => import('./MessagePanel.client')), { ssr: false })
const preloadMessagePanel = () => void import('./MessagePanel.client')

const isAffixed = () => window.scrollY <= FLOAT_AFFIX_THRESHOLD_PX

function itemClass(affixed: boolean) {
  return affixed
    ? 'flex w-[76px] flex-col items-center gap-1 px-1 py-3 text-xs text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 aria-expanded:bg-brand-50 aria-expanded:text-brand-700'
    : 'flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-600/30 transition-colors hover:bg-brand-700 aria-expanded:bg-brand-700'
}

function Label({ affixed, children }: { affixed: boolean; children: React.ReactNode }) {
  return <span className={affixed ? 'leading-none' : 'sr-only'}>{children}</span>
}

/** An item whose popover (number, QR code) opens to the left on hover, focus, click or tap. */
function RevealItem({
  affixed,
  icon,
  label,
  name,
  children,
}: {
  affixed: boolean
  icon: React.ReactNode
  label: string
  name: string
  children: React.ReactNode
}) {
  const { open, rootProps, triggerProps, panelProps } = useReveal()
  return (
    <div {...rootProps} className="relative" data-float-item={name}>
      <button {...triggerProps} className={itemClass(affixed)}>
        {icon}
        <Label affixed={affixed}>{label}</Label>
      </button>
      <div
        {...panelProps}
        data-float-panel={name}
        className={`absolute right-full top-1/2 -translate-y-1/2 pr-3 transition-opacity duration-150 ${
          open ? 'visible opacity-100' : 'invisible opacity-0'
        }`}
      >
        <div className="relative rounded-xl bg-white p-4 text-center shadow-xl ring-1 ring-slate-200">
          {children}
          <span
            aria-hidden="true"
            className="absolute -right-1.5 top-1/2 size-3 -translate-y-1/2 rotate-45 bg-white ring-1 ring-slate-200 [clip-path:polygon(0_0,100%_0,100%_100%)]"
          />
        </div>
      </div>
    </div>
  )
}

/**
 * Desktop float window at the right edge: phone consult, online customer service, WeChat QR code and, once the
 * page has scrolled past the affix threshold, back to top. Near the top of the page it is a labelled card;
 * further down it shrinks to a rail of round buttons near the bottom.
 */
export function FloatWindowClient({
  phone,
  customerServiceId,
  wechatQr,
}: {
  phone: string
  customerServiceId: string
  wechatQr: React.ReactNode
}) {
  const affixed = useSyncExternalStore(subscribeToScroll, isAffixed, () => true)
  const [panelLoaded, setPanelLoaded] = useState(false)
  const [panelOpen, setPanelOpen] = useState(false)
  const [connecting, setConnecting] = useState(false)

  const openMessagePanel = () => {
    setPanelLoaded(true)
    setPanelOpen(true)
  }

  const onCustomerService = async () => {
    if (!customerServiceId) return openMessagePanel()
    setConnecting(true)
    try {
      await openCustomerService(customerServiceId)
    } catch (error) {
      // The vendor is unreachable: the visitor can still leave a message here.
      console.warn(error)
      openMessagePanel()
    } finally {
      setConnecting(false)
    }
  }

  const backToTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
  }

  return (
    <aside
      aria-label="咨询与服务"
      data-testid="float-window"
      data-affixed={affixed ? 'true' : 'false'}
      className={`fixed z-30 print:hidden ${
        affixed
          ? 'right-4 top-1/2 -translate-y-1/2 overflow-visible rounded-2xl bg-white shadow-xl shadow-ink/10 ring-1 ring-slate-200'
          : 'bottom-8 right-6'
      }`}
    >
      <ul
        className={
          affixed
            ? 'flex flex-col divide-y divide-slate-100 [&>li:first-child_button]:rounded-t-2xl [&>li:last-child_button]:rounded-b-2xl'
            : 'flex flex-col gap-3'
        }
      >
        <li>
          <RevealItem
            affixed={affixed}
            name="phone"
            label="电话咨询"
            icon={<PhoneIcon className="text-current" />}
          >
            <p className="text-xs text-muted">咨询电话</p>
            <a
              href={telHref(phone)}
              className="mt-1 block whitespace-nowrap text-lg font-bold tracking-wide text-brand-700 hover:underline"
              data-testid="float-phone-number"
            >
              {phone}
            </a>
          </RevealItem>
        </li>
        <li>
          <button
            type="button"
            className={itemClass(affixed)}
            onClick={onCustomerService}
            onPointerEnter={preloadMessagePanel}
            onFocus={preloadMessagePanel}
            aria-haspopup="dialog"
            aria-busy={connecting || undefined}
            data-float-item="service"
          >
            <ServiceIcon />
            <Label affixed={affixed}>在线客服</Label>
          </button>
        </li>
        <li>
          <RevealItem affixed={affixed} name="wechat" label="微信咨询" icon={<ChatBubblesIcon />}>
            {wechatQr}
            <p className="mt-2 whitespace-nowrap text-xs text-muted">扫码关注微信公众号</p>
          </RevealItem>
        </li>
        {affixed ? null : (
          <li>
            <button type="button" className={itemClass(false)} onClick={backToTop} data-float-item="top">
              <ArrowUpIcon />
              <span className="sr-only">返回顶部</span>
            </button>
          </li>
        )}
      </ul>
      {panelLoaded ? <MessagePanel open={panelOpen} onOpenChange={setPanelOpen} /> : null}
    </aside>
  )
}
