import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets two checkouts of work (or two agents) build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest (~2 kB compressed, cached) comes with the first page. Lazy discovery
  // (the default) watched the page for links after hydration and fetched /__manifest for them:
  // main-thread work on every page load, for a site of twenty routes.
  routeDiscovery: { mode: "initial" },
  future: { v8_splitRouteModules: true, v8_viteEnvironmentApi: true, v8_trailingSlashAwareDataRequests: true },
} satisfies Config;
