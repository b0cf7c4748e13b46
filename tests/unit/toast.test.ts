import { describe, expect, it } from 'vitest'

import { hasQueuedToasts, onToastQueued, takeQueuedToasts, toast } from '@/lib/toast'

describe('toast queue', () => {
  it('keeps toasts in order until taken, and tells its listeners of each', () => {
    const heard: number[] = []
    const stop = onToastQueued(() => heard.push(heard.length))
    toast.error('登录已失效，请重新登录')
    toast.success('登录成功')
    expect(heard).toEqual([0, 1])
    expect(hasQueuedToasts()).toBe(true)
    expect(takeQueuedToasts()).toEqual([
      { kind: 'error', message: '登录已失效，请重新登录' },
      { kind: 'success', message: '登录成功' },
    ])
    expect(hasQueuedToasts()).toBe(false)
    stop()
    toast.error('System Error')
    expect(heard).toEqual([0, 1])
    expect(takeQueuedToasts()).toEqual([{ kind: 'error', message: 'System Error' }])
  })
})
