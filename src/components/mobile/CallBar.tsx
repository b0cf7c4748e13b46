import { telHref } from '@/lib/tel'

import { PhoneIcon } from './icons'

/** The mobile home's contact bar: floats at the bottom of the screen and rests above the footer at the end. */
export function CallBar({ phone }: { phone: string }) {
  return (
    <div className="sticky bottom-0 z-30">
      <a
        href={telHref(phone)}
        className="flex h-(--mobile-float-bar) items-center justify-center gap-2 bg-brand-600 text-white shadow-[0_-2px_10px_rgb(15_31_61/0.15)] focus-visible:outline-white focus-visible:outline-offset-[-4px]!"
      >
        <PhoneIcon />
        <span className="font-semibold">联系我们</span>
        <span className="text-sm text-blue-50">{phone}</span>
      </a>
    </div>
  )
}
