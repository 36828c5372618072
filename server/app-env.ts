import type { Logger } from "pino";
import type { Brand } from "~/content/brand";
import type { Clock } from "~/lib/clock";
import type { IsoDate } from "~/lib/today";
import type { Config } from "./config";
import type { Db } from "./db/database";
import type { SessionUser } from "./auth/session";
import type { CatalogueCache } from "./speed/catalogue-cache";
import type { SessionCache } from "./speed/session-cache";
import type { ChangesChannel } from "./speed/changes-channel";
import type { Viewer } from "./auth/viewer-types";
import type { AppliedLimits } from "./http/rate-limit";
import type { DocumentStore } from "./documents/document-store";

/** The server's resources, built once at start-up and handed to every handler and loader. */
export interface Services {
  config: Config;
  db: Db;
  logger: Logger;
  brand: Brand;
  /** now, for what depends on the date (events); stopped at APP_CLOCK_NOW in tests */
  clock: Clock;
  /** categories and products, read from memory (server/speed/catalogue-cache.ts) */
  catalogue: CatalogueCache;
  /** signed-in users by session token, kept briefly in memory (server/speed/session-cache.ts) */
  sessions: SessionCache;
  /** this instance's ear on the changes every instance announces (LISTEN/NOTIFY, server/speed/changes-channel.ts); started with the process */
  changes: ChangesChannel;
  /** the site's calendar day for dated content (app/lib/today.ts; APP_CLOCK_NOW fixes it in tests) */
  today: () => IsoDate;
  /** the documentation centre's PDFs, generated once per process (server/documents/document-store.ts) */
  documents: DocumentStore;
}

/** Hono's typed context variables (`c.var`). */
export interface AppEnv {
  Variables: {
    services: Services;
    nonce: string;
    requestId: string;
    /** who is asking and what they may see, computed once per request (auth/load-session.ts) */
    viewer: Viewer;
    /** the viewer's user (viewer.user) */
    user: SessionUser | null;
    /** the rate limits this request has met, each counted once (http/rate-limit.ts) */
    appliedLimits: AppliedLimits;
    /** the raw session token from the cookie, when one was valid */
    sessionToken: string | null;
  };
}
