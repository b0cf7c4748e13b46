/**
 * `payload run` imports a script without awaiting it from the main module, and libSQL's native calls
 * do not hold Node's event loop open: without a live timer the process can exit silently (status 0)
 * halfway through. Runs `main` with a timer held, then exits with its outcome.
 */
export async function runScript(name: string, main: () => Promise<void>): Promise<never> {
  const keepAlive = setInterval(() => {}, 1000)
  try {
    await main()
    process.exit(0)
  } catch (error) {
    console.error(`${name} failed:`, error)
    process.exit(1)
  } finally {
    clearInterval(keepAlive)
  }
}
