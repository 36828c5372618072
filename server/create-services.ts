import type { Logger } from "pino";
import { clockFor, fixedDayOf } from "~/lib/clock";
import { siteClock } from "~/lib/today";
import type { Services } from "./app-env";
import { brandFromConfig } from "./brand-from-config";
import type { Config } from "./config";
import type { Db } from "./db/database";
import { createSessionCache } from "./auth/session-cache";
import { createCatalogueCache } from "./services/catalogue-cache";
import { catalogueChangeHub } from "./services/catalogue-changes";
import { createDocumentStore } from "./documents/document-store";

/** The resources every handler and loader receives, built once per process (and per test app). */
export function createServices(config: Config, db: Db, logger: Logger): Services {
  const catalogueChanges = catalogueChangeHub();
  const brand = brandFromConfig(config);
  const clock = clockFor(config.APP_ENV, config.APP_CLOCK_NOW);
  return {
    config,
    db,
    logger,
    brand,
    clock,
    catalogue: createCatalogueCache(db, config.CATALOGUE_CACHE_TTL_SECONDS * 1000),
    sessions: createSessionCache({
      db,
      ttlMs: config.SESSION_CACHE_TTL_SECONDS * 1000,
      idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      logger,
      otherChanges: catalogueChanges,
    }),
    catalogueChanges,
    today: siteClock(fixedDayOf(config.APP_ENV, config.APP_CLOCK_NOW), () => clock.now()),
    documents: createDocumentStore(brand),
  };
}
