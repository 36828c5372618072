import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { createServices } from "./create-services";
import { admitToPublicOrigin, publicOriginListener } from "./http/public-origin";
import type { Config } from "./config";
import type { Database } from "./db/database";
import { openConfiguredDatabase } from "./db/configured-database";
import { checkAppRole } from "./db/roles";
import { ensureAdmin, seedDemoAccounts, seedDemoData, seedDemoLots } from "./db/seed";
import { seedDemoHistory } from "./db/demo-history";
import { brandFromConfig } from "./brand-from-config";
import { SERVER_TIMEOUTS } from "./http/server-timeouts";
import { createLogger } from "./logger";
import { startJobWorkersFor } from "./jobs/start-workers";

export interface StartOptions {
  config: Config;
  /** serve the app through Vite's dev server (hot reload) instead of the production build */
  devServer?: boolean;
  root?: string;
}

/** Starts the database, applies migrations and seed, and listens. Returns a handle that stops it all gracefully. */
export async function startServer({ config, devServer = false, root = process.cwd() }: StartOptions) {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config, { log: (m) => logger.info(m) });
  logger.info({ database: database.kind }, "database connected");
  await database.migrate();
  // the app's role must not be able to erase what admins did (decision 038)
  await checkAppRole(database.pool, { production: config.isProduction, logger }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  if (config.SEED_DEMO_DATA) {
    await seedDemoData(database.db);
    if (!config.isProduction) {
      await seedDemoAccounts(database.db, config.DEMO_ACCOUNT_PASSWORD);
      await seedDemoLots(database.db);
    }
  }
  await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (config.SEED_DEMO_DATA && !config.isProduction) await seedHistory(database, config, logger);

  const services = createServices(config, database.db, logger);
  await services.changes.start();
  // the job workers run here too unless RUN_JOB_WORKERS=false (a web-only instance beside `npm run worker`)
  const jobWorkers = config.RUN_JOB_WORKERS ? await startJobWorkersFor(config, database, logger, services.brand) : undefined;

  let vite: import("vite").ViteDevServer | undefined;
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (devServer) {
    const { createServer } = await import("vite");
    vite = await createServer({ root, server: { middlewareMode: true }, appType: "custom" });
    const v = vite;
    build = () => v.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  }

  const { app, fastLane, envelope } = createApp({
    services,
    build,
    clientDir: devServer ? undefined : path.join(buildDir, "client"),
    // Vite copies public/ into build/client at build time
    publicDir: devServer ? path.join(root, "public") : path.join(buildDir, "client"),
    devServer,
  });
  // Every request is seen under PUBLIC_ORIGIN, checked once here (server/http/public-origin.ts).
  const publicOrigin = { publicOrigin: config.publicOrigin, trustProxyHops: config.TRUST_PROXY_HOPS, production: config.isProduction, envelope };
  let handle: http.RequestListener;
  if (vite) {
    const admit = admitToPublicOrigin(publicOrigin);
    const listener = getRequestListener(app.fetch);
    handle = (req, res) => {
      const url = req.url;
      // Vite's middlewares route by path: the absolute URL is set after them, for Hono
      if (admit(req, res) === undefined) return;
      const publicUrl = req.url;
      req.url = url;
      vite!.middlewares(req, res, () => {
        req.url = publicUrl;
        void listener(req, res);
      });
    };
  } else {
    handle = publicOriginListener({ ...publicOrigin, fetch: app.fetch, fastLane });
  }
  let closing: Promise<void> | undefined;
  // Responses in progress, so that shutdown can end their keep-alive connections after them.
  const inFlight = new Set<http.ServerResponse>();
  const server = http.createServer(SERVER_TIMEOUTS, (req, res) => {
    if (closing) res.shouldKeepAlive = false;
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      if (closing) server.closeIdleConnections();
    });
    handle(req, res);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST === "0.0.0.0" ? "127.0.0.1" : config.HOST}:${port}`;
  logger.info({ url, devServer }, "listening");
  // The documentation centre's PDFs are made now rather than for the first visitor who asks (decision 026).
  services.documents.files().then(
    () => logger.info({ ms: Math.round(services.documents.generationMs() ?? 0) }, "documents generated"),
    (err: unknown) => logger.error({ err }, "documents could not be generated"),
  );

  /** Stops accepting connections, lets in-flight requests finish (up to 10 s), then releases the database. */
  function close() {
    closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // A keep-alive connection would otherwise outlive its in-flight response, take new requests
      // and be cut at the deadline: the response says "Connection: close" (or, when its headers
      // are already out, the connection is closed once it is idle, by the "close" handler above).
      for (const res of inFlight) res.shouldKeepAlive = false;
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), 10_000);
      await drained;
      clearTimeout(deadline);
      await vite?.close();
      await jobWorkers?.stop();
      await services.changes.stop();
      await database.close();
      logger.info("stopped");
      // the log is written asynchronously (logger.ts): let it reach stdout before the process exits
      await new Promise<void>((resolve) => logger.flush(() => resolve()));
    })();
    return closing;
  }

  return { url, port, services, database, close };
}

/**
 * The demo accounts' six months of orders and quotes (server/db/demo-history.ts), made once as the
 * tables' owner. It is demo data: when it cannot be made (a development database whose demo
 * products were changed), the site starts without it and says why.
 */
async function seedHistory(database: Database, config: Config, logger: ReturnType<typeof createLogger>) {
  const started = performance.now();
  try {
    const result = await database.asOwner((owner) =>
      seedDemoHistory(owner, { brand: brandFromConfig(config), origin: config.publicOrigin, adminEmail: config.ADMIN_EMAIL }),
    );
    logger.info({ ...result, ms: Math.round(performance.now() - started) }, "demo history");
  } catch (err) {
    logger.warn({ err }, "the demo history could not be made; the site starts without it");
  }
}
