'use client'

import { ChatBubblesIcon, MicroblogIcon } from '@/components/float/icons'
import { useReveal } from '@/components/float/use-reveal'

const icons = { wechat: ChatBubblesIcon, weibo: MicroblogIcon }

export interface FollowChannel {
  name: keyof typeof icons
  label: string
  caption: string
  qr: React.ReactNode
}

/** One channel button whose QR code opens above it on hover, keyboard focus, click or tap. */
function Channel({ channel }: { channel: FollowChannel }) {
  const { open, rootProps, triggerProps, panelProps } = useReveal()
  const Icon = icons[channel.name]
  return (
    <div {...rootProps} className="relative" data-follow={channel.name}>
      <button
        {...triggerProps}
        className="flex items-center gap-2 rounded-full border border-white/25 px-4 py-2 text-sm text-slate-200 transition-colors hover:border-white/60 hover:text-white aria-expanded:border-white aria-expanded:text-white"
      >
        <Icon />
        {channel.label}
      </button>
      <div
        {...panelProps}
        data-follow-panel={channel.name}
        className={`absolute bottom-full left-1/2 z-10 -translate-x-1/2 pb-3 transition-opacity duration-150 ${
          open ? 'visible opacity-100' : 'invisible opacity-0'
        }`}
      >
        <div className="rounded-xl bg-white p-3 text-center shadow-xl">
          {channel.qr}
          <p className="mt-1.5 whitespace-nowrap text-xs text-muted">{channel.caption}</p>
        </div>
      </div>
    </div>
  )
}

export function FollowUs({ channels }: { channels: FollowChannel[] }) {
  return (
    <div className="flex flex-wrap gap-3">
      {channels.map((channel) => (
        <Channel key={channel.name} channel={channel} />
      ))}
    </div>
  )
}
