// Layer rule (style.md): app/components, app/lib, app/tools and app/content never import server
// code. Route modules may, inside loaders and actions only (React Router strips those from the
// browser bundle). Exits 1 and names every offending import.
import fs from "node:fs";
import path from "node:path";

const LAYERS = ["app/components", "app/lib", "app/tools", "app/content"];
const IMPORT = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

export function findViolations(root, files) {
  const violations = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    for (const match of source.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      const resolved = spec.startsWith(".") ? path.normalize(path.join(path.dirname(file), spec)) : spec;
      if (resolved.startsWith("server/") || resolved.startsWith("server\\") || spec.startsWith("~/../server")) {
        violations.push(`${file}: imports ${spec}`);
      }
    }
  }
  return violations;
}

function walk(root, dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return walk(root, rel);
    return /\.(ts|tsx)$/.test(e.name) ? [rel] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const violations = findViolations(root, LAYERS.flatMap((d) => walk(root, d)));
  if (violations.length) {
    console.error(`Layer boundary violations (app/components, app/lib, app/tools, app/content must not import server/):\n${violations.join("\n")}`);
    process.exit(1);
  }
  console.log("layer boundaries: ok");
}
