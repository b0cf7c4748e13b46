/** `html` with React's completed Suspense boundaries written in place and its `$RC` scripts left out; unchanged otherwise. */
export declare function withBoundariesInPlace(html: string): string
