/** V8's explicit compile hint: the magic comment at the top of a script. */
export declare const COMPILE_HINT: string
/** The chunk file names (under `static/chunks/`) that the prerendered pages in `appDir` load at first. */
export declare function firstLoadScripts(appDir: string): Set<string>
/** Puts COMPILE_HINT at the top of each chunk the build's prerendered pages load at first, once. */
export declare function markFirstLoadScripts(distDir: string): { named: number; marked: number }
