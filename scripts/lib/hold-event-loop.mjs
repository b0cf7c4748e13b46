// Preloaded (`node --import`) into the one-off scripts that scripts/lib/run-ts.mjs runs, before any of their
// modules is evaluated. libSQL answers from its own threads without holding Node's event loop open, so a
// script awaiting the database (even while its modules load) could see the loop drain and Node exit with status
// 13 ("unsettled top-level await") and no output, now and then, more often on a busy machine. The scripts end
// themselves with process.exit (scripts/lib/keep-alive.ts); run-ts's timeout ends one that truly hangs.
setInterval(() => {}, 2 ** 30)
