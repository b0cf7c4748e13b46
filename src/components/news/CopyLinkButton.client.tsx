'use client'

import { useEffect, useRef, useState } from 'react'

type CopyState = 'idle' | 'copied' | 'refused'

const messages: Record<CopyState, string> = {
  idle: '',
  copied: '链接已复制',
  refused: '浏览器未允许自动复制，请手动复制下面的链接',
}

/** Copies the article's link (marked share=link); where the clipboard is refused, shows it selected instead. */
export function CopyLinkButton({ url, className }: { url: string; className?: string }) {
  const [state, setState] = useState<CopyState>('idle')
  const fieldRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (state === 'refused') fieldRef.current?.select()
    if (state !== 'copied') return
    const timer = setTimeout(() => setState('idle'), 4000)
    return () => clearTimeout(timer)
  }, [state])

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable')
      await navigator.clipboard.writeText(url)
      setState('copied')
    } catch {
      setState('refused')
    }
  }

  return (
    <div className="relative">
      <button type="button" onClick={copy} className={className} data-early-tap="">
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
          <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </svg>
        复制链接
      </button>
      <p role="status" aria-live="polite" className="copy-link-status">
        {messages[state]}
      </p>
      {state === 'refused' ? (
        <input
          ref={fieldRef}
          readOnly
          value={url}
          aria-label="文章链接"
          onFocus={(event) => event.currentTarget.select()}
          className="copy-link-fallback"
        />
      ) : null}
    </div>
  )
}
