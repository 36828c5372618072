import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The suite's closing line (scripts/summarise-test-results.mjs) counts every failure that happened:
// also a Vitest file whose beforeAll failed (its tests are reported as skipped), a file that could
// not be loaded (no tests at all), a Playwright error outside any test, and a stage that crashed.
// The reports below have the shapes the runners write (checked against Vitest 3 and Playwright 1.5x).

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function summarise(files: Record<string, unknown>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "summary-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  const run = spawnSync("node", ["scripts/summarise-test-results.mjs", dir], { encoding: "utf8" });
  const closing = run.stdout.trim().split("\n").at(-1) ?? "";
  return { code: run.status, closing, out: run.stdout };
}

const test = (title: string, status: string, ancestorTitles: string[] = []) => ({ title, status, ancestorTitles });
const vitestFile = (name: string, status: string, message: string, assertionResults: unknown[]) => ({
  name: `/repo/${name}`,
  status,
  message,
  assertionResults,
});

const vitestPassing = {
  testResults: [vitestFile("tests/api/cart.test.ts", "passed", "", [test("adds", "passed"), test("removes", "passed"), test("later", "todo")])],
};

/** a file whose beforeAll failed: Vitest marks its tests skipped and counts no failed test */
const vitestHookFailed = {
  numFailedTests: 0,
  testResults: [
    vitestFile("tests/api/catalogue-scale.test.ts", "failed", "canceling statement due to statement timeout", [
      test("the first page", "skipped", ["with 10,000 more products"]),
      test("the sitemap", "skipped", ["with 10,000 more products"]),
    ]),
  ],
};

/** a file that could not be imported has no tests at all */
const vitestLoadFailed = {
  testResults: [vitestFile("tests/api/broken.test.ts", "failed", "Cannot find module './gone'", [])],
};

const vitestTestFailed = {
  testResults: [
    vitestFile("tests/api/orders.test.ts", "failed", "", [test("totals", "failed", ["checkout"]), test("lists", "passed"), test("later", "skipped")]),
  ],
};

const spec = (title: string, status: string) => ({
  title,
  file: "journey.spec.ts",
  tests: [{ status, results: [{ status: status === "expected" ? "passed" : "failed" }] }],
});
const playwright = (specs: unknown[], errors: unknown[] = []) => ({
  suites: [{ title: "journey.spec.ts", file: "journey.spec.ts", specs: [], suites: [{ title: "buyer", specs }] }],
  errors,
  stats: {},
});

describe("the closing line", () => {
  it("counts passed, failed and skipped tests of both runners", () => {
    const { closing, code } = summarise({
      "vitest-embedded.json": vitestTestFailed,
      "playwright.json": playwright([spec("checks out", "unexpected"), spec("browses", "expected"), spec("later", "skipped")]),
    });
    expect(closing).toBe("2 passed, 2 failed, 2 skipped");
    expect(code).toBe(1);
  });

  it("counts a file whose beforeAll failed as a failure, though its tests are reported skipped", () => {
    const { closing, out } = summarise({ "vitest-embedded.json": vitestHookFailed, "vitest-system-pg.json": vitestHookFailed });
    expect(closing).toBe("0 passed, 2 failed, 4 skipped");
    expect(out).toContain("tests/api/catalogue-scale.test.ts (the file, not a test: canceling statement due to statement timeout)");
  });

  it("counts a file that could not be loaded", () => {
    expect(summarise({ "vitest-embedded.json": vitestLoadFailed }).closing).toBe("0 passed, 1 failed, 0 skipped");
  });

  it("counts Playwright's errors outside any test (a spec that cannot load, a server that never started)", () => {
    const { closing, out } = summarise({
      "playwright.json": playwright([], [{ message: "Error: Process from config.webServer was not able to start. Exit code: 1" }]),
    });
    expect(closing).toBe("0 passed, 1 failed, 0 skipped");
    expect(out).toContain("outside any test: Error: Process from config.webServer was not able to start");
  });

  it("counts three timed-out journeys and two failed beforeAll hooks as five failures", () => {
    const { closing } = summarise({
      "vitest-embedded.json": vitestHookFailed,
      "vitest-system-pg.json": vitestHookFailed,
      "playwright.json": playwright([spec("quote", "unexpected"), spec("terms", "unexpected"), spec("pipeline", "unexpected"), spec("browse", "expected")]),
    });
    expect(closing).toBe("1 passed, 5 failed, 4 skipped");
  });

  it("counts a stage that failed without a report, or with no failure in it, once", () => {
    const { closing, out, code } = summarise({
      "vitest-embedded.json": vitestPassing,
      "stages.tsv": [
        "vitest (embedded PostgreSQL)\t1\tvitest-embedded.json",
        "end-to-end\t1\tplaywright.json",
        "deployment\t0\tplaywright-deploy.json",
        "",
      ].join("\n"),
    });
    expect(closing).toBe("2 passed, 2 failed, 1 skipped");
    expect(out).toContain("end-to-end: exited 1 before writing its report");
    expect(out).toContain("vitest (embedded PostgreSQL): exited 1 with no failed test in its report");
    expect(code).toBe(1);
  });

  it("does not count a failed stage twice when its report names the failures", () => {
    const { closing } = summarise({ "vitest-embedded.json": vitestTestFailed, "stages.tsv": "vitest (embedded PostgreSQL)\t1\tvitest-embedded.json\n" });
    expect(closing).toBe("1 passed, 1 failed, 1 skipped");
  });

  it("exits 0 with nothing failed", () => {
    const { closing, code } = summarise({ "vitest-embedded.json": vitestPassing, "stages.tsv": "vitest (embedded PostgreSQL)\t0\tvitest-embedded.json\n" });
    expect(closing).toBe("2 passed, 0 failed, 1 skipped");
    expect(code).toBe(0);
  });

  it("counts an unreadable report as a failure", () => {
    expect(summarise({ "playwright.json": "{ truncated" }).closing).toBe("0 passed, 1 failed, 0 skipped");
  });
});
