import type { QueryClient } from '@tanstack/react-query';

/*
 * Module state on purpose, like the default client: this lib is a Module Federation singleton,
 * so the QueryClient the shell's runtime registers is the one every remote's module code gets.
 * React code reads it with `useQueryClient()`; this is for code that runs before anything renders,
 * such as a remote's expose starting its page's first requests as it evaluates.
 */
let pageQueryClient: QueryClient | undefined;

/** Called once by the runtime that owns the page's QueryClient (`createAppRuntime`). */
export function setPageQueryClient(queryClient: QueryClient): void {
  pageQueryClient = queryClient;
}

/** The page's QueryClient; undefined until a runtime registered one (a test, a bare module). */
export function getPageQueryClient(): QueryClient | undefined {
  return pageQueryClient;
}
