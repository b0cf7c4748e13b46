// Plain JavaScript: the production server (scripts/start.mjs) uses it too, outside Next's bundler.

/** A self-contained HTML error page for answers given before the app renders (the server, the proxy). */
export function errorDocument(status, message) {
  const escape = (text) =>
    text.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
    )
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${status} 出错了</title><style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#0f1f3d;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center}h1{font-size:4rem;margin:0;color:#1d4ed8}a{color:#1d4ed8}</style></head><body><main><h1>${status}</h1><p>${escape(message)}</p><p><a href="/">返回首页</a></p></main></body></html>`
}
