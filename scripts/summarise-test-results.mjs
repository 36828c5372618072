// Prints one closing line for the whole suite ("N passed, N failed") from the runners' JSON reports.
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0,
  failed = 0,
  skipped = 0;
for (const file of fs.readdirSync(dir)) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } else {
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
    skipped += report.stats.skipped;
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
