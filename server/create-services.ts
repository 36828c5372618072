import type { Logger } from "pino";
import { clockFor, fixedDayOf } from "~/lib/clock";
import { siteClock } from "~/lib/today";
import type { Services } from "./app-env";
import { brandFromConfig } from "./brand-from-config";
import type { Config } from "./config";
import type { Db } from "./db/database";
import { speedServices } from "./speed";
import { createDocumentStore } from "./documents/document-store";

/** The resources every handler and loader receives, built once per process (and per test app). */
export function createServices(config: Config, db: Db, logger: Logger): Services {
  const brand = brandFromConfig(config);
  const clock = clockFor(config.APP_ENV, config.APP_CLOCK_NOW);
  return {
    config,
    db,
    logger,
    brand,
    clock,
    ...speedServices(config, db, logger),
    today: siteClock(fixedDayOf(config.APP_ENV, config.APP_CLOCK_NOW), () => clock.now()),
    documents: createDocumentStore(brand),
  };
}
