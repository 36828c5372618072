import path from "node:path";
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApiRouter } from "./api/router";
import type { AppEnv, Services } from "./app-env";
import { loadSession } from "./auth/load-session";
import { HTTPException } from "hono/http-exception";
import { DomainError } from "./errors/domain-error";
import { errorResponse, isDatabaseUnavailable, isUnstorableText, pageErrorResponse } from "./http/api-errors";
import { MAX_REQUEST_BODY_BYTES } from "./http/body-limit";
import { compression } from "./http/compression";
import { envelopeMiddleware, requestEnvelope } from "./http/request-envelope";
import { concurrencyLimit } from "./http/concurrency-limit";
import { pageFormBodies } from "./http/page-form-body";
import { clientAddress } from "./http/rate-limit";
import { sameOriginWrites } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { serveBuildAssets, servePublicFiles } from "./http/static-files";
import { serveRedocBundle } from "./http/redoc-bundle";
import { certificateOfAnalysisRoute } from "./http/certificate-route";
import { imageTransforms } from "./images/image-route";
import { seoFiles } from "./http/seo-files";
import type { RequestContext } from "./load-context";
import { speedLayer } from "./speed";
import { documentFiles } from "./documents/document-route";
import { NO_STORE } from "./speed/cache-control";

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

/**
 * The whole HTTP application; the middleware order below is the order a request meets them.
 * `fastLane` (server/speed/) answers, on node:http before the app, what is already stored; the app
 * answers everything else and stores what may be shared. `envelope` gives every response, on
 * either path, its request id, common headers and log line.
 */
export function createApp(opts: AppOptions) {
  const { services } = opts;
  const app = new Hono<AppEnv>();
  const envelope = requestEnvelope(services.config.isProduction, services.logger);
  const speed = speedLayer(services, { devServer: opts.devServer });

  app.use((c, next) => {
    c.set("services", services);
    c.set("appliedLimits", new Map());
    return next();
  });
  app.use(envelopeMiddleware(envelope));
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
  // the API reference's viewer (/documentation/api), from the installed package
  app.use("/vendor/*", serveRedocBundle());

  app.route("/", seoFiles);
  app.route("/", documentFiles);
  app.use(sameOriginWrites());
  app.use(loadSession());
  app.use(speed.middleware);
  app.route("/api", createApiRouter());
  // Writes to pages (React Router actions): the API's body limit, and only form encodings.
  app.use("*", pageFormBodies(MAX_REQUEST_BODY_BYTES));

  // a lot's certificate of analysis as a PDF; any other answer is the page of the same address
  app.get("/documentation/coa", certificateOfAnalysisRoute());

  const handleRequest = createRequestHandler(opts.build, opts.devServer ? "development" : "production");
  // Rendering is CPU-bound: a few at a time finish sooner and hold less memory than all at once.
  const renderSlot = concurrencyLimit(RENDER_CONCURRENCY);
  app.all("*", async (c) => {
    const context: RequestContext = {
      services,
      viewer: c.var.viewer,
      user: c.var.user,
      sessionToken: c.var.sessionToken,
      nonce: c.var.nonce,
      requestId: c.var.requestId,
      appliedLimits: c.var.appliedLimits,
      clientAddress: clientAddress(c, services.config.TRUST_PROXY_HOPS),
    };
    const response = await renderSlot(() => handleRequest(c.req.raw, context));
    // Pages for a signed-in visitor carry their name and maybe prices: no cache may keep them.
    if (context.user) response.headers.set("Cache-Control", NO_STORE);
    return response;
  });

  app.onError((err, c) => {
    const expected = err instanceof DomainError || err instanceof HTTPException || isDatabaseUnavailable(err);
    if (isUnstorableText(err)) services.logger.warn({ err, reqId: c.var.requestId }, "the database refused a text that validation let through");
    else if (!expected) services.logger.error({ err, reqId: c.var.requestId }, "unhandled error");
    // the API answers JSON {message, code}; a page's own refusal (413, 400) is its message as text
    return c.req.path === "/api" || c.req.path.startsWith("/api/") ? errorResponse(c, err) : pageErrorResponse(c, err);
  });

  return { app, envelope, fastLane: speed.fastLane(envelope), cache: speed.cache };
}
