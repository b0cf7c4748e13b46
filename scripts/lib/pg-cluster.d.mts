export interface PostgresCluster {
  port: number
  url(db?: string): string
  createDatabase(name: string): string
  stop(): void
}
export declare function startPostgres(): Promise<PostgresCluster>
export function freePort(): Promise<number>
