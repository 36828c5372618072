import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Path parameters are read by one parser (server/http/path-params.ts, decision 040), which answers
// a value of the wrong shape as an unknown record before any query sees it. Reading one raw is how
// a malformed id used to reach PostgreSQL and come back as a 500.
const RAW_READERS: Array<[string, RegExp]> = [
  ["server/api", /\breq\.param\(\s*"(?!sessionId"|slug")/],
  // a loader or action handing a raw parameter to the server (a page drawn after its loader may show it)
  ["app/routes", /\bparams\.(id|orderNumber|quoteNumber|token|productId|itemId)\s*[,)]/],
];
// the cart's session id has its own reader (400); an event's slug is looked up in memory
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [file] : [];
  });

describe("path parameters", () => {
  it.each(RAW_READERS)("%s reads record ids only through the parser", (dir, raw) => {
    const offenders = sources(dir).flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (raw.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
