import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// No module of app/ or server/ imports itself back through others (decision 051): a cycle makes
// two modules one in all but name, breaks lazy loading (a chunk importing the chunk that loads it)
// and hides which of them is the lower layer. Every import counts — static, dynamic and type-only.

const ROOTS = ["app", "server"];
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"'\n]+)["']/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sources(file);
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The repo file an import names, or null for a package (or a generated route type). */
function resolve(importer: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(importer), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = path.posix.normalize(base + extension);
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

type Graph = Map<string, string[]>;

function importGraph(files: string[]): Graph {
  return new Map(
    files.map((file) => [
      file,
      [...fs.readFileSync(file, "utf8").matchAll(SPECIFIER)].map((m) => resolve(file, m[1])).filter((to): to is string => to !== null),
    ]),
  );
}

/** The groups of modules that import each other in a circle (strongly connected components of more than one module, or a module importing itself). */
export function importCycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || graph.get(v)!.includes(v)) cycles.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe("import cycles", () => {
  it("are found, with every module of the circle (the check is not blind)", () => {
    const graph: Graph = new Map([
      ["provider", ["controller", "lib"]],
      ["controller", ["provider"]],
      ["lib", []],
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
    ]);
    expect(importCycles(graph)).toEqual(
      expect.arrayContaining([
        ["controller", "provider"],
        ["a", "b", "c"],
      ]),
    );
    expect(importCycles(graph)).toHaveLength(2);
  });

  it("reads this codebase's imports: relative, ~/ and dynamic", () => {
    const graph = importGraph(ROOTS.flatMap(sources));
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get("app/root.tsx")).toContain("app/components/cart/cart-provider.tsx");
    expect(graph.get("app/components/cart/cart-provider.tsx")).toContain("app/components/cart/cart-controller.tsx");
  });

  it("do not exist in app/ and server/", () => {
    expect(importCycles(importGraph(ROOTS.flatMap(sources)))).toEqual([]);
  });
});
