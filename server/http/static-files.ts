import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

const YEAR = "public, max-age=31536000, immutable";
const DAY = "public, max-age=86400";

/**
 * serveStatic from a folder, with `cacheControl` on the files it finds. (Its own `onFound` hook runs
 * after the response is built, too late to add a header.) Paths it does not find go on to `next`.
 */
function staticFolder(dir: string, cacheControl: string): MiddlewareHandler {
  const serve = serveStatic({ root: path.relative(process.cwd(), dir), precompressed: true });
  return async (c, next) => {
    let found = true;
    const response = await serve(c, async () => {
      found = false;
      await next();
    });
    if (found && response instanceof Response && response.status < 400) response.headers.set("Cache-Control", cacheControl);
    return response;
  };
}

/** Hashed build assets: served pre-compressed and cached for a year (their names change with their content). */
export function serveBuildAssets(clientDir: string): MiddlewareHandler {
  return staticFolder(clientDir, YEAR);
}

/**
 * Other public files (favicon, illustrations): cached for a day. The folder is listed once at
 * start-up, so a request for anything else (every page, every API call) costs no file-system call.
 */
export function servePublicFiles(dir: string, opts: { rescan?: boolean } = {}): MiddlewareHandler {
  const serve = staticFolder(dir, DAY);
  let known = listFiles(dir);
  return (c, next) => {
    // under the Vite dev server public/ may change while the server runs
    if (opts.rescan) known = listFiles(dir);
    return known.has(decodeURIComponentSafe(c.req.path)) ? serve(c, next) : next();
  };
}

/** Every file under `dir` as a URL path ("/favicon.svg"), pre-compressed copies excluded. */
function listFiles(dir: string): Set<string> {
  const files = new Set<string>();
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
    files.add("/" + relative.split(path.sep).join("/"));
  }
  return files;
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
