// The framework's floor: a throwaway App Router app with one empty page, built with the project's Next.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { EMPTY_APP_DIR, ROOT } from './config.mjs'

// Like create-next-app's layout minus fonts and CSS: html lang, title and description.
const LAYOUT = `import type { Metadata } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = { title: 'Empty page', description: 'Benchmark floor: an empty App Router page.' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`

// One line of text so Lighthouse has a Largest Contentful Paint to measure.
const PAGE = `export default function Page() {
  return (
    <main>
      <h1>Empty page</h1>
    </main>
  )
}
`

// Turbopack's root must stop at this folder: with the project as root it also compiles the project's
// src/proxy.ts and src/instrumentation.ts (it looks for them upwards), which cannot build here.
function nextConfig(dir) {
  const root = JSON.stringify(dir)
  return `const config = { turbopack: { root: ${root} }, outputFileTracingRoot: ${root} }\n\nexport default config\n`
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['dom', 'dom.iterable', 'esnext'],
    allowJs: true,
    skipLibCheck: true,
    strict: true,
    noEmit: true,
    esModuleInterop: true,
    module: 'esnext',
    moduleResolution: 'bundler',
    resolveJsonModule: true,
    isolatedModules: true,
    jsx: 'react-jsx',
    plugins: [{ name: 'next' }],
  },
  include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
  exclude: ['node_modules'],
}

/**
 * Writes the app from scratch (so stale output never leaks in) with node_modules linked, not installed.
 * Returns how node_modules was linked, which decides the bundler (see linkNodeModules).
 */
export function writeEmptyApp(dir = EMPTY_APP_DIR) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, 'app'), { recursive: true })
  const files = {
    'package.json': JSON.stringify({ name: 'bench-empty-app', private: true, type: 'module' }, null, 2),
    'tsconfig.json': JSON.stringify(TSCONFIG, null, 2),
    'next.config.mjs': nextConfig(dir),
    'app/layout.tsx': LAYOUT,
    'app/page.tsx': PAGE,
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), `${text.trimEnd()}\n`)
  return { dir, linkedBy: linkNodeModules(dir) }
}

/**
 * Hard links the project's node_modules (`cp -al`: no copy, no install) so they lie inside Turbopack's
 * root. A symlink would point outside that root; it is only the fallback (other filesystem), with webpack.
 */
function linkNodeModules(dir) {
  const target = path.join(dir, 'node_modules')
  const copy = spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), target], { stdio: 'ignore' })
  if (copy.status === 0) return 'hardlink'
  rmSync(target, { recursive: true, force: true })
  symlinkSync(path.join(ROOT, 'node_modules'), target, 'dir')
  return 'symlink'
}

/** The temp app's own next binary: the same files, but React then resolves to a single copy. */
export function emptyAppNextBin(dir) {
  return path.join(dir, 'node_modules/next/dist/bin/next')
}

/** `next build` in the temp app (Turbopack, the default, unless node_modules is only symlinked). */
export function buildEmptyApp({ dir, linkedBy }, logFile) {
  const args = [emptyAppNextBin(dir), 'build', ...(linkedBy === 'symlink' ? ['--webpack'] : [])]
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile)
    const child = spawn(process.execPath, args, {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    })
    child.stdout.pipe(log)
    child.stderr.pipe(log)
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0 && existsSync(path.join(dir, '.next/BUILD_ID'))) resolve()
      else reject(new Error(`next build of the empty app failed (exit ${code}); see ${logFile}`))
    })
  })
}
