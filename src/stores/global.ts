'use client'

import { create } from 'zustand'

/** Browser facts the shell reacts to (spec §3 global store). */
export interface BrowserState {
  online: boolean
  width: number
}

interface GlobalStore {
  /** Desktop device; recomputed on each route entry. */
  isPc: boolean
  /** The mobile fixed white top bar is shown. */
  showHead: boolean
  browserState: BrowserState
  newsLayout: boolean
  setIsPc: (isPc: boolean) => void
  setShowHead: (showHead: boolean) => void
  setBrowserState: (patch: Partial<BrowserState>) => void
  setNewsLayout: (newsLayout: boolean) => void
}

export const useGlobalStore = create<GlobalStore>((set) => ({
  isPc: true,
  showHead: false,
  browserState: { online: true, width: 0 },
  newsLayout: false,
  setIsPc: (isPc) => set({ isPc }),
  setShowHead: (showHead) => set({ showHead }),
  setBrowserState: (patch) => set((state) => ({ browserState: { ...state.browserState, ...patch } })),
  setNewsLayout: (newsLayout) => set({ newsLayout }),
}))
