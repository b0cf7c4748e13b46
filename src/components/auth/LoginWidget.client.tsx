'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { loadWhenOnline } from '@/lib/load-when-online'
import { useLoginStore } from '@/stores/login'
import { useUserStore } from '@/stores/user'

import type { LoginLinks } from './LoginDialog.client'

// The dialog's code (form library, validators) is fetched on the first click only, the account menu's
// (dropdown, logout) only for a signed-in teacher.
const LoginDialog = dynamic(() => loadWhenOnline(() => import('./LoginDialog.client')), { ssr: false })
const AccountMenu = dynamic(() => loadWhenOnline(() => import('./AccountMenu.client')), { ssr: false })

/** 登录 for visitors; for a signed-in teacher the avatar with 设置 and 退出. */
export function LoginWidget({ links, settingsUrl }: { links: LoginLinks; settingsUrl: string }) {
  const profile = useUserStore((state) => state.profile)
  const open = useLoginStore((state) => state.isShowLogin)
  const setShowLogin = useLoginStore((state) => state.setShowLogin)
  // Once opened, the dialog stays mounted so closing can animate and reopening is instant.
  const [dialogWanted, setDialogWanted] = useState(false)
  if (open && !dialogWanted) setDialogWanted(true)

  if (profile) return <AccountMenu profile={profile} settingsUrl={settingsUrl} />
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        // Tapped before the page has hydrated, it opens once it has (early-input.ts).
        data-early-tap=""
        onClick={() => setShowLogin(true)}
        className="rounded-full border border-current px-5 py-1.5 text-sm font-medium hover:bg-white/10 group-data-[solid=true]/header:border-brand-600 group-data-[solid=true]/header:bg-brand-600 group-data-[solid=true]/header:text-white"
      >
        登录
      </button>
      {dialogWanted ? <LoginDialog links={links} /> : null}
    </>
  )
}
