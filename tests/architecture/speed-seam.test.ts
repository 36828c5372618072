import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every cache and every cache rule lives in the speed seam (server/speed/, decision 013): what is
// kept in memory, how long, what drops it (the changes channel's LISTEN/NOTIFY), and the rule that a
// personal answer is never stored. Code elsewhere asks the seam; it keeps nothing of its own.
const SEAM = "server/speed/";

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
const code = () => ["app", "server"].flatMap(sources).map((file) => ({ file: file.split(path.sep).join("/"), text: fs.readFileSync(file, "utf8") }));
const outsideSeam = (file: string) => !file.startsWith(SEAM);
/** Code that runs on the server only (a browser's module state lasts one tab and is no shared cache). */
const serverOnly = (file: string) => file.startsWith("server/") || /\.server\.tsx?$/.test(file);
/**
 * Registries filled while modules load, from the code alone (no request reaches them): they stop
 * growing once the process has started. Each is named here with what bounds it.
 */
const LOAD_TIME_REGISTRIES = [
  // the API description's error bodies, one per set of codes a route lists (zod-openapi needs one schema per component id)
  "server/api/openapi/operation.ts: errorBodies",
];

/** Each place `private, no-store` is written, as file:line. */
function noStoreWritten(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) => (line.includes("private, no-store") ? [`${file}:${i + 1}`] : []));
}

/** A module named as a cache. */
const namedAsCache = (file: string) => /cache/i.test(path.basename(file));

/** Listening to or announcing on PostgreSQL's LISTEN/NOTIFY. */
const LISTEN_OR_NOTIFY = [/\bpg_notify\s*\(/i, /[`"']\s*(UN)?LISTEN\s/, /\.on\(\s*["']notification["']/];
const listensOrNotifies = (text: string) => LISTEN_OR_NOTIFY.some((pattern) => pattern.test(text));

/**
 * Module-level Maps and Sets that the module writes to: memory that lives as long as the process
 * and grows with what it is asked (a cache, whatever its name). Constant tables (a Map built once
 * and only read) are no cache; a WeakMap holds nothing past its keys' lives.
 */
function moduleLevelCollectionsWritten(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names = source.statements.flatMap((statement) =>
    ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.flatMap((d) =>
          ts.isIdentifier(d.name) && d.initializer && ts.isNewExpression(d.initializer) && /^(Map|Set)$/.test(d.initializer.expression.getText(source))
            ? [d.name.text]
            : [],
        )
      : [],
  );
  return names.filter((name) => new RegExp(`\\b${name}\\.(set|add|delete|clear)\\(`).test(text)).map((name) => `${file}: ${name}`);
}

describe("the speed seam", () => {
  it("writes `private, no-store` in at most two places, both in the seam", () => {
    const places = code().flatMap(({ file, text }) => noStoreWritten(file, text));
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(2);
    expect(places.filter(outsideSeam)).toEqual([]);
  });

  it("holds every module named as a cache", () => {
    const files = code().map(({ file }) => file);
    expect(files.filter((file) => namedAsCache(file) && !outsideSeam(file)).length).toBeGreaterThan(0);
    expect(files.filter((file) => namedAsCache(file) && outsideSeam(file))).toEqual([]);
  });

  it("alone listens to and announces on LISTEN/NOTIFY", () => {
    const listening = code().filter(({ text }) => listensOrNotifies(text));
    expect(listening.map(({ file }) => file)).toContain("server/speed/changes-channel.ts");
    expect(listening.map(({ file }) => file).filter(outsideSeam)).toEqual([]);
  });

  it("is the only server code with module-level memory that grows: no Map or Set at a module's top level is written to elsewhere", () => {
    expect(
      code()
        .filter(({ file }) => serverOnly(file) && outsideSeam(file))
        .flatMap(({ file, text }) => moduleLevelCollectionsWritten(file, text))
        .filter((place) => !LOAD_TIME_REGISTRIES.includes(place)),
    ).toEqual([]);
  });

  it("catches deliberate offenders", () => {
    const bad = `
      import { db } from "./db";
      const SIZES = new Map([["a", 1]]);
      const remembered = new Map<string, number>();
      const seen = new Set<string>();
      export function price(id: string) {
        if (!remembered.has(id)) remembered.set(id, SIZES.get(id) ?? 0);
        seen.add(id);
        return db.execute("select pg_notify('session_changes', 'user:1')");
      }
      export const listen = (client: { query(q: string): void }) => client.query("LISTEN session_changes");
      export const headers = { "Cache-Control": "private, no-store" };
    `;
    expect(noStoreWritten("server/api/bad.ts", bad)).toEqual(["server/api/bad.ts:12"]);
    expect(namedAsCache("server/services/price-cache.ts")).toBe(true);
    expect(listensOrNotifies('client.on("notification", () => {})')).toBe(true);
    expect(listensOrNotifies(bad.replace(/pg_notify/, "now"))).toBe(true);
    expect(listensOrNotifies("// every instance LISTENs on the channel")).toBe(false);
    expect(moduleLevelCollectionsWritten("server/services/bad.ts", bad)).toEqual(["server/services/bad.ts: remembered", "server/services/bad.ts: seen"]);
  });
});
