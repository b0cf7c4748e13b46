/**
 * Completed Suspense boundaries written in place (scripts/lib/boundaries-in-place.mjs): the document as React's
 * HTML renderer writes a boundary that finished after the shell, and what the front sends instead.
 */
import { describe, expect, it } from 'vitest'

import { withBoundariesInPlace } from '../../scripts/lib/boundaries-in-place.mjs'

// React 19.2's scripts, as they come in a prerendered page (the definitions abridged; they hold `<` and `>`).
const RT = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>'
const DEFINITIONS =
  '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1]}a.length=0};\n' +
  '$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?(a.previousSibling.data="$~",' +
  '$RB.push(a,b),2===$RB.length&&setTimeout($RV.bind(null,$RB),2300>a&&2E3<a?2300-a:$RT+300-a)):b.parentNode.removeChild(b)};'
const FORM =
  '<form aria-labelledby="apply-heading"><div><div class="flex"><label for="n">称呼</label></div>' +
  '<input id="n" name="name"/></div><div><button type="submit">提交</button></div></form>'

function page({ instructions = `$RC("B:0","S:0")`, segment = FORM, between = '' } = {}) {
  return (
    '<!DOCTYPE html><html lang="zh-CN"><head><title>码上未来</title></head><body>' +
    RT +
    '<main><section id="apply"><h2 id="apply-heading">申请试用</h2>' +
    '<div data-lead-form=""><!--$?--><template id="B:0"></template><!--/$--></div></section>' +
    '<footer>页脚</footer></main>' +
    between +
    `<div hidden id="S:0">${segment}</div>` +
    `<script>${DEFINITIONS}${instructions}</script>` +
    '<script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,"0:{}\\n"])</script>' +
    '</body></html>'
  )
}

describe('a completed boundary written in place', () => {
  it('puts the content where its placeholder was, as a finished boundary, and drops React’s scripts', () => {
    const html = page()
    const sent = withBoundariesInPlace(html)
    expect(sent).toContain(`<div data-lead-form=""><!--$-->${FORM}<!--/$--></div></section>`)
    expect(sent).not.toContain('<template id="B:0">')
    expect(sent).not.toContain('id="S:0"')
    expect(sent).not.toContain('$RC')
    expect(sent).not.toContain('$RT')
    // The payload and everything else are as they were.
    expect(sent).toContain('<footer>页脚</footer></main><script>(self.__next_f=self.__next_f||[]).push([0])')
    expect(sent.length).toBeLessThan(html.length - DEFINITIONS.length)
  })

  it('handles a boundary inside another one, each moved in turn', () => {
    const inner = '<p>内层</p>'
    const html = page({
      segment: `<div class="outer"><!--$?--><template id="B:1"></template><!--/$--></div>`,
      between: '',
      instructions: `$RC("B:0","S:0")`,
    }).replace('</body>', `<div hidden id="S:1">${inner}</div><script>$RC("B:1","S:1")</script></body>`)
    const sent = withBoundariesInPlace(html)
    expect(sent).toContain(`<!--$--><div class="outer"><!--$-->${inner}<!--/$--></div><!--/$-->`)
    expect(sent).not.toMatch(/\$R[A-Z]/)
  })

  it('leaves a document it cannot read whole as React wrote it', () => {
    // A placeholder with fallback content.
    const fallback = page().replace(
      '<template id="B:0"></template>',
      '<template id="B:0"></template><p>加载中</p>',
    )
    expect(withBoundariesInPlace(fallback)).toBe(fallback)
    // Another instruction than a completed boundary (a client-rendered one, a segment).
    const other = page({ instructions: `$RC("B:0","S:0");$RX("B:2","","")` })
    expect(withBoundariesInPlace(other)).toBe(other)
    // A segment with no placeholder for it, or written before it.
    const orphan = page({ instructions: `$RC("B:5","S:0")` })
    expect(withBoundariesInPlace(orphan)).toBe(orphan)
    // A segment whose markup does not close.
    const open = page({ segment: '<div><p>未完' })
    expect(withBoundariesInPlace(open)).toBe(open)
    // A page without any.
    const plain = '<!DOCTYPE html><html><body><p>$RC is a name</p></body></html>'
    expect(withBoundariesInPlace(plain)).toBe(plain)
  })
})
