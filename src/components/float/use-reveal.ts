'use client'

import { useEffect, useId, useRef, useState } from 'react'

/**
 * Shows a small popover (phone number, QR code) on mouse hover, on keyboard focus, and toggles it on click or
 * tap, so nothing is reachable by hover alone. Escape and a tap elsewhere close it.
 */
export function useReveal() {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [pinned, setPinned] = useState(false)
  // Focus that comes from a click or tap is not keyboard focus: the click decides, or a tap could never close it.
  const pointerDown = useRef(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const open = hovered || focused || pinned

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setHovered(false)
      setFocused(false)
      setPinned(false)
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setPinned(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return {
    open,
    rootProps: {
      ref: rootRef,
      'data-open': open ? 'true' : 'false',
      onPointerEnter: (event: React.PointerEvent) => event.pointerType === 'mouse' && setHovered(true),
      onPointerLeave: (event: React.PointerEvent) => event.pointerType === 'mouse' && setHovered(false),
      onPointerDown: () => {
        pointerDown.current = true
      },
      onFocus: () => {
        if (!pointerDown.current) setFocused(true)
      },
      onBlur: (event: React.FocusEvent) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
        setFocused(false)
        setPinned(false)
      },
    },
    triggerProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => {
        pointerDown.current = false
        if (pinned) {
          setPinned(false)
          setFocused(false)
          setHovered(false)
        } else if (focused && !hovered) {
          // Opened by keyboard focus: Enter or Space closes it again.
          setFocused(false)
        } else {
          setPinned(true)
        }
      },
    },
    panelProps: { id: panelId },
  }
}
