import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import sharp from "sharp";
import { z } from "zod";

const transformSchema = z.strictObject({
  w: z.coerce.number().int().min(16).max(1600),
  h: z.coerce.number().int().min(16).max(1600),
  q: z.coerce.number().int().min(30).max(95).default(75),
  fm: z.enum(["webp", "avif", "png", "jpeg"]).default("webp"),
  fit: z.enum(["crop", "contain", "cover"]).default("crop"),
});

const SOURCE_EXTENSIONS = new Set([".svg", ".png", ".jpg", ".jpeg", ".webp"]);
const CONTENT_TYPES = { webp: "image/webp", avif: "image/avif", png: "image/png", jpeg: "image/jpeg" } as const;
const ONE_YEAR = "public, max-age=31536000, immutable";

// Every variant is rendered once and kept on disk (the cache directory), so libvips' own cache of
// recent operations (up to 50 MB by default) would only hold memory the server needs elsewhere.
sharp.cache(false);

/**
 * /images/...?w&h&q&fm&fit: our own images resized with sharp (spec §7), cached on disk by
 * their parameters and the source's modification time. Without parameters the file is served
 * as it is by the static middleware. Sizes are bounded; bad parameters get a 400.
 */
export function imageTransforms(opts: { sourceDir: string; cacheDir: string }): MiddlewareHandler {
  const root = path.resolve(opts.sourceDir);
  fs.mkdirSync(opts.cacheDir, { recursive: true });
  const inFlight = new Map<string, Promise<Buffer>>();

  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.search === "" || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const parsed = transformSchema.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return c.json({ message: "Invalid image parameters: w and h must be 16–1600, q 30–95, fm webp|avif|png|jpeg, fit crop|contain|cover" }, 400);

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

    const t = parsed.data;
    const key = createHash("sha256").update(`${relative}|${stat.mtimeMs}|${t.w}|${t.h}|${t.q}|${t.fm}|${t.fit}`).digest("hex").slice(0, 32);
    const cached = path.join(opts.cacheDir, `${key}.${t.fm}`);
    let body: Buffer;
    if (fs.existsSync(cached)) {
      body = fs.readFileSync(cached);
    } else {
      let rendering = inFlight.get(key);
      if (!rendering) {
        rendering = render(source, t).finally(() => inFlight.delete(key));
        inFlight.set(key, rendering);
      }
      body = await rendering;
      fs.writeFileSync(`${cached}.tmp`, body);
      fs.renameSync(`${cached}.tmp`, cached);
    }
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": CONTENT_TYPES[t.fm],
      "Cache-Control": ONE_YEAR,
      ETag: `"${key}"`,
    });
  };
}

function render(source: string, t: z.infer<typeof transformSchema>) {
  const image = sharp(source, { limitInputPixels: 40_000_000 }).resize({
    width: t.w,
    height: t.h,
    fit: t.fit === "contain" ? "contain" : "cover",
    background: { r: 255, g: 255, b: 255, alpha: 1 },
  });
  return image.toFormat(t.fm, { quality: t.q }).toBuffer();
}
