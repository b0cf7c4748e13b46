/** Whether pages register the service worker: `SERVICE_WORKER=off` turns it off (src/server/env.ts checks it). */
export const serviceWorkerEnabled = () =>
  process.env.NODE_ENV === 'production' && (process.env.SERVICE_WORKER ?? '').trim().toLowerCase() !== 'off'
