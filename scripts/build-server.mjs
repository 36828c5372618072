// Bundles the Node server (server/index.ts) into build/server-main.js and the job workers (server/worker.ts) into build/worker-main.js, copies the SQL migrations and the PDF inspection's worker
// beside it, and pre-compresses the client assets so they are served without work per request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";

const out = process.env.BUILD_DIR ?? "build";

// the web server, and the job workers on their own (`npm run worker`)
const entries = { "server-main": "server/index.ts", "worker-main": "server/worker.ts" };
await build({
  entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
  outdir: out,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // countries-list's names are a JSON file, which Node imports only with an import attribute: bundled
  plugins: [
    {
      name: "bundle-country-names",
      setup(b) {
        b.onResolve({ filter: /^countries-list\/minimal\/[\w.]+\.json$/ }, (args) => ({ path: path.resolve("node_modules", args.path) }));
      },
    },
  ],
  alias: { "~": "./app" },
  sourcemap: true,
  logLevel: "warning",
});

fs.cpSync("server/db/migrations", `${out}/migrations`, { recursive: true });
// the PDF inspection's worker runs as a file of its own, found beside the bundle (server/uploads/pdf-inspection.ts)
fs.copyFileSync("server/uploads/pdf-inspection-worker.mjs", `${out}/pdf-inspection-worker.mjs`);
// run after the migrations, for the app's login role (server/db/roles.ts)
fs.cpSync("server/db/grants.sql", `${out}/grants.sql`);

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|map)$/;
function precompress(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  }
}
precompress(`${out}/client`);
