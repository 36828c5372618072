import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { serveBuildAssets, servePublicFiles } from "./static-files";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cems-public-"));
fs.mkdirSync(path.join(dir, "images", "products"), { recursive: true });
fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
fs.writeFileSync(path.join(dir, "images", "products", "ms-kit.svg"), "<svg>kit</svg>");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function appFor(opts: { rescan?: boolean } = {}) {
  const app = new Hono();
  app.use("*", servePublicFiles(dir, opts));
  app.get("*", (c) => c.text("rendered by the app"));
  return app;
}

describe("public files", () => {
  it("serves the files of the folder, with a day of caching, and hands every other path to the app", async () => {
    const app = appFor();
    const icon = await app.request("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(await (await app.request("/images/products/ms-kit.svg")).text()).toBe("<svg>kit</svg>");
    expect(await (await app.request("/products")).text()).toBe("rendered by the app");
    expect(await (await app.request("/images/products/../../favicon.svg")).text()).not.toBe("rendered by the app");
    expect(await (await app.request("/%E0%A4%A")).text()).toBe("rendered by the app");
  });

  it("serves hashed build assets as immutable for a year, pre-compressed when the browser accepts it", async () => {
    const app = new Hono();
    fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
    fs.writeFileSync(path.join(dir, "assets", "app-1a2b3c.js"), "console.log(1)");
    fs.writeFileSync(path.join(dir, "assets", "app-1a2b3c.js.br"), "brotli bytes");
    app.use("/assets/*", serveBuildAssets(dir));
    app.get("*", (c) => c.text("not found", 404));
    const res = await app.request("/assets/app-1a2b3c.js", { headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(await res.text()).toBe("brotli bytes");
    const missing = await app.request("/assets/nope.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBeNull();
  });

  it("knows only the files present at start-up, unless told to look again (development)", async () => {
    const app = appFor();
    const watching = appFor({ rescan: true });
    fs.writeFileSync(path.join(dir, "late.txt"), "late");
    expect(await (await app.request("/late.txt")).text()).toBe("rendered by the app");
    expect(await (await watching.request("/late.txt")).text()).toBe("late");
  });
});
