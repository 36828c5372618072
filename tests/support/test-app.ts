import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import pino, { type Logger } from "pino";
import { createApp } from "../../server/app";
import type { Services } from "../../server/app-env";
import type { Db } from "../../server/db/database";
import { createServices } from "../../server/create-services";
import { loadConfig } from "../../server/config";
import { ensureAdmin } from "../../server/db/seed";
import { loadPageBuild } from "./page-build";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const TEST_ADMIN = { email: "admin@example.com", password: "admin-test-password" };

export interface TestApp {
  /** the Hono app itself, e.g. to serve it on a real socket */
  app: ReturnType<typeof createApp>["app"];
  /** what answers requests from memory in front of the app (server/speed/fast-lane.ts) */
  fastLane: ReturnType<typeof createApp>["fastLane"];
  /** the response cache (server/speed/response-cache.ts) */
  cache: ReturnType<typeof createApp>["cache"];
  /** request ids, common headers and log lines (server/http/request-envelope.ts) */
  envelope: ReturnType<typeof createApp>["envelope"];
  request(path: string, init?: RequestInit & { json?: unknown; cookie?: string }): Promise<Response>;
  services: Services;
  database: TestDatabase;
  /** the page build it renders with */
  build: ServerBuild | (() => Promise<ServerBuild>);
}

export interface TestAppOptions {
  /** render pages and run their actions with the app's React Router build (compiled by Vite, several seconds) */
  pages?: boolean;
  /** the app's logger; silent when absent */
  logger?: Logger;
  /** the database handle the app serves with, made from its test database (e.g. through a relay that can freeze); the test database's own when absent */
  serveWith?: (database: TestDatabase) => Promise<Db>;
}

/**
 * The real Hono app on a fresh database of its own, called in-process with app.request() (no port).
 * Pages are rendered only with `pages: true`; otherwise they are tested in the browser (tests/e2e).
 */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  let closePages = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase();
    let build: ServerBuild | (() => Promise<ServerBuild>) = () => Promise.reject(new Error("pages are not rendered in API tests"));
    if (options.pages) {
      const pages = await loadPageBuild();
      build = pages.build;
      closePages = pages.close;
    }
    Object.assign(holder, await startInstance(database, env, options.logger, build, await options.serveWith?.(database)));
  });
  afterAll(async () => {
    await closePages();
    await holder.services?.changes.stop();
    await holder.database?.drop();
  });
  return holder;
}

/**
 * Another instance of the app on the same database and page build as `first`, as a second process
 * would be (caches of its own, its own LISTEN connection). Started after `first`.
 */
export function useSecondInstance(first: TestApp, env: Record<string, string> = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await startInstance(first.database, env, undefined, first.build));
  });
  afterAll(async () => {
    await holder.services?.changes.stop();
  });
  return holder;
}

async function startInstance(
  database: TestDatabase,
  env: Record<string, string>,
  logger: Logger | undefined,
  build: ServerBuild | (() => Promise<ServerBuild>),
  db: Db = database.appDb,
) {
  const config = loadConfig({
    APP_ENV: "test",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PUBLIC_ORIGIN: "http://localhost:3000",
    // required in production (server/config.ts); the tests' production apps use it too
    DEVICE_COOKIE_SECRET: "test-device-cookie-secret-0123456789abcdef",
    // the caches as in production (PAGE_CACHE_TTL_SECONDS, CATALOGUE_CACHE_TTL_SECONDS and
    // SESSION_CACHE_TTL_SECONDS at their defaults): a test that writes with SQL announces its change
    // as the write services do (tests/support/catalogue.ts)
    ...env,
  });
  await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  // as the site runs: with a login role that owns nothing (unless a test passes its own connection)
  const services = createServices(config, db, logger ?? pino({ level: "silent" }));
  await services.changes.start();
  const { app, fastLane, cache, envelope } = createApp({ services, build, publicDir: "public" });
  const request: TestApp["request"] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("Cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    const origin = new URL(services.config.publicOrigin);
    return Promise.resolve(app.request(`${origin.protocol}//${origin.host}${path}`, { ...init, headers, body }));
  };
  return { app, fastLane, cache, envelope, services, database, build, request };
}
