import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { analyticsVendor } from '@/components/app/analytics-tag'
import { customerServiceVendor } from '@/components/float/customer-service'

import { documentPolicy, inlineScripts, SCRIPT_ORIGINS, scriptHashes } from '../../scripts/lib/csp.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('document Content-Security-Policy', () => {
  const html = [
    '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
    '<script>self.__next_f=self.__next_f||[]</script>',
    '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
    '<script id="x">document.documentElement.style.fontSize="50px"</script>',
    '<SCRIPT type="module">import("/m.js")</SCRIPT >',
    '<script>self.__next_f.push([1,"中文 \\u003c"])</script>',
    '<script>self.__next_f=self.__next_f||[]</script>',
    '</head></html>',
  ].join('')

  it('hashes exactly the inline scripts a browser runs (not src scripts, not JSON-LD data), once each', () => {
    expect(inlineScripts(html)).toHaveLength(5)
    expect(scriptHashes(html)).toEqual([
      sha('self.__next_f=self.__next_f||[]'),
      sha('document.documentElement.style.fontSize="50px"'),
      sha('import("/m.js")'),
      sha('self.__next_f.push([1,"中文 \\u003c"])'),
    ])
  })

  it('allows this origin, the hashed scripts and the chat vendor; no unsafe-inline, no inline handlers', () => {
    const policy = documentPolicy(html)
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!
    expect(scriptSrc.split(' ')).toEqual(['script-src', "'self'", ...scriptHashes(html), ...SCRIPT_ORIGINS])
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policy).toContain("script-src-attr 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
  })

  it("allows the customer-service vendor's script origin", () => {
    expect(SCRIPT_ORIGINS).toContain(new URL(customerServiceVendor.scriptUrl).origin)
  })

  it("allows the statistics tag's script origin", () => {
    expect(SCRIPT_ORIGINS).toContain(new URL(analyticsVendor.scriptUrl).origin)
  })
})
