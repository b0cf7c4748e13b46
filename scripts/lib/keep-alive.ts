/**
 * Runs a one-off script (bundled and started by scripts/lib/run-ts.mjs) to its end and exits with its
 * outcome. libSQL's native calls do not hold Node's event loop open, so a timer keeps the process alive until
 * the script is done.
 */
export async function runScript(name: string, main: () => Promise<void>): Promise<never> {
  const keepAlive = setInterval(() => {}, 1000)
  try {
    await main()
    console.log(`script done: ${name}`)
    process.exit(0)
  } catch (error) {
    console.error(`${name} failed:`, error)
    process.exit(1)
  } finally {
    clearInterval(keepAlive)
  }
}
