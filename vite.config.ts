import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";

const ROOT_MODULE = path.resolve(import.meta.dirname, "app/root.tsx");

/**
 * The site's shell in one chunk: the modules app/root.tsx imports statically (header, footer, cart
 * provider, toasts, their icons and helpers), which every page loads anyway. Rollup made a dozen
 * files of 1–4 kB of them, and a page's first load was 30–40 requests: over HTTP/1.1 (six
 * connections, a round trip each) that is what kept a phone's LCP a second behind its first paint
 * in Lighthouse's simulation. React and React Router are in it too (the shell imports them);
 * react-dom stays with entry.client. Nothing that only some pages use joins the shell: tools and
 * admin code stay where they were.
 */
function siteShellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    shell ??= staticImportsOf(ROOT_MODULE, getModuleInfo);
    if (shell.has(id)) return "site-shell";
    return undefined;
  };
}

/**
 * Every module `start` imports statically, directly or not. Rollup puts a manual chunk's static
 * dependencies into it, so the shell must not import lucide-react's index, which imports every
 * icon: the icons of the whole site (tools and admin included) would join it.
 */
function staticImportsOf(start: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [...(getModuleInfo(start) ? [start] : [])];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    if (LUCIDE_INDEX.test(id)) {
      const importers = getModuleInfo(id)?.importers.filter((m) => seen.has(m)) ?? [];
      throw new Error(`${importers.join(", ")} (the site shell) imports "lucide-react": import its icons one by one, from "lucide-react/icons/<name>".`);
    }
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const LUCIDE_INDEX = /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.m?js$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    assetsInlineLimit: 0,
    // No `experimentalMinChunkSize`: it merged tools and admin modules into chunks that other pages
    // load first. A manual "icons" chunk made every page pay for every icon of the site.
  },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: siteShellChunk() } } } },
  },
});
