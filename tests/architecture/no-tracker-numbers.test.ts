import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Code, tests and the bench say what a rule is, or name the decision record that explains it; a
// tracker's number tells a newcomer nothing and outlives the tracker.
const ROOTS = ["app", "server", "tests", "bench", "scripts", ".ci"];
const CODE_OR_BENCH_TEXT = /\.(tsx?|mjs|cjs|js|sh|css)$|^(run|README\.md)$/;
// spelt in pieces so that this file does not match itself
const TRACKER_REFERENCE = new RegExp(["\\b[Ii]ssues? ?#?\\d+", "\\b[Oo]utcomes? \\d+", "\\bitem \\d+\\b", "\\(#\\d+\\)"].join("|"));

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "results" ? [] : files(file);
    return CODE_OR_BENCH_TEXT.test(entry.name) ? [file] : [];
  });

describe("the code speaks of the product", () => {
  it("no file of code, tests or bench cites a tracker number", () => {
    const offenders = ROOTS.filter((root) => fs.existsSync(root)).flatMap((root) =>
      files(root).flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) => (TRACKER_REFERENCE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
