import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isMobileUserAgent } from '@/lib/device'

import { DESKTOP_UA, IPHONE_UA } from '../../scripts/lib/chromium.mjs'
import { ensureNginx, freePort, NGINX_TEMPLATE, sleep } from '../../scripts/lib/cluster.mjs'
import { preferredEncoding } from '../../scripts/lib/front.mjs'

/**
 * deploy/nginx.conf keys cached pages by a device class it computes itself (`map $http_user_agent $device`); the
 * app redirects and renders by src/lib/device.ts. A difference would serve a phone page to a desktop or the
 * reverse from the cache, so the map from the template runs in a real nginx here, beside isMobileUserAgent.
 * The same holds for the coding a page is stored in (`map $http_accept_encoding $page_coding`) and the app's
 * preferredEncoding: Brotli sent to a browser that refused it would be unreadable.
 */
const templateMap = (variable: string, source: string) => {
  const template = readFileSync(NGINX_TEMPLATE, 'utf8')
  const match = new RegExp(`^\\s*map \\$${source} \\$${variable} \\{[\\s\\S]*?^\\s*\\}`, 'm').exec(template)
  if (!match) throw new Error(`deploy/nginx.conf has no \`map $${source} $${variable}\` block`)
  return match[0]
}
const deviceMap = templateMap('device', 'http_user_agent')
const codingMap = templateMap('page_coding', 'http_accept_encoding')

let dir: string
let nginx: ChildProcess
let port: number

/** The variable nginx answers at `urlPath` for one request header (sent byte for byte as latin1; null: none). */
function nginxVariable(urlPath: string, header: string, value: string | null): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, headers: value === null ? {} : { [header]: value } },
      (res) => {
        let body = ''
        res.setEncoding('latin1')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve(body))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** The class nginx gives `userAgent`. */
const nginxDevice = (userAgent: string | null) => nginxVariable('/', 'user-agent', userAgent)
/** The coding nginx asks the app for when a client sends `acceptEncoding`. */
const nginxCoding = (acceptEncoding: string | null) =>
  nginxVariable('/coding', 'accept-encoding', acceptEncoding)

const appDevice = (userAgent: string | null) => (isMobileUserAgent(userAgent) ? 'mobile' : 'desktop')

beforeAll(async () => {
  const binary = ensureNginx()
  dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-device-'))
  port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  ${deviceMap}
  ${codingMap}
  server {
    listen 127.0.0.1:${port};
    location / { default_type text/plain; return 200 $device; }
    location = /coding { default_type text/plain; return 200 $page_coding; }
  }
}
`,
  )
  const globals = process.getuid?.() === 0 ? 'daemon off; user nobody nogroup;' : 'daemon off;'
  nginx = spawn(binary, ['-p', dir, '-c', conf, '-g', globals], { stdio: 'inherit' })
  for (let i = 0; ; i++) {
    try {
      await nginxDevice(DESKTOP_UA)
      break
    } catch (error) {
      if (i > 100 || nginx.exitCode !== null) throw error
      await sleep(50)
    }
  }
})

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve))
    nginx.kill('SIGTERM')
    await exited
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the device class of deploy/nginx.conf', () => {
  it('agrees with isMobileUserAgent on real agents and edge cases', async () => {
    const agents: (string | null)[] = [
      null,
      '',
      DESKTOP_UA,
      IPHONE_UA,
      // iPadOS presents itself as a Mac: desktop on both sides.
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
      'Mozilla/5.0 (OpenHarmony 4.1; Tablet) AppleWebKit/537.36 (KHTML, like Gecko) ArkWeb/4.1.6.1',
      'Mozilla/5.0 (Linux; HarmonyOS 4; Mobile) AppleWebKit/537.36',
      'Mobile Safari HarmonyOS',
      'JUC (Linux; U; 2.3.7; zh-cn; MB200; 320*480) UCWEB7.9.3.103/139/999',
      'Mozilla/5.0 (Linux; U; rv:1.2.3.4) UC',
      'Mozilla/5.0 rv:1x2x3x4',
      'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80)',
      'Mozilla/4.0 (compatible; MSIE 6.0; Windows CE; IEMobile 7.11)',
      'Mozilla/4.0 (compatible; Windows Mobile)',
      'XiaoMi/MiuiBrowser/17.3.61115',
      'Mozilla/5.0 MicroMessenger/8.0.42',
      'MyApp/1.0 (iOS 17.5)',
      'MyApp/1.0 iOS',
      'ios',
      'IOS/17',
      'Kubios HRV',
      'Radios/2.0',
      'bios',
      'ios_app',
      '_ios',
      'ios-app',
      'caf\u00e9 ios\u00e9',
      '\u00e9ios',
      'Windows Phone 10.0',
      'Mobile',
      'Phone',
    ]
    for (const agent of agents) expect(await nginxDevice(agent), JSON.stringify(agent)).toBe(appDevice(agent))
  })

  it('agrees with isMobileUserAgent on generated agents', async () => {
    const pieces = fc.constantFrom(
      'ios',
      'iOS',
      'IOS',
      'bios',
      'harmonyos',
      'HarmonyOS',
      'OpenHarmony',
      'openharmony',
      'phone',
      'Phone',
      'Mobile',
      'mobile',
      'android',
      'iPad',
      'iPod',
      'iphone',
      'Macintosh',
      'rv:1.2.3.4',
      'rv:1x2x3',
      'ucweb',
      'windows ce',
      'windows mobile',
      'Windows  Mobile',
      'MIDP',
      'MiuiBrowser',
      'MicroMessenger',
      ' ',
      '/',
      ';',
      '(',
      ')',
      '_',
      '-',
      '.',
      '1',
      'x',
      '\u00e9',
      '\u00ff',
      '\t',
    )
    const agent = fc
      .array(pieces, { minLength: 0, maxLength: 8 })
      .map((parts) => parts.join(''))
      // A header value is sent without the spaces around it.
      .map((value) => value.trim())
    await fc.assert(
      fc.asyncProperty(agent, async (value) => {
        expect(await nginxDevice(value), JSON.stringify(value)).toBe(appDevice(value))
      }),
      { numRuns: 1000, seed: 20261125 },
    )
  })
})

describe('the page coding of deploy/nginx.conf', () => {
  // nginx asks for gzip where the app would send identity: its gunzip unpacks that copy for such a client.
  const appCoding = (acceptEncoding: string | null) =>
    preferredEncoding(acceptEncoding ?? '') === 'br' ? 'br' : 'gzip'

  it('asks for Brotli exactly when the app would send it', async () => {
    const headers: (string | null)[] = [
      null,
      '',
      'gzip, deflate, br, zstd',
      'gzip, deflate',
      'br',
      'BR',
      'br;q=0',
      'br; q=0.0, gzip',
      'br;q=0.001',
      'br;q=1.0',
      'gzip;q=1, br;q=0.5',
      'brotli',
      'x-br',
      'identity',
      '*',
      'gzip, *;q=0',
    ]
    for (const header of headers)
      expect(await nginxCoding(header), JSON.stringify(header)).toBe(appCoding(header))
  })

  it('asks for Brotli exactly when the app would send it, on generated headers', async () => {
    const coding = fc.constantFrom('br', 'gzip', 'deflate', 'zstd', 'identity', '*', 'x-br', 'brx')
    const quality = fc.constantFrom('', ';q=0', ';q=1', ';q=0.5', ';q=0.0', '; q=0.8', ';q=1.0')
    const header = fc
      .array(fc.tuple(coding, quality), { minLength: 0, maxLength: 4 })
      .map((parts) => parts.map(([name, q]) => name + q).join(', '))
    await fc.assert(
      fc.asyncProperty(header, async (value) => {
        expect(await nginxCoding(value), JSON.stringify(value)).toBe(appCoding(value))
      }),
      { numRuns: 300, seed: 20261127 },
    )
  })
})
