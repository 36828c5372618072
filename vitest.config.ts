import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "tests/**/*.test.ts"],
    // fault tests need the built server and a real PostgreSQL: `npm run test:chaos`
    exclude: ["tests/chaos/**", "**/node_modules/**"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest runs one file less at a time than there are CPUs: one on CI's 2 cores, where a file
    // spends most of its time waiting for PostgreSQL (another process). Files are independent (each
    // has a database of its own), so at least two run side by side.
    poolOptions: { forks: { maxForks: Math.max(2, os.availableParallelism() - 1) } },
  },
});
