import type { MiddlewareHandler } from "hono";
import type { AppEnv, Services } from "../app-env";
import { sessionCookieName } from "../auth/session";
import type { RequestEnvelope } from "../http/request-envelope";
import { createFastLane } from "./fast-lane";
import { cacheInvalidation } from "./invalidation";
import { responseCache } from "./response-cache";

/** Memory the stored answers may take (a catalogue page is ~160 kB with its two compressed copies). */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The speed layer, the one place that knows what is answered from memory and when it goes stale:
 * - the response cache (response-cache.ts): public pages for anonymous visitors and catalogue JSON
 *   per audience, keyed on what they depend on (cache-keys.ts), pre-compressed (prepared-body.ts);
 * - the fast lane (fast-lane.ts): stored answers sent on node:http before the app;
 * - invalidation by what changed (invalidation.ts), on every instance.
 * The app mounts `middleware` after the session is known; server/start.ts puts `fastLane` in
 * front of the app. Everything else (signed-in pages, writes) is rendered per request.
 */
export function speedLayer(services: Services, opts: { devServer?: boolean } = {}) {
  const { config } = services;
  const cache = responseCache({
    // pages come from Vite under the dev server
    pageTtlMs: opts.devServer ? 0 : config.PAGE_CACHE_TTL_SECONDS * 1000,
    catalogueTtlMs: config.CATALOGUE_CACHE_TTL_SECONDS * 1000,
    maxBytes: MAX_BYTES,
    production: config.isProduction,
    catalogueVersion: async () => (await services.catalogue.snapshot()).version,
  });
  const invalidation = cacheInvalidation({ catalogue: services.catalogue, cache, sync: services.sessions.sync });
  services.catalogueChanges.subscribe(invalidation.listener);
  // a change nobody announced (by hand in SQL), found by the catalogue's version check
  services.catalogue.onUnannouncedChange(invalidation.listener.resync);

  /** Reads: stored answers. API writes: what they changed is dropped before they answer. */
  const middleware: MiddlewareHandler<AppEnv> = (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return cache.middleware(c, next);
    return c.req.path.startsWith("/api/") ? invalidation.middleware(c, next) : next();
  };
  const fastLane = (envelope: RequestEnvelope) =>
    createFastLane({ cache, envelope, sessions: { cookieName: sessionCookieName(config.isProduction), peek: services.sessions.peek } });
  return { cache, middleware, fastLane };
}
