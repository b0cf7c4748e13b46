export declare function localSiteUrl(configured: string | undefined, port: string | undefined): string
export declare function dotenvValue(text: string, name: string): string | undefined
