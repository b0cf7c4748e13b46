export declare function errorDocument(status: number, message: string): string
