import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets two checkouts of work (or two agents) build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_splitRouteModules: true, v8_viteEnvironmentApi: true, v8_trailingSlashAwareDataRequests: true },
} satisfies Config;
