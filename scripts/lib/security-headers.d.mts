export function securityHeaders(siteUrl?: string): { key: string; value: string }[]
