import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../server/http/rate-limit-table";

// The viewer is computed once per request and the guards read it; the rate limits are declared in
// one table and applied by name (docs/decisions/048-guards-and-rate-limits.md). This test reads the
// application's source and fails when another module looks the session up, computes a viewer,
// builds its own sign-in refusal or declares a limit of its own.

const ROOTS = ["server", "app"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = ROOTS.flatMap((root) => sourceFiles(root)).map((file) => ({ file: file.split(path.sep).join("/"), source: fs.readFileSync(file, "utf8") }));
const filesWith = (pattern: RegExp) => files.filter((f) => pattern.test(f.source)).map((f) => f.file);

/** What declares a rate limit: a window of its own (a rule's shape). */
const LIMIT_DECLARATION = /\bwindowSeconds\s*:/;
/** What applies a rule: the counter's functions and the API's and pages' helpers, with the rule's name. */
const APPLIED_BY_NAME =
  /\b(?:hitRateLimit|rateLimitedFor|clearRateLimit|limitByAddress|perAddressLimit|countAddress|limitPageByAddress)\(\s*(?:[\w.]+,\s*)?"([a-z-]+)"/g;

describe("the viewer", () => {
  it("is looked up from the session by the session middleware alone", () => {
    expect(filesWith(/\bsessions\.find\(/)).toEqual(["server/auth/load-session.ts"]);
  });

  it("is computed by the session middleware, and by the fast lane that hands it over, alone", () => {
    expect(filesWith(/\bviewerFor\(/).sort()).toEqual(["server/auth/guards.ts", "server/auth/load-session.ts", "server/speed/fast-lane.ts"]);
  });

  it("is refused by the guards alone: no page builds its own way to the sign-in page", () => {
    // (app/lib's links to the sign-in page are the UI's, not refusals)
    const refusals = filesWith(/login\?redirectTo=/).filter((f) => f.startsWith("server/") || f.startsWith("app/routes/"));
    expect(refusals.sort()).toEqual(["app/routes/admin.server.ts", "server/auth/guards.ts"]);
    // the former second family
    expect(filesWith(/\b(?:requireAdmin|requireAdminViewer)\b/)).toEqual([]);
  });
});

describe("rate limits", () => {
  it("are declared in the one table", () => {
    expect(filesWith(LIMIT_DECLARATION)).toEqual(["server/http/rate-limit-table.ts"]);
    expect(LIMIT_DECLARATION.test("const RULE = { name: 'x', limit: 5, windowSeconds: 600 };")).toBe(true);
  });

  it("are applied by their name in the table, and every rule of the table is applied somewhere", () => {
    const applied = new Set(files.flatMap((f) => [...f.source.matchAll(APPLIED_BY_NAME)].map((m) => m[1])));
    const signInRules = files
      .find((f) => f.file === "server/services/accounts/sign-in.ts")!
      .source.match(/"login-[a-z-]+"/g)!
      .map((n) => n.slice(1, -1));
    for (const name of signInRules) applied.add(name);
    expect([...applied].filter((name) => !(name in RATE_LIMITS))).toEqual([]);
    expect(Object.keys(RATE_LIMITS).filter((name) => !applied.has(name))).toEqual([]);
  });
});
