'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import dynamic from 'next/dynamic'
import { useState } from 'react'

import { clearReadableCookies, logoutRequest } from '@/lib/session'
import { useLoginStore } from '@/stores/login'
import { useUserStore } from '@/stores/user'

import type { LoginLinks } from './LoginDialog.client'

// The dialog's code (form library, validators) is fetched on the first click only.
const LoginDialog = dynamic(() => import('./LoginDialog.client'), { ssr: false })

/** 登录 for visitors; for a signed-in teacher the avatar with 设置 and 退出. */
export function LoginWidget({ links, settingsUrl }: { links: LoginLinks; settingsUrl: string }) {
  const profile = useUserStore((state) => state.profile)
  const open = useLoginStore((state) => state.isShowLogin)
  const setShowLogin = useLoginStore((state) => state.setShowLogin)
  // Once opened, the dialog stays mounted so closing can animate and reopening is instant.
  const [dialogWanted, setDialogWanted] = useState(false)
  if (open && !dialogWanted) setDialogWanted(true)

  if (profile) {
    return (
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 hover:bg-white/10"
          aria-label={`${profile.nickname}，账号菜单`}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- portrait comes from the API, any host */}
          <img
            src={profile.portraitUrl}
            alt=""
            width={32}
            height={32}
            className="size-8 rounded-full bg-white object-cover"
          />
          <span className="text-sm">{profile.nickname}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-32 rounded-xl bg-white p-1 text-sm text-ink shadow-xl ring-1 ring-slate-200"
          >
            <DropdownMenu.Item
              asChild
              className="block rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-brand-50"
            >
              <a href={settingsUrl} target="_blank" rel="noopener">
                设置
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className="cursor-pointer rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-brand-50"
              onSelect={() => void logout()}
            >
              退出
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    )
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setShowLogin(true)}
        className="rounded-full border border-current px-5 py-1.5 text-sm font-medium hover:bg-white/10 group-data-[solid=true]/header:border-brand-600 group-data-[solid=true]/header:bg-brand-600 group-data-[solid=true]/header:text-white"
      >
        登录
      </button>
      {dialogWanted ? <LoginDialog links={links} /> : null}
    </>
  )
}

/** Logout (spec §4): the server clears the HttpOnly cookies, we clear the rest and the store, then a hard redirect. */
async function logout() {
  try {
    await logoutRequest()
  } catch {
    // Leaving is still right when the call fails: the local session is cleared below.
  }
  clearReadableCookies()
  useUserStore.getState().setProfile(null)
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- spec §4: a hard redirect drops all client state
  window.location.assign('/tch-training')
}
