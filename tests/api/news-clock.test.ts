import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { useTestApp } from "../support/test-app";

// News is ordered and labelled against the site's today (decisions.md "Content"), which the loaders
// read from services.today() (app/lib/today.ts). Pages rendered with the real page build, the clock
// set before and after the conference of June 1-5, 2025; the page cache is off so every request renders.
const t = useTestApp({ APP_CLOCK_NOW: "2025-05-26", PAGE_CACHE_TTL_SECONDS: "0" }, { pages: true });

/** The page's markup without its scripts (the loader data in them repeats the content's own words). */
async function page(path: string) {
  const res = await t.request(path);
  const html = (await res.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
  return { status: res.status, html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}

/** The badge texts of the news cards (and article heroes), in page order. */
const badges = (html: string) => [...html.matchAll(/rounded-full px-2\.5 py-0\.5 text-xs font-semibold[^"]*">([^<]+)</g)].map((m) => m[1]);
const headings = (html: string) => [...html.matchAll(/<h3[^>]*>\s*<a[^>]*href="(\/news\/[^"]+)"/g)].map((m) => m[1]);

describe("APP_CLOCK_NOW (tests only)", () => {
  it("a bare date is the site's today in every time zone, and the override is refused outside tests", () => {
    // the app started with APP_CLOCK_NOW=2025-05-26 (midnight UTC is still May 25 in New York)
    expect(t.services.today()).toBe("2025-05-26");
    expect(() => loadConfig({ APP_ENV: "test", APP_CLOCK_NOW: "2025-02-30" })).toThrow(/APP_CLOCK_NOW/);
    expect(() => loadConfig({ APP_ENV: "development", APP_CLOCK_NOW: "2025-06-10" })).toThrow(/APP_CLOCK_NOW: is honoured only with APP_ENV=test/);
  });
});

describe("before the conference (May 26, 2025)", () => {
  it("the home page shows spec §1's pair: the upcoming conference and the new application note", async () => {
    t.services.today = () => "2025-05-26";
    const { html } = await page("/");
    expect(headings(html)).toEqual(["/news/annual-conference-2025", "/news/cr3520-application-note"]);
    expect(badges(html.slice(html.indexOf('id="latest-news"')))).toEqual(["Upcoming Event", "New Publication"]);
  });

  it("the news page leads with the events still to come, the soonest first", async () => {
    t.services.today = () => "2025-05-26";
    const { html } = await page("/news");
    expect(headings(html)).toEqual([
      "/news/annual-conference-2025",
      "/news/san-diego-vendor-tour",
      "/news/cr3520-application-note",
      "/news/early-access-platform",
    ]);
    expect(badges(html)).toEqual(["Upcoming Event", "Upcoming Event", "New Publication", "Product News"]);
  });

  it("the conference's article invites without saying the event is over", async () => {
    t.services.today = () => "2025-05-26";
    const { status, text } = await page("/news/annual-conference-2025");
    expect(status).toBe(200);
    expect(text).toContain("Upcoming Event");
    expect(text).not.toContain("This event took place");
  });
});

describe("after the conference (June 10, 2025)", () => {
  it("the conference is a past event everywhere, never upcoming", async () => {
    t.services.today = () => "2025-06-10";
    const news = await page("/news");
    expect(headings(news.html)).toEqual([
      "/news/san-diego-vendor-tour",
      "/news/cr3520-application-note",
      "/news/early-access-platform",
      "/news/annual-conference-2025",
    ]);
    expect(badges(news.html)).toEqual(["Upcoming Event", "New Publication", "Product News", "Past Event"]);

    const article = await page("/news/annual-conference-2025");
    expect(badges(article.html)).not.toContain("Upcoming Event");
    expect(article.text).toContain("Past Event");
    expect(article.text).toContain("This event took place on June 1-5, 2025.");
  });

  it("the home page takes the next event and the latest news", async () => {
    t.services.today = () => "2025-06-10";
    const { html } = await page("/");
    expect(headings(html)).toEqual(["/news/san-diego-vendor-tour", "/news/cr3520-application-note"]);
  });

  it("with every event over, the home page shows news rather than past invitations", async () => {
    t.services.today = () => "2026-11-27";
    const { html } = await page("/");
    expect(headings(html)).toEqual(["/news/cr3520-application-note", "/news/early-access-platform"]);
  });
});

describe("article and guide pages", () => {
  it("draw the full text with its headings", async () => {
    const note = await page("/news/cr3520-application-note");
    expect(note.status).toBe(200);
    expect(note.html).toMatch(/<h1[^>]*>[\s\S]*Automated Charge Variant Analysis/);
    expect(note.text).toContain("Why cIEF and MS did not mix");
    const guide = await page("/documentation/guides/cief-ms-method-development-cr3520");
    expect(guide.status).toBe(200);
    expect(guide.text).toContain("Ampholyte mixes by expected pI range");
    expect(guide.text).toContain("min read");
  });

  it("answer 404 with the site's Page Not Found for an unknown slug", async () => {
    for (const path of ["/news/no-such-news", "/documentation/guides/no-such-guide", "/news/annual-conference-2025/extra"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain("Page Not Found");
    }
  });

  it("are in the sitemap", async () => {
    const xml = await (await t.request("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://localhost:3000/news/annual-conference-2025</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/documentation/guides/getting-started-with-cze-ms</loc>");
  });
});
