export function deploymentId(): string | undefined
