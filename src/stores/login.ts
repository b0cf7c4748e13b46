'use client'

import { create } from 'zustand'

/** Header/login module (spec §3): whether the login dialog is open. */
interface LoginStore {
  isShowLogin: boolean
  setShowLogin: (show: boolean) => void
}

export const useLoginStore = create<LoginStore>((set) => ({
  isShowLogin: false,
  setShowLogin: (isShowLogin) => set({ isShowLogin }),
}))
