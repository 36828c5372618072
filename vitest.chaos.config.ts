import path from "node:path";
import { defineConfig } from "vitest/config";

// Fault tests against the real built server (tests/chaos/run.sh prepares the build and PostgreSQL).
// The files run one after another: one of them stops and restarts the shared PostgreSQL cluster.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/chaos/**/*.test.ts"],
    // the soak runs only when asked for (`npm run test:chaos -- soak`)
    exclude: process.env.CHAOS_SOAK ? [] : ["tests/chaos/soak.test.ts"],
    fileParallelism: false,
    pool: "forks",
    testTimeout: 20 * 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
