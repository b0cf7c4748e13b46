export declare const root: string
export declare const e2eEnv: Record<string, string> & { E2E_PORT: string; DATABASE_URL: string }
