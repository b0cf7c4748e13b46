export function deploymentId(): string | undefined
export function builtDeploymentId(distDir: string): string | undefined
