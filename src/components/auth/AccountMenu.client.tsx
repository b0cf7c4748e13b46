'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'

import { clearReadableCookies, logoutRequest } from '@/lib/session'
import { useUserStore, type UserProfile } from '@/stores/user'

/** The signed-in teacher's avatar with 设置 (school settings page) and 退出. */
export default function AccountMenu({ profile, settingsUrl }: { profile: UserProfile; settingsUrl: string }) {
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
