import { BlockList, isIP } from 'node:net'

/** Loopback only: a reverse proxy on the same machine (nginx in the deploy recipe). */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8,::1'

/** `::ffff:192.0.2.1` (an IPv4 client on an IPv6 socket) is the IPv4 address. */
function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return mapped ? mapped[1] : trimmed
}

/**
 * Parses TRUSTED_PROXIES: comma-separated addresses or CIDR ranges, IPv4 or IPv6. Throws on an entry that is
 * neither, so a typo in production fails the start instead of trusting nothing (or everything).
 */
export function parseTrustedProxies(spec: string): BlockList {
  const list = new BlockList()
  for (const raw of spec.split(',')) {
    const entry = raw.trim()
    if (!entry) continue
    const [address, prefix] = entry.split('/')
    const type = isIP(address)
    if (!type) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`)
    const family = type === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(address, family)
    else {
      const bits = Number(prefix)
      if (!/^\d+$/.test(prefix) || bits > (type === 4 ? 32 : 128))
        throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`)
      list.addSubnet(address, bits, family)
    }
  }
  return list
}

let configured: BlockList | undefined

function trustedFromEnv(): BlockList {
  configured ??= parseTrustedProxies(process.env.TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES)
  return configured
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const type = isIP(address)
  return type !== 0 && trusted.check(address, type === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The client's address for rate limits and logs. The server (scripts/start.mjs) appends the peer address of
 * each connection to X-Forwarded-For, as nginx's `$proxy_add_x_forwarded_for` does, so the header's entries
 * are, from the right, hops that each trusted proxy vouches for. The client is the right-most entry that is
 * not a trusted proxy: everything left of it was written by the client and can be anything.
 */
export function clientIp(headers: Headers, trusted: BlockList = trustedFromEnv()): string {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map(normalise).filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isTrusted(hops[i], trusted)) return hops[i].slice(0, 64)
  }
  // Every hop is a trusted proxy (a request made on the server itself): the left-most one is the origin.
  return hops[0]?.slice(0, 64) || 'unknown'
}
