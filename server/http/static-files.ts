import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

const YEAR = "public, max-age=31536000, immutable";
const DAY = "public, max-age=86400";

/** Hashed build assets: served pre-compressed and cached for a year (their names change with their content). */
export function serveBuildAssets(clientDir: string): MiddlewareHandler {
  return serveStatic({
    root: path.relative(process.cwd(), clientDir),
    precompressed: true,
    onFound: (_p, c) => c.header("Cache-Control", YEAR),
  });
}

/** Other public files (favicon, robots, illustrations): cached for a day. */
export function servePublicFiles(dir: string): MiddlewareHandler {
  return serveStatic({
    root: path.relative(process.cwd(), dir),
    precompressed: true,
    onFound: (_p, c) => c.header("Cache-Control", DAY),
  });
}
