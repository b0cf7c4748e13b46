'use client'

import { create } from 'zustand'

import type { NavigationFailure } from '@/lib/navigation'

/** Global loading bar (spec §4): pending during the throttle, loading while shown, then done or failed. */
export type LoadingBarStatus = 'idle' | 'pending' | 'loading' | 'done' | 'failed'

interface LoadingBarStore {
  status: LoadingBarStatus
  /** The page request that failed, while its error page is shown. */
  failure: NavigationFailure | null
  setStatus: (status: LoadingBarStatus) => void
}

export const useLoadingBarStore = create<LoadingBarStore>((set) => ({
  status: 'idle',
  failure: null,
  setStatus: (status) => set({ status }),
}))

/** Marks the current navigation failed (the error page calls it). */
export function failLoadingBar() {
  useLoadingBarStore.getState().setStatus('failed')
}

/** A page request failed: the bar turns red and the error page replaces the route (spec §4). */
export function failNavigation(failure: NavigationFailure) {
  useLoadingBarStore.setState({ status: 'failed', failure })
}
