/**
 * Inlined in the head, before the body is parsed. A reload or a back/forward load puts the visitor back where
 * they were, which needs the real heights of the sections above that place: such a load lays the whole page out
 * (`data-navigated`, the switch in globals.css that the router's navigations also set), instead of skipping the
 * sections off screen on their estimated heights.
 */
const source = `try{var n=performance.getEntriesByType('navigation')[0];if(n&&(n.type==='reload'||n.type==='back_forward'))document.documentElement.setAttribute('data-navigated','')}catch(e){}`

export function RestoredLoadLayout() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />
}
