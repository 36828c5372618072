import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { IMAGE_VARIANTS, NEWS_IMAGE, PRODUCT_CARD_IMAGE, responsiveImage } from "~/lib/image-url";
import { imageTransforms, type ImageTransformsOptions } from "./image-route";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cems-images-"));
const sourceDir = path.join(dir, "images");
fs.mkdirSync(path.join(sourceDir, "products"), { recursive: true });
const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="500"><rect width="700" height="500" fill="${fill}"/></svg>`;
const SOURCES = ["a", "b", "c", "d"].map((n, i) => {
  fs.writeFileSync(path.join(sourceDir, "products", `${n}.svg`), svg(["red", "green", "blue", "gray"][i]));
  return `/images/products/${n}.svg`;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let caches = 0;
function appFor(opts: Partial<ImageTransformsOptions> = {}) {
  const cacheDir = path.join(dir, `cache-${caches++}`);
  const app = new Hono();
  app.use("/images/*", imageTransforms({ sourceDir, cacheDir, cacheMaxBytes: 10 * 1024 * 1024, ...opts }));
  app.get("*", (c) => c.text("static file"));
  return { app, cacheDir };
}

const cachedBytes = (cacheDir: string) => fs.readdirSync(cacheDir).reduce((sum, f) => sum + fs.statSync(path.join(cacheDir, f)).size, 0);

describe("resized images", () => {
  it("renders every variant the components ask for, at its size, as WebP", async () => {
    const { app } = appFor();
    const urls = [PRODUCT_CARD_IMAGE, NEWS_IMAGE].flatMap((t) => {
      const { src, srcSet } = responsiveImage(SOURCES[0], t);
      return [src, ...srcSet!.split(", ").map((part) => part.split(" ")[0])];
    });
    expect(new Set(urls).size).toBe(IMAGE_VARIANTS.size);
    for (const url of new Set(urls)) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      const variant = IMAGE_VARIANTS.get(url.split("?")[1])!;
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", variant.w, variant.h]);
    }
  });

  it.each([
    "w=351&h=250&q=70&fm=webp&fit=crop",
    "w=350&h=250&q=71&fm=webp&fit=crop",
    "w=1600&h=1600&q=95&fm=webp&fit=crop",
    "w=350&h=250&q=70&fm=avif&fit=crop",
    "w=350&h=250&q=70&fm=png&fit=crop",
    "w=350&h=250&q=70&fm=webp&fit=contain",
    "w=350&h=250&q=70&fm=webp",
    "w=350&h=250&q=70&fm=webp&fit=crop&x=1",
    "w=350&h=250&q=70&fm=webp&fit=crop&w=351",
    "w=350&h=250&q=70&fm=webp&fit=crop&",
    "w=700&h=500&q=75&fm=webp&fit=crop",
    "w=99999&h=1",
  ])("answers ?%s with 400 and renders nothing", async (query) => {
    const { app, cacheDir } = appFor();
    const res = await app.request(`${SOURCES[0]}?${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Invalid image parameters/);
    expect(fs.readdirSync(cacheDir)).toEqual([]);
  });

  it("keeps the resized files on disk within the byte cap", async () => {
    const all = SOURCES.flatMap((src) => [...IMAGE_VARIANTS.keys()].map((q) => `${src}?${q}`));
    // the size of the whole set, measured with an ample cap
    const roomy = appFor();
    for (const url of all) expect((await roomy.app.request(url)).status).toBe(200);
    const whole = cachedBytes(roomy.cacheDir);

    const cap = Math.floor(whole / 3);
    const tight = appFor({ cacheMaxBytes: cap });
    for (const url of all) expect((await tight.app.request(url)).status).toBe(200);
    expect(cachedBytes(tight.cacheDir)).toBeLessThanOrEqual(cap);
    expect(fs.readdirSync(tight.cacheDir).length).toBeGreaterThan(0);
    // evicted variants are rendered again, byte for byte the same
    const again = await tight.app.request(all[0]);
    const first = await roomy.app.request(all[0]);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
  });

  it("answers 503 at once when the renders waiting for a turn fill the queue, and serves them again afterwards", async () => {
    const { app } = appFor({ renderConcurrency: 1, maxWaiting: 2 });
    const urls = SOURCES.map((src) => `${src}?${[...IMAGE_VARIANTS.keys()][3]}`);
    const responses = await Promise.all(urls.map((url) => app.request(url)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 503]);
    expect(responses[3].headers.get("Retry-After")).toBe("1");
    expect((await responses[3].json()).message).toMatch(/try again/);
    expect((await app.request(urls[3])).status).toBe(200);
  });

  it("renders a variant asked for by many at once only once, without taking their places in the queue", async () => {
    const { app } = appFor({ renderConcurrency: 1, maxWaiting: 0 });
    const url = `${SOURCES[1]}?${[...IMAGE_VARIANTS.keys()][0]}`;
    const responses = await Promise.all(Array.from({ length: 8 }, () => app.request(url)));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
  });

  it("hands a request without parameters to the static files", async () => {
    const { app } = appFor();
    expect(await (await app.request(SOURCES[0])).text()).toBe("static file");
  });
});
