// Prints one closing line for the whole suite ("N passed, N failed, N skipped") from the runners'
// JSON reports in a folder, after the name of every failure.
//
// A failure is counted wherever it happened, not only where a test was marked failed:
// - Vitest marks the tests of a file whose beforeAll failed as skipped, and a file that could not
//   be loaded has no tests at all: such a failed file counts as one failure (its hook or import).
// - Playwright reports a spec file that could not be loaded, a server that did not start or a
//   global timeout as a top-level error, with no test: each counts as one failure.
// - test-all.sh lists every stage with its exit code in `stages.tsv` (name, exit code, report
//   file). A failed stage whose report is missing (it crashed) or shows no failure (an error
//   outside any test) counts as one failure.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Counts and names the failures of one Vitest JSON report (its file names relative to `root`). */
export function summariseVitest(report, root = "") {
  const out = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const file of report.testResults ?? []) {
    const name = root ? path.relative(root, file.name) : file.name;
    let failedTests = 0;
    for (const test of file.assertionResults ?? []) {
      if (test.status === "passed") out.passed++;
      else if (test.status === "failed") {
        failedTests++;
        out.failures.push(`${name} › ${[...(test.ancestorTitles ?? []), test.title].join(" › ")}`);
      } else out.skipped++;
    }
    out.failed += failedTests;
    if (file.status === "failed" && failedTests === 0) {
      out.failed++;
      const reason = firstLine(file.message) || "failed outside its tests";
      out.failures.push(`${name} (the file, not a test: ${reason})`);
    }
  }
  return out;
}

/** Counts and names the failures of one Playwright JSON report. */
export function summarisePlaywright(report) {
  const out = { passed: 0, failed: 0, skipped: 0, failures: [] };
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "expected") out.passed++;
        else if (test.status === "skipped") out.skipped++;
        else {
          // unexpected, or flaky (failed, then passed on a retry: it did fail)
          out.failed++;
          out.failures.push(`${spec.file ?? suite.file} › ${[...titles, spec.title].join(" › ")}${test.status === "flaky" ? " (flaky)" : ""}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) {
    out.failed++;
    out.failures.push(`outside any test: ${firstLine(error.message ?? error.value ?? "")}`);
  }
  return out;
}

/** The closing summary of a results folder (see the top of this file). */
export function summariseFolder(dir, root = process.cwd()) {
  const total = { passed: 0, failed: 0, skipped: 0, failures: [] };
  const add = (part) => {
    total.passed += part.passed;
    total.failed += part.failed;
    total.skipped += part.skipped;
    total.failures.push(...part.failures);
  };
  const failedByReport = new Map();
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    let report;
    try {
      report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    } catch (error) {
      add({ passed: 0, failed: 1, skipped: 0, failures: [`${file}: unreadable report (${firstLine(String(error))})`] });
      failedByReport.set(file, 1);
      continue;
    }
    const part = file.startsWith("vitest") ? summariseVitest(report, root) : summarisePlaywright(report);
    failedByReport.set(file, part.failed);
    add(part);
  }
  const stages = path.join(dir, "stages.tsv");
  if (fs.existsSync(stages)) {
    for (const line of fs.readFileSync(stages, "utf8").split("\n").filter(Boolean)) {
      const [stage, code, report] = line.split("\t");
      if (code === "0") continue;
      if (!failedByReport.has(report)) {
        add({ passed: 0, failed: 1, skipped: 0, failures: [`${stage}: exited ${code} before writing its report`] });
      } else if (failedByReport.get(report) === 0) {
        add({
          passed: 0,
          failed: 1,
          skipped: 0,
          failures: [`${stage}: exited ${code} with no failed test in its report (an error outside the tests: see its output)`],
        });
      }
    }
  }
  return total;
}

function firstLine(text) {
  return (
    String(text ?? "")
      // eslint-disable-next-line no-control-regex -- the terminal colours in the runners' messages
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .map((l) => l.trim())
      .find(Boolean)
      ?.slice(0, 200)
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const summary = summariseFolder(process.argv[2]);
  if (summary.failures.length) console.log(`\nfailures:\n${summary.failures.map((f) => `  ✘ ${f}`).join("\n")}`);
  console.log(`\n${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
  process.exit(summary.failed > 0 ? 1 : 0);
}
