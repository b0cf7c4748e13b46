import { describe, expect, it, vi } from 'vitest'

import { openCustomerService } from '@/components/float/customer-service'

/** Just enough of a document to watch script tags being added. */
function fakeEnv() {
  const scripts: {
    src: string
    async: boolean
    dataset: Record<string, string>
    onload?: () => void
    onerror?: () => void
    remove: () => void
  }[] = []
  const document = {
    createElement: () => {
      const script = {
        src: '',
        async: false,
        dataset: {},
        remove: () => scripts.splice(scripts.indexOf(script), 1),
      }
      return script
    },
    head: { appendChild: (script: (typeof scripts)[number]) => scripts.push(script) },
  }
  return { scripts, env: { document: document as unknown as Document, window: {} as Window } }
}

describe('third-party customer service', () => {
  it('loads the script on the first open only, then opens the chat every time', async () => {
    const { scripts, env } = fakeEnv()
    const vendor = { scriptUrl: 'https://chat.test/w.js?ent={id}', open: vi.fn() }
    const first = openCustomerService('ent 1/2', vendor, env)
    expect(scripts).toHaveLength(1)
    expect(scripts[0].src).toBe('https://chat.test/w.js?ent=ent%201%2F2')
    expect(vendor.open).not.toHaveBeenCalled()
    scripts[0].onload!()
    await first
    expect(vendor.open).toHaveBeenCalledTimes(1)
    await openCustomerService('ent 1/2', vendor, env)
    expect(scripts).toHaveLength(1)
    expect(vendor.open).toHaveBeenCalledTimes(2)
  })

  it('rejects when the script fails and tries again on the next open', async () => {
    const { scripts, env } = fakeEnv()
    const vendor = { scriptUrl: 'https://chat.test/w.js?ent={id}', open: vi.fn() }
    const first = openCustomerService('ent-2', vendor, env)
    scripts[0].onerror!()
    await expect(first).rejects.toThrow(/failed to load/)
    expect(scripts).toHaveLength(0)
    const second = openCustomerService('ent-2', vendor, env)
    expect(scripts).toHaveLength(1)
    scripts[0].onload!()
    await second
    expect(vendor.open).toHaveBeenCalledTimes(1)
  })
})
