import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { redocBundlePath, serveRedocBundle } from "./redoc-bundle";

const app = new Hono();
app.use("/vendor/*", serveRedocBundle());
app.all("*", (c) => c.text("next", 404));

describe("Redoc's bundle for the API reference", () => {
  it("is served from this origin under a name made from its content, cached for a year", async () => {
    expect(redocBundlePath()).toMatch(/^\/vendor\/redoc-[\w-]{12}\.js$/);
    const res = await app.request(redocBundlePath());
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/javascript; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toContain("Redoc");
  });

  it("loads nothing from Redocly's CDN (the sidebar's logo is an empty image)", async () => {
    const text = await (await app.request(redocBundlePath())).text();
    expect(text).not.toContain("cdn.redoc.ly");
    expect(text).toContain("API docs by Redocly");
  });

  it("is sent compressed, brotli first, with the same bytes inside", async () => {
    const plain = Buffer.from(await (await app.request(redocBundlePath())).arrayBuffer());
    const br = await app.request(redocBundlePath(), { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(brBytes).equals(plain)).toBe(true);
    const gz = await app.request(redocBundlePath(), { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(plain)).toBe(true);
  });

  it("leaves any other name under /vendor/ to the next handler", async () => {
    expect((await app.request("/vendor/redoc-000000000000.js")).status).toBe(404);
    expect(await (await app.request("/vendor/other.js")).text()).toBe("next");
  });
});
