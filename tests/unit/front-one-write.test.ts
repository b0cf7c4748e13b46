/**
 * An instance killed in the middle of an API answer (scripts/lib/front.mjs): the production front holds the
 * site API's answers until they are complete, so a process killed mid-answer has sent nothing, and nginx can
 * send a keyed sign-in or lead on to another instance. The server runs in a child process with a handler in
 * Next's place that writes its answer in parts, the way Next streams a route handler's Response; the test kills
 * it (SIGKILL) after the first part and reads what reached the client.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

const frontModule = path.resolve(__dirname, '../../scripts/lib/front.mjs')

// The child: the front around a handler that writes the head and half the body, tells the parent, and waits.
const childSource = `
import http from 'node:http'
import { createFront } from ${JSON.stringify(frontModule)}
const server = http.createServer(
  createFront((req, res) => {
    req.resume()
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' })
      // Told once the part has left for the socket (Node writes on the next tick).
      res.write('{"code":0,', () => process.send('wrote part'))
      if (req.headers['x-finish']) res.end('"msg":"登录成功"}')
    })
  }),
)
server.listen(0, '127.0.0.1', () => process.send(server.address().port))
`

let child: ChildProcess | undefined
let dir: string | undefined
afterEach(() => {
  child?.kill('SIGKILL')
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Starts the child server; resolves with its port. */
function startChild(): Promise<number> {
  dir = mkdtempSync(path.join(os.tmpdir(), 'front-one-write-'))
  const file = path.join(dir, 'server.mjs')
  writeFileSync(file, childSource)
  child = fork(file, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  return new Promise((resolve, reject) => {
    child!.once('message', (port) => resolve(Number(port)))
    child!.once('exit', (code) => reject(new Error(`server exited (${code})`)))
  })
}

/**
 * POSTs through a raw socket; kills the server once it has written part of its answer (or, with `finish`, lets
 * it finish and closes); resolves with the bytes that reached the client.
 */
async function answerOfKilledServer(pathname: string, { finish = false } = {}): Promise<string> {
  const port = await startChild()
  const body = '{"username":"teacher","password":"Secret@123"}'
  return new Promise((resolve, reject) => {
    const received: Buffer[] = []
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          (finish ? 'X-Finish: 1\r\nConnection: close\r\n' : '') +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      )
    })
    socket.on('data', (chunk) => received.push(chunk))
    socket.on('error', () => {})
    socket.on('close', () => resolve(Buffer.concat(received).toString('latin1')))
    child!.on('message', (message) => {
      if (message === 'wrote part' && !finish) child!.kill('SIGKILL')
    })
    child!.once('error', reject)
  })
}

describe('an instance killed in the middle of an answer', () => {
  it('has sent nothing of a sign-in answer, so the proxy can send the sign-in on', async () => {
    expect(await answerOfKilledServer('/api/edu/user/login')).toBe('')
  })

  it('a sign-in answer that completes goes out whole', async () => {
    const answer = Buffer.from(await answerOfKilledServer('/api/edu/user/login', { finish: true }), 'latin1')
    expect(answer.toString('utf8')).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\{"code":0,"msg":"登录成功"\}/)
  })

  it('has sent nothing of a lead answer either', async () => {
    expect(await answerOfKilledServer('/api/port/leads')).toBe('')
  })

  it('still streams other answers as they are written (a page is not held back)', async () => {
    expect(await answerOfKilledServer('/api/other')).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\{"code":0,/)
  })
})
