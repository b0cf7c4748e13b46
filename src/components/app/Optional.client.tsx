'use client'

import { Component, type ReactNode } from 'react'

/**
 * Around a part that loads after the page (next/dynamic): if its code cannot be fetched, the part is left out
 * instead of its error reaching the page's error boundary, which would replace the whole page. (Offline, parts
 * loaded through `loadWhenOnline` wait for the connection instead; this catches what fails while online.)
 */
export class Optional extends Component<
  { name: string; fallback?: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.warn(`[${this.props.name}] left out:`, error)
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children
  }
}
