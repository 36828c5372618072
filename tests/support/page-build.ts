import type { ServerBuild } from "react-router";

/**
 * The React Router build of app/, compiled by Vite in this process as `npm run dev` does, so that
 * tests can render pages and run their actions without `npm run build`. Takes several seconds.
 */
export async function loadPageBuild() {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}
