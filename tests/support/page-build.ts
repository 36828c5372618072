import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

/**
 * The React Router build of app/, compiled by Vite in this process as `npm run dev` does, so that
 * tests can render pages and run their actions without `npm run build`. Takes a few seconds.
 * Nothing is bundled for browsers, and Vite's cache is a folder of this process's own (test files
 * run in parallel). With TEST_BUILD_DIR (the folder of a fresh `npm run build`), its page build.
 */
export async function loadPageBuild() {
  // The whole suite (scripts/test-all.sh) builds the site before these tests and names its build
  // folder here: the files that render pages then share that build instead of compiling app/ each again.
  const built = process.env.TEST_BUILD_DIR;
  if (built) {
    const build = (await import(pathToFileURL(path.resolve(built, "server/index.js")).href)) as ServerBuild;
    return { build, close: async () => {} };
  }
  const { createServer } = await import("vite");
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "cems-test-vite-"));
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "silent",
    cacheDir,
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return {
    build,
    close: async () => {
      await vite.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}
