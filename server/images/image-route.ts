import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import sharp from "sharp";
import { IMAGE_VARIANTS, type ImageVariant } from "~/lib/image-url";
import { boundedDiskCache } from "../speed/disk-cache";
import { isDomainError } from "../errors/domain-error";
import { renderQueue } from "./render-queue";

const SOURCE_EXTENSIONS = new Set([".svg", ".png", ".jpg", ".jpeg", ".webp"]);
const CONTENT_TYPES = { webp: "image/webp" } as const;
const ONE_YEAR = "public, max-age=31536000, immutable";
const NOT_A_VARIANT = `Invalid image parameters: this site serves its images at ${[...IMAGE_VARIANTS.keys()].join(" or ")}`;
const BUSY = "Too many images are being prepared right now; please try again in a moment";

// Every variant is rendered once and kept on disk (the cache directory), so libvips' own cache of
// recent operations (up to 50 MB by default) would only hold memory the server needs elsewhere.
sharp.cache(false);
// One libvips thread per image: rendering is bounded by the queue below, not spread over every core
// at the expense of page rendering and password hashing.
sharp.concurrency(1);

export interface ImageTransformsOptions {
  sourceDir: string;
  cacheDir: string;
  /** the most the resized files on disk may take together; past it the least recently used go */
  cacheMaxBytes: number;
  /** images rendered at once (each holds one of libuv's worker threads while it renders) */
  renderConcurrency?: number;
  /** renders that may wait for a turn; past that a request for a new variant gets 503 */
  maxWaiting?: number;
}

/**
 * /images/...?w&h&q&fm&fit: our own images resized with sharp (spec §7), at the variants the site's
 * components ask for (IMAGE_VARIANTS, app/lib/image-url.ts) and no others (400), cached on disk by
 * source, its modification time and variant, within a byte cap. Without parameters the file is
 * served as it is by the static middleware.
 */
export function imageTransforms(opts: ImageTransformsOptions): MiddlewareHandler {
  const root = path.resolve(opts.sourceDir);
  const cache = boundedDiskCache(opts.cacheDir, opts.cacheMaxBytes);
  const queue = renderQueue({ concurrency: opts.renderConcurrency ?? 1, maxWaiting: opts.maxWaiting ?? 32 });
  const inFlight = new Map<string, Promise<Buffer>>();

  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.search === "" || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const variant = IMAGE_VARIANTS.get(url.search.slice(1));
    if (!variant) return c.json({ message: NOT_A_VARIANT }, 400);

    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname.slice("/images/".length));
    } catch {
      return c.json({ message: "Invalid image path" }, 400);
    }
    const source = path.resolve(root, relative);
    if (!source.startsWith(root + path.sep) || !SOURCE_EXTENSIONS.has(path.extname(source).toLowerCase())) return c.json({ message: "Image not found" }, 404);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(source);
    } catch {
      return c.json({ message: "Image not found" }, 404);
    }

    const key = createHash("sha256")
      .update(`${relative}|${stat.mtimeMs}|${variant.w}|${variant.h}|${variant.q}|${variant.fm}|${variant.fit}`)
      .digest("hex")
      .slice(0, 32);
    const name = `${key}.${variant.fm}`;
    let body = cache.get(name);
    if (!body) {
      let rendering = inFlight.get(key);
      if (!rendering) {
        rendering = queue.run(() => render(source, variant)).finally(() => inFlight.delete(key));
        inFlight.set(key, rendering);
        rendering.then((b) => cache.put(name, b)).catch(() => {});
      }
      try {
        body = await rendering;
      } catch (error) {
        if (isDomainError(error, "render_queue_full")) return c.json({ message: BUSY }, 503, { "Retry-After": "1", "Cache-Control": "no-store" });
        throw error;
      }
    }
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": CONTENT_TYPES[variant.fm],
      "Cache-Control": ONE_YEAR,
      ETag: `"${key}"`,
    });
  };
}

function render(source: string, v: ImageVariant) {
  return sharp(source, { limitInputPixels: 40_000_000 }).resize({ width: v.w, height: v.h, fit: "cover" }).toFormat(v.fm, { quality: v.q }).toBuffer();
}
