import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv, Services } from "../app-env";
import { sessionCookieName } from "../auth/session";
import type { RequestEnvelope } from "../http/request-envelope";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { createCatalogueCache } from "./catalogue-cache";
import { createChangesChannel } from "./changes-channel";
import { createFastLane } from "./fast-lane";
import { cacheInvalidation } from "./invalidation";
import { responseCache } from "./response-cache";
import { createSessionCache } from "./session-cache";

/** Memory the stored answers may take (a catalogue page is ~160 kB with its two compressed copies). */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The speed layer, the one place that knows what is answered from memory and when it goes stale:
 * - the response cache (response-cache.ts): public pages for anonymous visitors and catalogue JSON
 *   per audience, keyed on what they depend on (cache-keys.ts), pre-compressed (prepared-body.ts);
 * - the fast lane (fast-lane.ts): stored answers sent on node:http before the app;
 * - invalidation by what changed (invalidation.ts), on every instance: write services announce
 *   their changes on the changes channel (changes-channel.ts, LISTEN/NOTIFY), which every instance
 *   hears and hands to the caches that hold what changed;
 * - the catalogue snapshot (catalogue-cache.ts) and the signed-in sessions (session-cache.ts),
 *   which services read through `Services` (create-services.ts builds them);
 * - what may be kept by a browser or a proxy (cache-control.ts).
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
  const invalidation = cacheInvalidation({ catalogue: services.catalogue, cache, sync: services.changes.sync });
  services.changes.subscribe(invalidation.listener);
  services.catalogue.onUnannouncedChange(invalidation.unannounced);

  /** Reads: stored answers. API writes: what they changed is dropped before they answer. */
  const middleware: MiddlewareHandler<AppEnv> = (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return cache.middleware(c, next);
    return c.req.path.startsWith("/api/") ? invalidation.middleware(c, next) : next();
  };
  const fastLane = (envelope: RequestEnvelope) =>
    createFastLane({ cache, envelope, sessions: { cookieName: sessionCookieName(config.isProduction), peek: services.sessions.peek } });
  return { cache, middleware, fastLane };
}

/**
 * What every instance keeps in memory for the services, and its ear on the changes channel
 * (started and stopped with the process: `changes.start()`, `changes.stop()`). Nothing is heard,
 * and no session kept, with SESSION_CACHE_TTL_SECONDS=0 (a pooler that does not pass LISTEN).
 */
export function speedServices(config: Config, db: Db, logger: Logger): Pick<Services, "changes" | "catalogue" | "sessions"> {
  const changes = createChangesChannel({ db, logger, enabled: config.SESSION_CACHE_TTL_SECONDS > 0 });
  return {
    changes,
    catalogue: createCatalogueCache(db, config.CATALOGUE_CACHE_TTL_SECONDS * 1000),
    sessions: createSessionCache({
      db,
      ttlMs: config.SESSION_CACHE_TTL_SECONDS * 1000,
      idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      changes,
    }),
  };
}
