// A counter of this process's committed changes: every API write that committed (the write
// path) and every job that finished (the job worker) moves it. In-memory answers computed from
// many tables (the client book, server/modules/advisor-book/book-service.ts) key on it, so the
// next request after a change here computes again. Another process's writes (PostgreSQL with
// several servers) do not move it: such caches also keep a short time limit.

let current = 0;

/** The current generation. */
export const generation = (): number => current;

/** After a change committed in this process. */
export function bumpGeneration(): void {
  current += 1;
}
