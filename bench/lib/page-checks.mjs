// What the build does for a page's first load, checked in a real browser (Debian Chromium through
// playwright-core), as budget rows of the bench (tests of build internals live here, the
// end-to-end tests keep what a user sees):
// - loading and hydrating a page that shows no price makes no Intl object (a browser's first one
//   costs 25–45 ms of main thread);
// - a client-side navigation asks the server for no /__manifest (the route manifest comes with the page);
// - a form's validation code (zod and its schema) is fetched when the form is first used, not with the page.
import { chromium } from "@playwright/test";

const INTL_PAGES = ["/", "/products", "/about", "/events", "/contact", "/checkout", "/tools"];
const FORMS = [
  ["/contact", "First Name"],
  ["/news", "Email address"],
];
const VALIDATION_CODE = /\/assets\/(zod|contact-schema|checkout-schema)-[\w-]+\.js$/;

/** Counts every Intl object made and every locale-dependent call, into window.__intlMade. */
function countIntl() {
  const made = [];
  window.__intlMade = made;
  for (const name of ["NumberFormat", "Collator", "DateTimeFormat", "PluralRules", "RelativeTimeFormat", "ListFormat", "Segmenter"]) {
    const Original = Intl[name];
    Intl[name] = new Proxy(Original, {
      construct(target, args) {
        made.push(name);
        return Reflect.construct(target, args);
      },
    });
  }
  for (const [proto, method] of [
    [Number.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleDateString"],
    [String.prototype, "localeCompare"],
  ]) {
    const original = proto[method];
    proto[method] = function (...args) {
      made.push(method);
      return original.apply(this, args);
    };
  }
}

async function open(page, url) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await page.waitForLoadState("networkidle");
}

/** Runs the checks against the site on `origin`; one figure per check, with what it found. */
export async function pageChecks(origin, { chromePath = process.env.CHROME_PATH || "/usr/bin/chromium" } = {}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const out = {};

    const intl = await browser.newContext();
    await intl.addInitScript(countIntl);
    const intlPage = await intl.newPage();
    out.intl = {};
    for (const p of INTL_PAGES) {
      await open(intlPage, origin + p);
      out.intl[p] = await intlPage.evaluate(() => window.__intlMade);
    }
    await intl.close();

    const nav = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const navPage = await nav.newPage();
    const discovery = [];
    navPage.on("request", (r) => new URL(r.url()).pathname.startsWith("/__manifest") && discovery.push(new URL(r.url()).pathname));
    await open(navPage, `${origin}/`);
    await navPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await navPage.waitForURL(/\/about$/);
    await navPage.getByRole("heading", { level: 1 }).waitFor();
    await navPage.goBack();
    await navPage.waitForURL((url) => url.pathname === "/");
    out.manifestRequests = discovery;
    await nav.close();

    const forms = await browser.newContext();
    const formPage = await forms.newPage();
    const loaded = [];
    formPage.on("request", (r) => VALIDATION_CODE.test(new URL(r.url()).pathname) && loaded.push(new URL(r.url()).pathname));
    out.forms = {};
    for (const [p, field] of FORMS) {
      loaded.length = 0;
      await open(formPage, origin + p);
      const atLoad = [...loaded];
      await formPage.getByRole("textbox", { name: field }).first().focus();
      const until = Date.now() + 10_000;
      while (!loaded.some((f) => f.includes("/assets/zod-")) && Date.now() < until) await formPage.waitForTimeout(100);
      out.forms[p] = { atLoad, afterFocus: loaded.some((f) => f.includes("/assets/zod-")) };
    }
    await forms.close();
    return out;
  } finally {
    await browser.close();
  }
}

/** The budget rows of these checks (run.mjs's `add(section, metric, value, unit, baseline, target, met, note)`). */
export function pageCheckRows(r, add, section) {
  if (r.error) {
    add(section, "first load in a browser (Intl, /__manifest, validation code)", null, "", null, "checked", false, r.error);
    return;
  }
  const intl = Object.entries(r.intl).filter(([, made]) => made.length);
  add(
    section,
    `Intl objects made while loading and hydrating pages that show no price (${Object.keys(r.intl).length} pages)`,
    intl.reduce((n, [, made]) => n + made.length, 0),
    "objects",
    null,
    "0",
    intl.length === 0,
    intl.length ? intl.map(([p, made]) => `${p}: ${made.join(", ")}`).join("; ") : undefined,
  );
  add(
    section,
    "/__manifest requests on a client-side navigation (/ → /about → back)",
    r.manifestRequests.length,
    "requests",
    null,
    "0",
    r.manifestRequests.length === 0,
  );
  const early = Object.entries(r.forms).filter(([, f]) => f.atLoad.length);
  add(
    section,
    `validation code (zod, form schemas) fetched with the page, before its form is used (${Object.keys(r.forms).join(", ")})`,
    early.reduce((n, [, f]) => n + f.atLoad.length, 0),
    "files",
    null,
    "0",
    early.length === 0,
    early.length ? early.map(([p, f]) => `${p}: ${f.atLoad.join(", ")}`).join("; ") : undefined,
  );
  const late = Object.entries(r.forms).filter(([, f]) => !f.afterFocus);
  add(
    section,
    "validation code fetched when a form's field is first focused",
    Object.keys(r.forms).length - late.length,
    "forms",
    null,
    `= ${Object.keys(r.forms).length}`,
    late.length === 0,
    late.length ? `not fetched on ${late.map(([p]) => p).join(", ")}` : undefined,
  );
}
