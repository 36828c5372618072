import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    assetsInlineLimit: 0,
    // Rollup's own chunking, on purpose. `experimentalMinChunkSize` (fewer, larger chunks) merged
    // tools and admin modules into chunks that other pages load first, and a manual "icons" chunk
    // made every page pay for every icon of the site (admin included) to save a few requests that
    // are low-priority preloads anyway (app/entry.server.tsx).
  },
});
