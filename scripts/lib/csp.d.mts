export declare const SCRIPT_ORIGINS: string[]
export declare const BASE_DIRECTIVES: string[]
export declare const BASE_POLICY: string
export declare function inlineScripts(html: string): string[]
export declare function scriptHashes(html: string): string[]
export declare function documentPolicy(html: string): string
