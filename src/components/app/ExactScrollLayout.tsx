/**
 * Inlined in the head, before the body is parsed. Sections away from the first screen skip layout on the page a
 * document was loaded with (`data-navigated` off, globals.css), and the browser places them on estimated heights.
 * Wherever the browser has to land on an exact spot below them, the whole page is laid out first by setting the
 * same switch the router's navigations set:
 * - a reload or a back/forward load puts the visitor back where they were;
 * - a load with a fragment (`/tch-training#apply`) scrolls to its target;
 * - a link to a fragment of this page (a topic's side nav, a hero's 申请试用 → `#apply`) scrolls to its target.
 *   The listener runs in the capture phase, before the link's default action scrolls, and from the first parse,
 *   before the app has hydrated. Without it the target landed 160-184 px below its line.
 */
const source = `try{var d=document.documentElement,w=function(){d.setAttribute('data-navigated','')},n=performance.getEntriesByType('navigation')[0];if(n&&(n.type==='reload'||n.type==='back_forward')||location.hash.length>1)w();document.addEventListener('click',function(e){var a=e.target instanceof Element&&e.target.closest('a[href*="#"]');if(a&&a.hash&&a.href.split('#')[0]===location.href.split('#')[0])w()},true)}catch(e){}`

export function ExactScrollLayout() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />
}
