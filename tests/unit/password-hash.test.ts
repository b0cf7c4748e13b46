/**
 * An unknown username is answered after the same password hash a real member's sign-in costs
 * (src/server/password-hash.ts hashLikePayload). The parameters must be Payload's current ones: read from the installed
 * Payload's own hashing module, so an upgrade that changes them fails here instead of opening a timing oracle.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PAYLOAD_PASSWORD_HASH } from '@/server/password-hash'

const require = createRequire(import.meta.url)
// `payload` resolves to its dist/index.js (the package exports no package.json).
const payloadDir = path.resolve(path.dirname(require.resolve('payload')), '..')
const source = readFileSync(
  path.join(payloadDir, 'dist/auth/strategies/local/generatePasswordSaltHash.js'),
  'utf8',
)
const constant = (name: string) => Number(new RegExp(`const ${name} = (\\d+);`).exec(source)?.[1])

describe('the hash an unknown username costs', () => {
  it("uses Payload's current pbkdf2 rounds and key length", () => {
    expect(constant('currentPasswordHashIterations')).toBeGreaterThan(0)
    expect(PAYLOAD_PASSWORD_HASH).toEqual({
      iterations: constant('currentPasswordHashIterations'),
      keyLength: constant('currentPasswordHashKeyLength'),
    })
  })
})
