import { QueryClient } from "@tanstack/react-query";

/**
 * Spec §9: never stale, no retries, no refetch on focus, garbage-collected after 5 minutes — in the
 * browser. On the server a client lives for one request: a 5-minute gc timer there would keep every
 * request's cache alive for 5 minutes (the soak test saw memory grow), so it never schedules one.
 */
const BROWSER_GC_TIME_MS = 5 * 60 * 1000;

export function createQueryClient() {
  const gcTime = typeof window === "undefined" ? Infinity : BROWSER_GC_TIME_MS;
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 0, retry: false, refetchOnWindowFocus: false, gcTime }, mutations: { retry: false } },
  });
}
