import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killAllServers, startServer, tempDataDir, type RunningServer } from "../chaos/support/server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// Junk query strings must not fill memory: the response cache keys pages on the
// parameters they read (app/lib/public-pages.ts), stores a key on its second request and is
// bounded in bytes (server/speed/response-cache.ts). Measured on the production build of this checkout
// (built here, ~10 s) run as `npm start` runs it (scripts/run-server.sh), its RSS read from /proc.
// the suite's own build when the whole suite runs (scripts/test-all.sh), else one of this test's
const BUILD_DIR = process.env.TEST_BUILD_DIR ?? "build-page-cache-test";
const ROOT = path.resolve(import.meta.dirname, "../..");
const PAGES = ["/", "/about", "/news", "/events", "/tools", "/documentation", "/contact", "/products"];
const JUNK_URLS = 10_000;
const ONE_OFF_URLS = 200;

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  if (!process.env.TEST_BUILD_DIR) execFileSync("npm", ["run", "-s", "build"], { cwd: ROOT, env: { ...process.env, BUILD_DIR }, stdio: "ignore" });
  database = await createTestDatabase();
  server = await startServer({ databaseUrl: database.url, dataDir: tempDataDir("page-cache"), buildDir: BUILD_DIR });
}, 300_000);

afterAll(async () => {
  await killAllServers();
  await database?.drop();
});

const memoryKb = (field: "VmRSS" | "VmHWM") => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1]);

async function get(target: string) {
  const res = await fetch(`${server.url}${target}`, { headers: { "Accept-Encoding": "br, gzip" } });
  return { status: res.status, cache: res.headers.get("X-Page-Cache"), html: await res.text() };
}

describe("anonymous page cache under junk query strings", () => {
  it(`keeps the server under 250 MB RSS through ${JUNK_URLS} unique junk URLs, storing none of them`, { timeout: 600_000 }, async () => {
    // every page asked for twice: stored
    for (const page of PAGES) for (let i = 0; i < 2; i++) expect((await get(page)).status).toBe(200);

    let next = 0;
    const answers = new Map<string, number>();
    const worker = async () => {
      while (next < JUNK_URLS) {
        const i = next++;
        const res = await get(`${PAGES[i % PAGES.length]}?x=${i}&utm_source=junk-${i}`);
        // the page of its key, as stored: nothing of the junk in it
        const answer = `${res.status} ${res.cache} ${res.html.includes(`junk-${i}`) ? "with the junk" : "without"}`;
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(Object.fromEntries(answers)).toEqual({ "200 hit without": JUNK_URLS });

    // one-off values of a parameter a page reads: each an ordinary render, not stored by it
    for (let i = 0; i < ONE_OFF_URLS; i++) expect((await get(`/products?category=junk-${i}`)).cache).toBeNull();

    const peakMb = memoryKb("VmHWM") / 1024;
    console.info(`page cache under junk: server RSS ${Math.round(memoryKb("VmRSS") / 1024)} MB, peak ${Math.round(peakMb)} MB`);
    expect(peakMb).toBeLessThan(250);
    expect(server.alive()).toBe(true);
  });
});
