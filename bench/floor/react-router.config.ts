import type { Config } from "@react-router/dev/config";

// The same rendering mode and future flags as the site, nothing else.
export default {
  ssr: true,
  appDirectory: "app",
  future: { v8_splitRouteModules: true, v8_viteEnvironmentApi: true, v8_trailingSlashAwareDataRequests: true },
} satisfies Config;
