import { randomUUID } from "node:crypto";
import path from "node:path";
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { catalogueReplay } from "./api/catalogue";
import { createApiRouter } from "./api/router";
import type { AppEnv, Services } from "./app-env";
import { loadSession } from "./auth/load-session";
import { sessionCookieName } from "./auth/session";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError, errorResponse, isDatabaseUnavailable, isUnstorableText } from "./http/api-errors";
import { MAX_REQUEST_BODY_BYTES } from "./http/body-limit";
import { compression } from "./http/compression";
import { concurrencyLimit } from "./http/concurrency-limit";
import { createFastLane } from "./http/fast-lane";
import { cacheInvalidation } from "./http/invalidate-on-write";
import { anonymousPageCache } from "./http/page-cache";
import { pageFormBodies } from "./http/page-form-body";
import { personalPageCache, standInRequest, type RenderPage } from "./http/personal-page-cache";
import { clientAddress } from "./http/rate-limit";
import { sameOriginWrites } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { serveBuildAssets, servePublicFiles } from "./http/static-files";
import { imageTransforms } from "./images/image-route";
import { seoFiles } from "./http/seo-files";
import type { RequestContext } from "./load-context";

export interface AppOptions {
  services: Services;
  /** the React Router server build, or a function that loads it (Vite dev server) */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent under the Vite dev server, which serves assets itself */
  clientDir?: string;
  publicDir: string;
  devServer?: boolean;
}

/** Pages rendered at the same time by one process; the others wait in arrival order. */
const RENDER_CONCURRENCY = 8;
/** Memory the anonymous page cache may take (a catalogue page is ~160 kB with its two compressed copies). */
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The whole HTTP application; the middleware order below is the order a request meets them.
 * `fastLane` answers, on node:http before the app, requests whose answer is already in memory
 * (anonymous cached pages; catalogue JSON, for a session the session cache holds too); the app
 * answers everything else and fills those caches.
 */
export function createApp(opts: AppOptions) {
  const { services } = opts;
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("services", services);
    c.set("requestId", c.req.header("X-Request-Id")?.slice(0, 64) || randomUUID());
    const started = performance.now();
    await next();
    // On the response's own headers: Hono's c.header() after the handler would copy the response
    // (and turn @hono/node-server's lightweight one into a WHATWG Response with a stream).
    c.res.headers.set("X-Request-Id", c.var.requestId);
    services.logger.info(
      { reqId: c.var.requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });
  app.use(securityHeaders({ production: services.config.isProduction, devServer: !!opts.devServer }));
  app.use(compression());

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await services.db.execute("select 1");
      return c.json({ status: "ready" });
    } catch {
      return c.json({ status: "database unavailable" }, 503);
    }
  });

  if (opts.clientDir) app.use("/assets/*", serveBuildAssets(opts.clientDir));
  app.use(
    "/images/*",
    imageTransforms({
      sourceDir: path.join(opts.publicDir, "images"),
      cacheDir: path.resolve(services.config.DATA_DIR, "image-cache"),
      cacheMaxBytes: services.config.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    }),
  );
  app.use("*", servePublicFiles(opts.publicDir, { rescan: !!opts.devServer }));

  app.route("/", seoFiles);
  app.use(sameOriginWrites());
  app.use(loadSession());
  const pageCache = anonymousPageCache({
    ttlMs: services.config.PAGE_CACHE_TTL_SECONDS * 1000,
    maxBytes: PAGE_CACHE_MAX_BYTES,
    production: services.config.isProduction,
  });
  // Signed-in pages show prices: a template is checked against the catalogue as often as the
  // catalogue is reloaded, and rendered again when it changed (or at the pages' TTL).
  const templateTtlSeconds = Math.min(services.config.PAGE_CACHE_TTL_SECONDS, services.config.CATALOGUE_CACHE_TTL_SECONDS);
  const personalPages = personalPageCache({
    ttlMs: templateTtlSeconds * 1000,
    maxAgeMs: services.config.PAGE_CACHE_TTL_SECONDS * 1000,
    dataVersion: () => services.catalogue.snapshot(),
    maxEntries: 200,
    logger: services.logger,
  });
  const invalidation = cacheInvalidation({ catalogue: services.catalogue, pages: [pageCache, personalPages], sync: services.sessions.sync });
  services.catalogueChanges.subscribe(invalidation.listener);
  app.use("/api/*", invalidation.middleware);
  app.route("/api", createApiRouter());
  // Writes to pages (React Router actions): the API's body limit, and only form encodings.
  app.use("*", pageFormBodies(MAX_REQUEST_BODY_BYTES));
  if (services.config.PAGE_CACHE_TTL_SECONDS > 0 && !opts.devServer) app.use("*", pageCache.middleware);

  const handleRequest = createRequestHandler(opts.build, opts.devServer ? "development" : "production");
  // Rendering is CPU-bound: a few at a time finish sooner and hold less memory than all at once.
  const renderSlot = concurrencyLimit(RENDER_CONCURRENCY);
  const renderPage: RenderPage = async (c, identity) => {
    const context: RequestContext = {
      services,
      user: identity?.user ?? c.var.user,
      viewer: identity?.viewer,
      sessionToken: identity ? null : c.var.sessionToken,
      nonce: identity?.nonce ?? c.var.nonce,
      requestId: c.var.requestId,
      clientAddress: clientAddress(c, services.config.TRUST_PROXY_HOPS),
    };
    const response = await renderSlot(() => handleRequest(identity ? standInRequest(c.req.raw) : c.req.raw, context));
    // Pages for a signed-in visitor carry their name and maybe prices: no cache may keep them.
    if (context.user) response.headers.set("Cache-Control", "private, no-store");
    return response;
  };
  const templated = templateTtlSeconds > 0 && !opts.devServer;
  app.all("*", (c) => (templated ? personalPages.serve(c, renderPage) : renderPage(c)));

  app.onError((err, c) => {
    const expected = err instanceof ApiError || err instanceof HTTPException || isDatabaseUnavailable(err);
    if (isUnstorableText(err)) services.logger.warn({ err, reqId: c.var.requestId }, "the database refused a text that validation let through");
    else if (!expected) services.logger.error({ err, reqId: c.var.requestId }, "unhandled error");
    if (c.req.path.startsWith("/api/")) return errorResponse(c, err);
    // a page's own refusal (413, 400): its message as text, which React Router's client shows as the error
    if (err instanceof ApiError || err instanceof HTTPException) return c.text(err.message, err.status as ContentfulStatusCode);
    const unavailable = isDatabaseUnavailable(err);
    return c.text(unavailable ? "Service temporarily unavailable" : "Internal Server Error", unavailable ? 503 : 500);
  });

  const fastLane = createFastLane({
    sources: [(target, audience) => (audience === "anonymous" ? pageCache.lookup(target) : undefined), catalogueReplay(services.catalogue)],
    personalPages: templated ? personalPages.fromMemory : undefined,
    sessions: { cookieName: sessionCookieName(services.config.isProduction), peek: services.sessions.peek },
    production: services.config.isProduction,
    logger: services.logger,
  });
  return { app, fastLane, pageCache };
}
