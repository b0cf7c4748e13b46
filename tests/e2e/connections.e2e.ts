import { Socket } from 'node:net'

import { expect, test } from '@playwright/test'

import { e2eEnv } from '../../scripts/lib/e2e-env.mjs'

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'connections do not depend on the device')
})

/** A kept-alive HTTP/1.1 connection to the test server, as an HTTP client library holds one between requests. */
function keptAlive() {
  const socket = new Socket()
  let received = ''
  let closedAt = 0
  socket.setEncoding('latin1')
  socket.on('data', (chunk: string) => (received += chunk))
  socket.on('close', () => (closedAt = Date.now()))
  socket.on('error', () => {})
  return {
    open: () =>
      new Promise<void>((resolve, reject) =>
        socket.connect(Number(e2eEnv.E2E_PORT), 'localhost', resolve).once('error', reject),
      ),
    /** Sends a HEAD request and waits for its status line and headers. */
    async head(path: string): Promise<string> {
      const start = received.length
      socket.write(`HEAD ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`)
      await expect.poll(() => received.slice(start).includes('\r\n\r\n'), { timeout: 30_000 }).toBe(true)
      return received.slice(start).split('\r\n')[0]
    },
    closedAt: () => closedAt,
    end: () => socket.destroy(),
  }
}

test('an idle kept-alive connection stays open well past 5 s, so a client reusing it is not reset', async () => {
  // Found by a busy test run: Node closed idle connections after 5 s, and a test's API client that reused one
  // as it closed got ECONNRESET (a proxy with a longer idle time would answer 502).
  test.setTimeout(60_000)
  const connection = keptAlive()
  await connection.open()
  try {
    expect(await connection.head('/about-me')).toBe('HTTP/1.1 200 OK')
    const idleFrom = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 8_000))
    expect(connection.closedAt(), `closed after ${connection.closedAt() - idleFrom} ms idle`).toBe(0)
    expect(await connection.head('/about-me')).toBe('HTTP/1.1 200 OK')
  } finally {
    connection.end()
  }
})
