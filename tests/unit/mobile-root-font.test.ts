import { describe, expect, it } from 'vitest'

import {
  removeMobileRootFont,
  ROOT_FONT_OPTIONS,
  ROOT_FONT_SCRIPT,
  setMobileRootFont,
} from '@/components/mobile/root-font'

/** Just enough of a Document for the root-font code: width, <head> and element lookup by id. */
function fakeDocument(width: number) {
  const nodes = new Map<string, { id: string; textContent: string; remove: () => void }>()
  const doc = {
    documentElement: { clientWidth: width },
    getElementById: (id: string) => nodes.get(id) ?? null,
    createElement: () => {
      const node = { id: '', textContent: '', remove: () => nodes.delete(node.id) }
      return node
    },
    head: {
      appendChild: (node: { id: string; textContent: string; remove: () => void }) =>
        nodes.set(node.id, node),
    },
  }
  const fontPx = () => {
    const css = nodes.get(ROOT_FONT_OPTIONS.styleId)?.textContent
    return css ? Number(/font-size:([\d.]+)px/.exec(css)?.[1]) : null
  }
  return {
    doc: doc as unknown as Document,
    fontPx,
    setWidth: (w: number) => (doc.documentElement.clientWidth = w),
    nodes,
  }
}

describe('mobile root font size', () => {
  it('is width / 375 × 16 px, capped at 32 px', () => {
    for (const [width, expected] of [
      [320, (320 / 375) * 16],
      [375, 16],
      [414, (414 / 375) * 16],
      [750, 32],
      [1000, 32],
    ]) {
      const { doc, fontPx } = fakeDocument(width)
      setMobileRootFont(doc, ROOT_FONT_OPTIONS)
      expect(fontPx()).toBeCloseTo(expected, 5)
    }
  })

  it('updates one <style> element on resize and removes it when leaving /mobile', () => {
    const { doc, fontPx, setWidth, nodes } = fakeDocument(375)
    setMobileRootFont(doc, ROOT_FONT_OPTIONS)
    setWidth(320)
    setMobileRootFont(doc, ROOT_FONT_OPTIONS)
    expect(nodes.size).toBe(1)
    expect(fontPx()).toBeCloseTo(13.6533, 3)
    removeMobileRootFont(doc)
    expect(nodes.size).toBe(0)
  })

  it('ships as a self-contained inline script that does the same', () => {
    const { doc, fontPx } = fakeDocument(414)
    new Function('document', ROOT_FONT_SCRIPT)(doc)
    expect(fontPx()).toBeCloseTo((414 / 375) * 16, 5)
  })
})
