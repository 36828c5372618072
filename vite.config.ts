import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { PUBLIC_PAGES } from "./app/lib/public-pages";

const ROOT_MODULE = path.resolve(import.meta.dirname, "app/root.tsx");
const ROUTE_MODULE = /\/app\/routes\/[^/]+\.tsx$/;
const APP_DIR = path.resolve(import.meta.dirname, "app") + path.sep;
const ICONS_DIR = path.resolve(import.meta.dirname, "node_modules/lucide-react/dist/esm/icons") + path.sep;
/** Our own modules and lucide's icons; libraries are left to Rollup. */
const ourCodeOrIcon = (id: string) => id.startsWith(APP_DIR) || id.startsWith(ICONS_DIR);
/** Route modules whose shared code makes the `public-pages` chunk: the public pages less /tools, whose calculators stay out. */
const SHARED_CHUNK_PAGES = new Set(PUBLIC_PAGES.filter((page) => !page.ownChunk).map((page) => path.resolve(import.meta.dirname, "app", page.file)));

/**
 * How the browser's code is split into files, besides React Router's file per page:
 *
 * - `site-shell`: the modules app/root.tsx imports statically (header, footer, cart provider,
 *   toasts, their icons and helpers; React and React Router), which every page loads anyway.
 * - `public-pages`: our modules (and icons) that two or more public pages import, and no other
 *   page: heroes, sections, cards, their icons, image helpers. A public page also loads some of
 *   its neighbours' code in exchange (the catalogue's ~11 kB gzip more than it needs).
 * - `common`: our small modules and icons that two or more public pages share with the others
 *   (SEO helpers, badge, price text, form fields). Rollup moves a manual chunk's static
 *   dependencies into it; without a chunk of their own they would join `public-pages`, and /tools
 *   or /checkout would load that.
 * - `<page>-shared`: what one public page shares with pages that are not public (the newsletter
 *   box on /news and /newsletter), so that it reaches neither every public page nor a file per module.
 * - `forms`: Conform and our hook around it, for the pages with a form.
 *
 * Left to itself, Rollup made a file of every set of pages sharing a module: the home page's first
 * load was 26 files, 21 of them under 4 kB, now 7. Over HTTP/1.1 (six connections, a round trip
 * each) the scripts held a phone's LCP ~0.4 s back in Lighthouse's simulation, which counts every
 * script requested before the first paint (LCP 2.4–2.5 s → 2.0–2.1 s on /, /products, /contact).
 * Nothing of the tools or the admin joins a chunk a public page loads.
 */
function manualChunks(): Rollup.GetManualChunk {
  let plan: Map<string, string> | undefined;
  return (id, { getModuleInfo, getModuleIds }) => {
    plan ??= chunkPlan([...getModuleIds()], getModuleInfo);
    return plan.get(id);
  };
}

function chunkPlan(moduleIds: string[], getModuleInfo: Rollup.GetModuleInfo): Map<string, string> {
  const plan = new Map<string, string>();
  for (const id of staticImportsOf(ROOT_MODULE, getModuleInfo)) plan.set(id, "site-shell");
  // the pages that import each module; React Router loads a route under several ids (the file,
  // with and without a query): one page, one count
  const pagesOf = new Map<string, Set<string>>();
  for (const id of moduleIds) {
    const page = id.split("?")[0];
    if (!ROUTE_MODULE.test(page)) continue;
    for (const dep of staticImportsOf(id, getModuleInfo)) {
      if (plan.has(dep) || ROUTE_MODULE.test(dep.split("?")[0])) continue;
      pagesOf.set(dep, (pagesOf.get(dep) ?? new Set()).add(page));
    }
  }
  // What a single public page shares with pages that are not public (the newsletter box and its
  // messages on /news and /newsletter, the contact page's text and the admin's contacts) is one file
  // named after that page: in `common` every public page would load it, and a form among it would
  // bring Conform's file to all of them (~9 kB gzip on the home page); left to Rollup, each such
  // module was a file of its own, one round trip more for the page. A form shared by two public
  // pages or more is left to Rollup, for the same reason.
  const usesForms = (id: string) => [...staticImportsOf(id, getModuleInfo)].some((dep) => FORMS_CORE.some((core) => dep.startsWith(core)));
  for (const [id, pages] of pagesOf) {
    if (!ourCodeOrIcon(id)) continue;
    const publicPages = [...pages].filter((page) => SHARED_CHUNK_PAGES.has(page));
    if (publicPages.length === 1 && pages.size >= 2) plan.set(id, `${path.basename(publicPages[0], ".tsx")}-shared`);
    else if (usesForms(id)) continue;
    else if (publicPages.length === pages.size && pages.size >= 2) plan.set(id, "public-pages");
    else if (publicPages.length >= 2 && publicPages.length < pages.size) plan.set(id, "common");
    // an icon of one public page that code loaded later also uses (the contact page's and the tools'
    // alert triangle): a few hundred bytes, not worth a file and a round trip of its own
    else if (publicPages.length === 1 && id.startsWith(ICONS_DIR)) plan.set(id, "common");
  }
  // Conform (and our hook around it) is for the pages with a form (sign-in, contact, checkout,
  // admin): a file of its own, which `common`, loaded by every public page, would otherwise take in.
  for (const id of moduleIds) if (FORMS_CORE.some((core) => id.startsWith(core))) plan.set(id, "forms");
  // Forms load zod and their schema when first used (app/lib/load-on-first-use.ts). The text rule
  // every schema shares goes with zod, in one file of its own, rather than naming the chunk after it.
  for (const id of moduleIds) if (VALIDATION_CORE.some((core) => id.startsWith(core)) && !plan.has(id)) plan.set(id, "zod");
  return plan;
}

/**
 * Every module `start` imports statically, directly or not. lucide-react's index imports every
 * icon, so a module importing it would seem to use them all: icons are imported one by one, from
 * "lucide-react/icons/<name>" (`import type` from the index is fine, it leaves no import behind).
 */
function staticImportsOf(start: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [...(getModuleInfo(start) ? [start] : [])];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    if (LUCIDE_INDEX.test(id)) {
      const importers = getModuleInfo(id)?.importers.filter((m) => seen.has(m)) ?? [];
      throw new Error(`${importers.join(", ")} import "lucide-react": import its icons one by one, from "lucide-react/icons/<name>".`);
    }
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const VALIDATION_CORE = [
  path.resolve(import.meta.dirname, "node_modules/zod") + path.sep,
  path.resolve(import.meta.dirname, "app/lib/zod.ts"),
  path.resolve(import.meta.dirname, "app/lib/plain-text.ts"),
];

const FORMS_CORE = [
  path.resolve(import.meta.dirname, "node_modules/@conform-to/react") + path.sep,
  path.resolve(import.meta.dirname, "node_modules/@conform-to/dom") + path.sep,
  path.resolve(import.meta.dirname, "app/components/ui/use-validated-form.ts"),
  // the public forms' hook around it (contact, newsletter, events, quote requests): with the form
  // it serves, Rollup put it in the product page's chunk, which /contact and /news then loaded whole
  path.resolve(import.meta.dirname, "app/components/marketing/use-posted-form.ts"),
];

const LUCIDE_INDEX = /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.m?js$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // countries-list's names are a JSON file, which Node imports only with an import attribute: bundled
  ssr: { noExternal: ["countries-list"] },
  build: {
    assetsInlineLimit: 0,
    // No `experimentalMinChunkSize`: it merged tools and admin modules into chunks that other pages
    // load first. A manual "icons" chunk made every page pay for every icon of the site.
  },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: manualChunks() } } } },
  },
});
