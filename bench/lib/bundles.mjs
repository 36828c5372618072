// First-load JavaScript and CSS per route, from the build's own manifest.
//
// The Vite client build of React Router writes no `.vite/manifest.json` unless the config asks for
// one; React Router's manifest (`client/assets/manifest-<hash>.js`, the `window.__reactRouterManifest`
// the browser loads) lists, for the entry and every route, its module, the chunks it imports and its
// CSS. First load of a URL = entry + root route + the matched route (module, imports, CSS). Each file
// is compressed on its own (gzip -9, brotli 11, as the build's pre-compressed files are served).
// The bench builds with `--sourcemapClient hidden` (maps written beside the chunks, the chunks'
// bytes unchanged): the maps say which source modules each chunk holds, used to find tools or admin
// code on other pages and to split the bytes by package.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export function readRouterManifest(clientDir) {
  const dir = path.join(clientDir, "assets");
  const files = fs.readdirSync(dir).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (files.length === 0) throw new Error(`no React Router manifest in ${dir}`);
  files.sort((a, b) => fs.statSync(path.join(dir, b)).mtimeMs - fs.statSync(path.join(dir, a)).mtimeMs);
  const text = fs.readFileSync(path.join(dir, files[0]), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { file: files[0], manifest: JSON.parse(json) };
}

/** Route ids matched by a URL path: root plus the first leaf route whose pattern fits. */
export function matchRoutes(manifest, urlPath) {
  const segments = urlPath.split("/").filter(Boolean);
  const routes = Object.values(manifest.routes);
  const chain = (route) => {
    const ids = [];
    for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : null) ids.unshift(r.id);
    return ids;
  };
  const fullPattern = (route) => {
    const parts = [];
    for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : null) if (r.path) parts.unshift(r.path);
    return parts.join("/").split("/").filter(Boolean);
  };
  const leaves = routes.filter((r) => !routes.some((c) => c.parentId === r.id));
  const score = (route) => {
    const pattern = fullPattern(route);
    if (route.index && segments.length === 0 && pattern.length === 0) return 100;
    if (route.index) return -1;
    if (pattern.at(-1) === "*")
      return pattern.length - 1 <= segments.length && pattern.slice(0, -1).every((p, i) => p.startsWith(":") || p === segments[i]) ? 1 : -1;
    if (pattern.length !== segments.length) return -1;
    let s = 10;
    for (let i = 0; i < pattern.length; i++) {
      if (pattern[i].startsWith(":")) s += 1;
      else if (pattern[i] === segments[i]) s += 3;
      else return -1;
    }
    return s;
  };
  const best = leaves
    .map((r) => [score(r), r])
    .filter(([s]) => s >= 0)
    .sort((a, b) => b[0] - a[0])[0];
  if (!best) throw new Error(`no route matches ${urlPath}`);
  return chain(best[1]);
}

const withoutFragment = (href) => href.replace(/#.*$/, "");

/** The JS and CSS files a first visit to these routes loads (module preloads and stylesheets). */
export function firstLoadFiles(manifest, routeIds) {
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  // React Router marks a stylesheet that comes with a shared chunk by a trailing "#": the file is the same
  const css = new Set((manifest.entry.css ?? []).map(withoutFragment));
  for (const id of routeIds) {
    const r = manifest.routes[id];
    if (!r) continue;
    js.add(r.module);
    for (const f of r.imports ?? []) js.add(f);
    for (const f of r.css ?? []) css.add(withoutFragment(f));
    // split route modules (v8_splitRouteModules) load separately only when the route has them
    for (const key of ["clientActionModule", "clientLoaderModule", "clientMiddlewareModule", "hydrateFallbackModule"]) if (r[key]) js.add(r[key]);
  }
  return { js: [...js], css: [...css] };
}

const sizeCache = new Map();
export function compressedSizes(file) {
  if (!sizeCache.has(file)) {
    const data = fs.readFileSync(file);
    sizeCache.set(file, {
      raw: data.length,
      gzip: zlib.gzipSync(data, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(file);
}

export function sumSizes(clientDir, hrefs) {
  const total = { raw: 0, gzip: 0, brotli: 0, files: hrefs.length };
  for (const href of hrefs) {
    const s = compressedSizes(path.join(clientDir, href));
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return total;
}

/** Script and stylesheet URLs a server-rendered page links (cross-check of the manifest). */
export function htmlAssetLinks(html) {
  const js = new Set();
  const css = new Set();
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) js.add(href);
    else if (/\brel="stylesheet"/.test(tag)) css.add(withoutFragment(href));
  }
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from)?\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]);
  return { js: [...js].filter((h) => h.startsWith("/assets/")), css: [...css].filter((h) => h.startsWith("/assets/")) };
}

// --- source maps: which modules a chunk holds, and how many bytes each contributes ---------------

const B64 = new Map([..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((c, i) => [c, i]));
function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = B64.get(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Generated (minified) characters per source file of one chunk, or null without a map. */
export function bytesBySource(jsFile, mapFile = `${jsFile}.map`) {
  if (!fs.existsSync(mapFile)) return null;
  const map = JSON.parse(fs.readFileSync(mapFile, "utf8"));
  const lines = fs.readFileSync(jsFile, "utf8").split("\n");
  const counts = new Map();
  let src = 0;
  const add = (key, n) => counts.set(key, (counts.get(key) ?? 0) + n);
  map.mappings.split(";").forEach((lineText, lineNo) => {
    const lineLength = lines[lineNo]?.length ?? 0;
    let col = 0;
    const segs = [];
    for (const segText of lineText.split(",")) {
      if (!segText) continue;
      const seg = decodeSegment(segText);
      col += seg[0];
      let source = null;
      if (seg.length >= 4) {
        src += seg[1];
        source = map.sources[src];
      }
      segs.push([col, source]);
    }
    if (segs.length === 0) {
      add("(unmapped)", lineLength);
      return;
    }
    if (segs[0][0] > 0) add("(unmapped)", segs[0][0]);
    for (let i = 0; i < segs.length; i++) {
      const end = i + 1 < segs.length ? segs[i + 1][0] : lineLength;
      add(segs[i][1] ?? "(unmapped)", Math.max(0, end - segs[i][0]));
    }
  });
  // source paths are relative to the map: ../../../node_modules/x or ../../../app/y
  const normalised = new Map();
  for (const [source, n] of counts) {
    const key = source.replace(/^(\.\.\/)+/, "").replace(/^\/?work\/main\//, "");
    normalised.set(key, (normalised.get(key) ?? 0) + n);
  }
  return normalised;
}

/** A short group name for a source path: the npm package, or the app folder. */
export function sourceGroup(source) {
  const nm = source.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = source.slice(nm + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (source.startsWith("app/")) {
    const parts = source.split("/");
    return parts.length > 2 ? `app/${parts[1]}${parts[1] === "components" && parts.length > 3 ? `/${parts[2]}` : ""}` : source;
  }
  return source;
}

const TOOLS_CODE = /^app\/(tools\/|components\/tools\/|routes\/tools\.tsx)/;
const ADMIN_CODE = /^app\/(routes\/admin[^/]*|components\/admin\/|lib\/admin-)/;

/**
 * Gzip bytes of a route's first-load JS split by package / app folder (each chunk's gzip size
 * shared out in proportion to its minified bytes), and the tools / admin modules it loads.
 */
export function analyseRoute(clientDir, jsHrefs, mapsDir = clientDir) {
  const groups = new Map();
  const tools = new Set();
  const admin = new Set();
  let mapped = true;
  for (const href of jsHrefs) {
    const file = path.join(clientDir, href);
    const sizes = compressedSizes(file);
    const bySource = bytesBySource(file, `${path.join(mapsDir, href)}.map`);
    if (!bySource) {
      mapped = false;
      groups.set("(no source map)", (groups.get("(no source map)") ?? 0) + sizes.gzip);
      continue;
    }
    const total = [...bySource.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [source, n] of bySource) {
      const g = sourceGroup(source);
      groups.set(g, (groups.get(g) ?? 0) + (sizes.gzip * n) / total);
      if (TOOLS_CODE.test(source)) tools.add(source);
      if (ADMIN_CODE.test(source)) admin.add(source);
    }
  }
  const breakdown = [...groups.entries()].sort((a, b) => b[1] - a[1]).map(([group, gzip]) => ({ group, gzip: Math.round(gzip) }));
  return { mapped, breakdown, toolsModules: [...tools].sort(), adminModules: [...admin].sort() };
}

/** The largest chunks of a route, gzip bytes. */
export function largestChunks(clientDir, hrefs, n = 6) {
  return hrefs
    .map((href) => ({ href, ...compressedSizes(path.join(clientDir, href)) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, n)
    .map(({ href, gzip, brotli, raw }) => ({ file: path.basename(href), raw, gzip, brotli }));
}

// --- the chunk plan (vite.config.ts), checked on the pages' own script links ----------------------

const chunkNamed = (name) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);
const SITE_SHELL = chunkNamed("site-shell");
const PUBLIC_PAGES_CHUNK = chunkNamed("public-pages");
const VALIDATION_CHUNK = /^\/assets\/(zod|contact-schema|checkout-schema)-[\w-]+\.js$/;
/** Icons only the tools or the admin use: the shared chunks must not carry them (lucide's `name:"…"`). */
const SHELL_FOREIGN_ICONS = /name:"(syringe|chart-scatter|pencil)"/g;
const PUBLIC_FOREIGN_ICONS = /name:"(syringe|chart-scatter|pencil|flask-conical)"/g;

/**
 * The chunk plan's promises on the pages' first loads, as budget checks: one `site-shell` file
 * that every page loads; one `public-pages` file that every public page loads and /checkout and
 * /tools (`notSharing`) do not; at most `maxPublicFiles` scripts on a public page and `maxFiles` on
 * any; no tools or admin icons in those two shared files; no validation code (zod, form schemas)
 * before a form is used; every module preload at low priority (the first paint waits for HTML and
 * CSS only); the largest image preloaded at high priority where `lcpPreloadOn` says.
 *
 * routes: [{ path, scripts: the script URLs the page's HTML links, html }]; readAsset(href) → text.
 * Returns [{ metric, value, unit, target, met, note? }].
 */
export function chunkPlanChecks(
  routes,
  readAsset,
  { notSharing = ["/checkout", "/tools"], maxFiles = 30, maxPublicFiles = 10, lcpPreloadOn = ["/products"] } = {},
) {
  const checks = [];
  const check = (metric, value, unit, target, met, problems = []) =>
    checks.push({ metric, value, unit, target, met, ...(problems.length ? { note: problems.slice(0, 6).join("; ") } : {}) });
  const isPublic = (r) => !notSharing.includes(r.path);

  const shells = routes.map((r) => r.scripts.filter((s) => SITE_SHELL.test(s)));
  const shellFiles = [...new Set(shells.flat())];
  const shellProblems = routes.flatMap((r, i) => (shells[i].length === 1 ? [] : [`${r.path}: ${shells[i].length} site-shell files`]));
  check(
    "site-shell chunk: files across the measured pages, each page loading one",
    shellFiles.length,
    "files",
    "1",
    shellFiles.length === 1 && shellProblems.length === 0,
    shellProblems,
  );

  const shared = routes.map((r) => r.scripts.filter((s) => PUBLIC_PAGES_CHUNK.test(s)));
  const sharedFiles = [...new Set(shared.flat())];
  const sharedProblems = routes.flatMap((r, i) =>
    isPublic(r)
      ? shared[i].length > 1
        ? [`${r.path}: ${shared[i].length} public-pages files`]
        : []
      : shared[i].length
        ? [`${r.path} loads ${shared[i].join(", ")}`]
        : [],
  );
  check(
    `public-pages chunk: files across the public pages, none on ${notSharing.join(" or ")}`,
    sharedFiles.length,
    "files",
    "1",
    sharedFiles.length === 1 && sharedProblems.length === 0,
    sharedProblems,
  );

  const tooMany = routes.filter((r) => r.scripts.length > (isPublic(r) ? maxPublicFiles : maxFiles));
  check(
    "pages over their script-file budget",
    tooMany.length,
    "pages",
    `0 (≤ ${maxPublicFiles} files on a public page, ≤ ${maxFiles} on any)`,
    tooMany.length === 0,
    tooMany.map((r) => `${r.path}: ${r.scripts.length} files`),
  );

  const icons = [];
  for (const [files, pattern, label] of [
    [shellFiles, SHELL_FOREIGN_ICONS, "site-shell"],
    [sharedFiles, PUBLIC_FOREIGN_ICONS, "public-pages"],
  ])
    for (const f of files) for (const m of readAsset(f).matchAll(pattern)) icons.push(`${label}: ${m[1]}`);
  check("tools or admin icons in the site-shell and public-pages chunks", icons.length, "icons", "0", icons.length === 0, icons);

  const validation = routes.flatMap((r) => r.scripts.filter((s) => VALIDATION_CHUNK.test(s)).map((s) => `${r.path}: ${s}`));
  check("validation code (zod, form schemas) in a page's first load", validation.length, "files", "0", validation.length === 0, validation);

  const eager = routes.flatMap((r) =>
    [...r.html.matchAll(/<link rel="modulepreload"[^>]*>/g)].filter((m) => !m[0].includes('fetchpriority="low"')).map((m) => `${r.path}: ${m[0]}`),
  );
  const preloads = routes.reduce((n, r) => n + [...r.html.matchAll(/<link rel="modulepreload"/g)].length, 0);
  check("module preloads not at low priority", eager.length, "links", `0 (of ${preloads})`, preloads > 0 && eager.length === 0, eager);

  const withoutLcp = routes
    .filter((r) => lcpPreloadOn.includes(r.path))
    .filter((r) => !/<link rel="preload" as="image" fetchPriority="high"/i.test(r.html))
    .map((r) => r.path);
  check(
    `image preloaded at high priority on ${lcpPreloadOn.join(", ")}`,
    lcpPreloadOn.length - withoutLcp.length,
    "pages",
    `= ${lcpPreloadOn.length}`,
    withoutLcp.length === 0,
    withoutLcp.map((p) => `${p}: none`),
  );
  return checks;
}
