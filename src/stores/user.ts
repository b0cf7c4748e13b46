'use client'

import { create } from 'zustand'

/** The signed-in teacher's profile as the site shows it (spec §3 user module). */
export interface UserProfile {
  id: number | string
  nickname: string
  portraitUrl: string
}

interface UserStore {
  profile: UserProfile | null
  setProfile: (profile: UserProfile | null) => void
}

export const useUserStore = create<UserStore>((set) => ({
  profile: null,
  setProfile: (profile) => set({ profile }),
}))
