import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every environment variable the server and the scripts read is documented, in the README's
 * configuration table and in .env.example: an operator must not have to read the code to learn
 * that a variable exists. These checks read the sources.
 */
const root = process.cwd();
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

function files(dir: string, accept: (name: string) => boolean): string[] {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" || entry.name === "node_modules" ? [] : files(file, accept);
    return accept(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Set by the shell or by npm, not configuration. */
const NOT_CONFIGURATION = new Set(["HOME", "PATH", "PWD", "SECONDS", "RANDOM", "LINENO", "PIPESTATUS", "BASH_SOURCE", "UID", "EUID"]);

/** The variables of the server's validated configuration: the keys of the schema in server/config.ts. */
function configVariables() {
  const config = read("server/config.ts");
  return [...config.matchAll(/^ {4}([A-Z][A-Z0-9_]*): (?:z\b|optionalText)/gm)].map((m) => m[1]);
}

/** Variables read directly, where each is read: process.env.X / process.env["X"] / import.meta.env.X, and $X in shell scripts. */
function directReads() {
  const reads = new Map<string, string>();
  const code = [
    ...files("server", (n) => /\.(ts|tsx|mjs|js)$/.test(n)),
    ...files("app", (n) => /\.server\.tsx?$/.test(n)),
    ...files("scripts", (n) => /\.(ts|mjs|js)$/.test(n)),
  ];
  for (const file of code) {
    for (const m of read(file).matchAll(/(?:process\.env|import\.meta\.env)(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*["']([A-Za-z_][A-Za-z0-9_]*)["']\s*\])/g)) {
      const name = m[1] ?? m[2];
      if (!name.startsWith("npm_")) reads.set(name, file);
    }
  }
  const shell = [...files("scripts", (n) => n.endsWith(".sh")), ".ci/run"];
  for (const file of shell) {
    const text = read(file)
      .split("\n")
      .filter((line) => !/^\s*#/.test(line))
      .join("\n");
    for (const m of text.matchAll(/\$\{?([A-Z_][A-Z0-9_]*)/g)) if (!NOT_CONFIGURATION.has(m[1])) reads.set(m[1], file);
  }
  return reads;
}

/** The variable names in the first column of the README's table under "## Configuration". */
function readmeTable() {
  const section =
    read("README.md")
      .split(/^## Configuration$/m)[1]
      ?.split(/^## /m)[0] ?? "";
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return new Set(rows.flatMap((row) => [...row.split("|")[1].matchAll(/`([A-Z_][A-Z0-9_]*)`/g)].map((m) => m[1])));
}

const envExample = read(".env.example");

describe("environment variables", () => {
  const config = configVariables();
  const reads = directReads();
  const everyRead = [...new Set([...config, ...reads.keys()])].sort();
  const table = readmeTable();

  it("are found where they are read (the schema of server/config.ts, the code and the scripts)", () => {
    // a sample the scan must find, so that a change of shape in the sources fails here instead of passing unseen
    expect(config).toEqual(expect.arrayContaining(["APP_ENV", "DATABASE_URL", "EMBEDDED_PG_PORT", "SESSION_CACHE_TTL_SECONDS", "APP_CLOCK_NOW"]));
    expect(config.length).toBeGreaterThanOrEqual(30);
    expect([...reads.keys()]).toEqual(expect.arrayContaining(["MIGRATIONS_DIR", "BUILD_DIR", "MALLOC_ARENA_MAX"]));
  });

  it("each one the server or a script reads is in the README's configuration table", () => {
    expect(everyRead.filter((name) => !table.has(name))).toEqual([]);
  });

  it("each one the server or a script reads is in .env.example", () => {
    expect(everyRead.filter((name) => !new RegExp(`\\b${name}\\b`).test(envExample))).toEqual([]);
  });

  it("the README's table names no variable that nothing reads", () => {
    expect([...table].filter((name) => !everyRead.includes(name))).toEqual([]);
  });
});
