/**
 * The third-party customer-service chat, used when site-settings has an enterprise id. Its script is loaded on
 * the first open only, so visitors who never ask pay nothing for it.
 *
 * To switch vendor, change these two entries: `scriptUrl` is the widget's loader, with `{id}` replaced by the
 * URL-encoded enterprise id from site-settings; `open` shows the chat window once the script has run (vendors
 * usually expose a global for it). The script's origin must also be allowed by the site's Content-Security-Policy.
 */
export const customerServiceVendor = {
  scriptUrl: 'https://kefu.example.com/widget.js?entId={id}',
  open(win: Window) {
    const widget = (win as unknown as { KefuWidget?: { open?: () => void } }).KefuWidget
    widget?.open?.()
  },
}

type Vendor = typeof customerServiceVendor
type Env = { document: Document; window: Window }

const loads = new Map<string, Promise<void>>()

function loadScript(src: string, { document }: Env): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.customerService = 'true'
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      reject(new Error(`customer-service script failed to load: ${src}`))
    }
    document.head.appendChild(script)
  })
}

/** Loads the vendor script once per enterprise id (again only after a failure), then opens the chat. */
export async function openCustomerService(
  enterpriseId: string,
  vendor: Vendor = customerServiceVendor,
  env: Env = { document, window },
): Promise<void> {
  const src = vendor.scriptUrl.replace('{id}', encodeURIComponent(enterpriseId))
  let load = loads.get(src)
  if (!load) {
    load = loadScript(src, env)
    loads.set(src, load)
    load.catch(() => loads.delete(src))
  }
  await load
  vendor.open(env.window)
}
