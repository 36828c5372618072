// Lighthouse 12 (mobile and desktop presets) on a list of pages, one Chromium for all of them.
// Usage: node lighthouse.mjs '{"pages":[{"name","url"}],"presets":["mobile","desktop"],"runs":{"mobile":3},"out":"file.json"}'
// `runs`: runs per page and preset (default 1); the median run (Lighthouse's own choice) is reported,
// every run's figures beside it.
// Writes per page and preset: the four category scores, LCP, TBT, CLS, and what Lighthouse flags
// (failing audits of accessibility / best practices / SEO, the performance opportunities).
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

const spec = JSON.parse(process.argv[2]);
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS, logLevel: "silent" });
const stop = () => {
  try {
    chrome.kill();
  } catch {}
};
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => (stop(), process.exit(1)));

function flagged(lhr) {
  const out = {};
  for (const cat of CATEGORIES) {
    const refs = lhr.categories[cat]?.auditRefs ?? [];
    const items = [];
    for (const ref of refs) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.scoreDisplayMode === "notApplicable" || a.scoreDisplayMode === "informative" || a.scoreDisplayMode === "manual") continue;
      if (a.score >= 0.9 && cat === "performance") continue;
      if (a.score >= 1 && cat !== "performance") continue;
      items.push({
        id: a.id,
        score: a.score,
        weight: ref.weight,
        value: a.displayValue ?? undefined,
        title: a.title,
        items: cat === "performance" ? undefined : auditItems(a),
      });
    }
    if (cat === "performance") {
      for (const id of ["bootup-time", "unused-javascript", "render-blocking-resources"]) {
        const list = lhr.audits[id]?.details?.items;
        if (list?.length)
          items.push({
            id: `${id}-items`,
            items: list.slice(0, 6).map((x) => ({
              url: shortUrl(x.url),
              scriptingMs: x.scripting ? Math.round(x.scripting) : undefined,
              totalMs: x.total ? Math.round(x.total) : undefined,
              wastedBytes: x.wastedBytes,
              wastedMs: x.wastedMs,
            })),
          });
      }
      for (const a of Object.values(lhr.audits)) {
        if (a.details?.type === "opportunity" && (a.details.overallSavingsMs ?? 0) >= 50)
          items.push({ id: a.id, savingsMs: a.details.overallSavingsMs, savingsBytes: a.details.overallSavingsBytes, title: a.title });
      }
      const lcpEl = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
      if (lcpEl) items.push({ id: "lcp-element", value: lcpEl.snippet?.slice(0, 200) });
      const lcpPhases = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items;
      if (lcpPhases) items.push({ id: "lcp-phases", value: lcpPhases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(", ") });
    }
    out[cat] = items;
  }
  return out;
}

function shortUrl(u) {
  if (typeof u !== "string") return u;
  try {
    const url = new URL(u);
    return url.pathname + url.search;
  } catch {
    return u;
  }
}

/** The first few things an audit points at (links, nodes, Chrome issues), shortened. */
function auditItems(a) {
  const list = a.details?.items ?? [];
  return list.slice(0, 5).map((x) => {
    if (x.issueType) return { issue: x.issueType, sub: (x.subItems?.items ?? []).slice(0, 3).map((i) => JSON.stringify(i).slice(0, 200)) };
    const node = x.node ?? x;
    return {
      text: x.text,
      href: x.href,
      snippet: node.snippet?.slice(0, 160),
      explanation: node.explanation?.slice(0, 200),
      source: x.source ? JSON.stringify(x.source).slice(0, 120) : undefined,
    };
  });
}

/** One Lighthouse run of a page with a preset: its scores, metrics and what it flags. */
async function measure(page, preset) {
  const started = Date.now();
  const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
  let entry;
  try {
    let runner = await lighthouse(page.url, flags, preset === "desktop" ? desktopConfig : undefined);
    // A trace that could not be recorded (NO_NAVSTART, NO_FCP …) is Lighthouse's own hiccup: once more.
    if (runner.lhr.runtimeError && (!spec.deadline || Date.now() < spec.deadline)) {
      process.stderr.write(`  lighthouse ${preset.padEnd(7)} ${page.name.padEnd(14)} ${runner.lhr.runtimeError.code}: running it again\n`);
      runner = await lighthouse(page.url, flags, preset === "desktop" ? desktopConfig : undefined);
    }
    const lhr = runner.lhr;
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const num = (id) => lhr.audits[id]?.numericValue ?? null;
    entry = {
      preset,
      name: page.name,
      url: page.url,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: num("largest-contentful-paint"),
      tbt: num("total-blocking-time"),
      cls: num("cumulative-layout-shift"),
      fcp: num("first-contentful-paint"),
      tti: num("interactive"),
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      runtimeError: lhr.runtimeError?.message,
      error: lhr.runtimeError ? `Lighthouse: ${lhr.runtimeError.code}` : undefined,
      warnings: lhr.runWarnings,
      flagged: flagged(lhr),
      // what the `inspector-issues` audit only counts: the CSP violations Chrome reported
      cspIssues: (runner.artifacts?.InspectorIssues?.contentSecurityPolicyIssue ?? []).slice(0, 5).map((i) => ({
        directive: i.violatedDirective,
        blockedURL: i.blockedURL,
        type: i.contentSecurityPolicyViolationType,
        reportOnly: i.isReportOnly,
        source: i.sourceCodeLocation ? `${shortUrl(i.sourceCodeLocation.url)}:${i.sourceCodeLocation.lineNumber}` : undefined,
      })),
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    entry = { preset, name: page.name, url: page.url, error: String(error?.message ?? error), seconds: (Date.now() - started) / 1000 };
  }
  return entry;
}

/**
 * The median run as Lighthouse itself picks it (PageSpeed Insights, Lighthouse CI): the run nearest
 * to the median first contentful paint and the median time to interactive, ties to the earlier
 * TTI. Every run's figures are kept beside it.
 */
function medianRun(runs) {
  const ok = runs.filter((r) => Number.isFinite(r.fcp) && Number.isFinite(r.tti));
  const chosen = ok.length ? computeMedianRun(ok.map(asLhr)).run : runs[runs.length - 1];
  return {
    ...chosen,
    runs: runs.map((r) => ({
      performance: r.performance,
      tbt: r.tbt == null ? null : Math.round(r.tbt),
      lcp: r.lcp == null ? null : Math.round(r.lcp),
      cls: r.cls,
      error: r.error,
    })),
  };
}

/** The two audits `computeMedianRun` reads, in the shape of a Lighthouse result. */
function asLhr(run) {
  return { run, audits: { "first-contentful-paint": { numericValue: run.fcp }, interactive: { numericValue: run.tti } } };
}

const results = [];
try {
  // A fresh Chromium is slow on its first pages (caches, code, processes): one run of the first
  // page per preset, thrown away, so the page measured first (the baseline) does not pay for it.
  for (const preset of spec.presets) {
    if (!spec.pages.length || (spec.deadline && Date.now() > spec.deadline)) break;
    await lighthouse(
      spec.pages[0].url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
      preset === "desktop" ? desktopConfig : undefined,
    ).catch(() => {});
    process.stderr.write(`  lighthouse ${preset.padEnd(7)} warm-up run done\n`);
  }
  let singleRunsLeft = spec.presets.length * spec.pages.length;
  for (const preset of spec.presets) {
    for (const page of spec.pages) {
      singleRunsLeft -= 1;
      const started = Date.now();
      if (spec.deadline && started > spec.deadline) {
        // the whole bench has a time budget: what does not fit is reported as not run
        results.push({ preset, name: page.name, url: page.url, skipped: true, error: "not run: the bench's time budget was used up", seconds: 0 });
        process.stderr.write(`  lighthouse ${preset.padEnd(7)} ${page.name.padEnd(14)} not run (time budget)\n`);
        continue;
      }
      // Lighthouse's own advice on variability: several runs, and the median one. On this shared
      // 2-core VM one page's TBT ranged from 89 to 683 ms between identical runs.
      const runs = [];
      for (let i = 0; i < (spec.runs?.[preset] ?? 1); i++) {
        // a further run only if every page still to come keeps time for one
        if (i > 0 && spec.deadline && Date.now() + (singleRunsLeft + 1) * 12_000 > spec.deadline) break;
        runs.push(await measure(page, preset));
      }
      const entry = medianRun(runs);
      entry.seconds = (Date.now() - started) / 1000;
      results.push(entry);
      process.stderr.write(
        `  lighthouse ${preset.padEnd(7)} ${page.name.padEnd(14)} perf ${entry.performance ?? "-"} a11y ${entry.accessibility ?? "-"} bp ${entry.bestPractices ?? "-"} seo ${entry.seo ?? "-"}${runs.length > 1 ? ` (median of perf ${runs.map((r) => r.performance ?? "-").join(", ")})` : ""} (${entry.seconds.toFixed(1)} s)${entry.error ? ` ERROR ${entry.error}` : ""}\n`,
      );
    }
  }
} finally {
  stop();
}
fs.writeFileSync(spec.out, JSON.stringify(results, null, 2));
