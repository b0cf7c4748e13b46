export declare const CHROMIUM_PATH: string
export declare const CHROMIUM_ARGS: string[]
export declare const DESKTOP_UA: string
export declare const IPHONE_UA: string
