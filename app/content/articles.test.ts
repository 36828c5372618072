import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import * as about from "./about";
import { articlePaths } from "./article-paths";
import { readTime } from "./article";
import * as contact from "./contact-page";
import { featuredGuides } from "./documentation";
import { guideBySlug, guides } from "./guides";
import * as home from "./home";
import * as news from "./news";
import { newsArticles } from "./news-articles";
import { featuredNews } from "./news-items";

/** Every string inside a content value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const routePatterns = PUBLIC_PAGES.map((page) => new RegExp(`^${page.path.replace(/:[a-z]+/gi, "[^/]+")}$`));
/** An address of ours answers with a page: a public page, and for an article or guide one we wrote. */
function isPageOfOurs(href: string) {
  const path = href.split(/[?#]/)[0];
  if (path.startsWith("/news/") || path.startsWith("/documentation/guides/")) return articlePaths().includes(path);
  return routePatterns.some((pattern) => pattern.test(path));
}

describe("news articles and guides (no dead link, no placeholder)", () => {
  it("every featured news item has its article, and every article a news item", () => {
    expect(Object.keys(newsArticles).sort()).toEqual(featuredNews.map((item) => item.id).sort());
    for (const article of Object.values(newsArticles)) expect(article.blocks.length).toBeGreaterThan(3);
  });

  it("every featured guide card opens its guide, with the guide's title and true read time", () => {
    expect(featuredGuides.items).toHaveLength(guides.length);
    for (const card of featuredGuides.items) {
      const guide = guideBySlug(card.href.replace("/documentation/guides/", ""));
      expect(guide, card.href).toBeDefined();
      expect(card.title).toBe(guide!.title);
      expect(card.badge).toBe(guide!.level);
      expect(card.readTime, card.title).toBe(readTime(guide!.blocks));
    }
  });

  it("links from articles and guides lead to our pages or to a real https site, never to a placeholder domain", () => {
    const links = [...Object.values(newsArticles).flatMap((a) => a.links), ...guides.flatMap((g) => g.links)];
    for (const link of links) {
      if (link.href.startsWith("https://")) expect(link.href).not.toMatch(/example\.(org|com)/);
      else expect(isPageOfOurs(link.href), link.href).toBe(true);
    }
  });

  it("no marketing content points to example.org or example.com, or to a bare in-page anchor", () => {
    // the brand's contact addresses (brand.ts) are configurable placeholders and are not content
    const texts = strings([home, about, contact, news, featuredNews, newsArticles, guides]).filter((text) => !text.startsWith("mailto:"));
    expect(texts.filter((text) => /example\.(org|com)/.test(text))).toEqual([]);
    const hrefs = strings([home, about, contact, news]).filter((text) => /^[/#]/.test(text) && !text.includes(" "));
    expect(hrefs.filter((href) => href.startsWith("#"))).toEqual([]);
    for (const href of hrefs.filter((h) => h.startsWith("/") && !h.startsWith("/images/"))) expect(isPageOfOurs(href), href).toBe(true);
  });

  it("the home page's application areas lead to the documentation filtered to their documents", () => {
    expect(home.homeApplicationAreas.items.map((area) => area.href)).toEqual([
      "/documentation?q=proteomics",
      "/documentation?q=antibodies",
      "/documentation?q=metabolite",
    ]);
  });
});
