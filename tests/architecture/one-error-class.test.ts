import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One error language (decision 047): the server's code throws DomainError, which carries its code,
// status and message, and server/http/api-errors.ts alone turns it into an answer. The browser's
// client has one class of its own for a refused request. A third class is a second language that
// every router and page would have to translate again.
const ALLOWED = ["app/lib/api-client.ts: ApiRequestError extends Error", "server/errors/domain-error.ts: DomainError extends Error"];

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(tsx?|mjs|js)$/.test(entry.name) && !entry.name.includes(".test.") ? [file] : [];
  });

/** Every `class X extends …Error` (Error, TypeError, DomainError…) in a file, as "file: X extends Y". */
function errorClasses(file: string) {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/\bclass\s+(\w+)\s+extends\s+([\w.]*Error)\b/g)].map((match) => `${file}: ${match[1]} extends ${match[2]}`);
}

describe("one error language", () => {
  it("app/ and server/ hold at most two classes that extend an Error: DomainError and the client's ApiRequestError", () => {
    const found = ["app", "server"].flatMap(sources).flatMap(errorClasses).sort();
    expect(found).toEqual(ALLOWED);
    expect(found.length).toBeLessThanOrEqual(2);
  });

  it("finds a class of another name extending an Error (the check can fail)", () => {
    const probe = path.join(fs.mkdtempSync(path.join(fs.realpathSync("/tmp"), "error-classes-")), "probe.ts");
    fs.writeFileSync(probe, "export class QuoteError extends DomainError {}\nclass Refusal extends Error {}\n");
    expect(errorClasses(probe).map((line) => line.split(": ")[1])).toEqual(["QuoteError extends DomainError", "Refusal extends Error"]);
  });
});
