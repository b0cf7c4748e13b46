/** `html` with Next's chunk tags and script preloads replaced by one loader that requests them after the first paint. */
export declare function withLateScripts(html: string): string
/** The sources the late-script loader of `html` requests (none without one). */
export declare function lateScriptSources(html: string): string[]
