// The Lighthouse baseline: serves the framework floor (bench/floor, an empty React 19 + React Router 7
// page, built by bench/run.mjs) the way the site serves its own pages: server-rendered HTML, hashed
// assets brotli- or gzip-compressed with immutable cache headers.
// Usage: node floor-server.mjs PORT BUILD_DIR
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { createRequestListener } from "@react-router/node";
import { serveUntilStopped } from "./serve-until-stopped.mjs";

const [port, buildDir] = [Number(process.argv[2]), path.resolve(process.argv[3])];
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const renderPage = createRequestListener({ build, mode: "production" });

const TYPES = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };
const assets = new Map();
const assetDir = path.join(buildDir, "client/assets");
for (const name of fs.readdirSync(assetDir)) {
  const raw = fs.readFileSync(path.join(assetDir, name));
  assets.set(`/assets/${name}`, {
    type: TYPES[path.extname(name)] ?? "application/octet-stream",
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
  });
}

const server = http.createServer((req, res) => {
  const asset = assets.get(req.url);
  if (!asset) return renderPage(req, res);
  const accepts = req.headers["accept-encoding"] ?? "";
  const encoding = accepts.includes("br") ? "br" : "gzip";
  res.writeHead(200, {
    "content-type": asset.type,
    "content-encoding": encoding,
    "cache-control": "public, max-age=31536000, immutable",
    vary: "Accept-Encoding",
  });
  res.end(asset[encoding]);
});
serveUntilStopped(server, port);
