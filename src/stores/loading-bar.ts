'use client'

import { create } from 'zustand'

/** Global loading bar (spec §4): pending during the throttle, loading while shown, then done or failed. */
export type LoadingBarStatus = 'idle' | 'pending' | 'loading' | 'done' | 'failed'

interface LoadingBarStore {
  status: LoadingBarStatus
  setStatus: (status: LoadingBarStatus) => void
}

export const useLoadingBarStore = create<LoadingBarStore>((set) => ({
  status: 'idle',
  setStatus: (status) => set({ status }),
}))

/** Marks the current navigation failed (the error page calls it). */
export function failLoadingBar() {
  useLoadingBarStore.getState().setStatus('failed')
}
