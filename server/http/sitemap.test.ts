import { describe, expect, it } from "vitest";
import { sitemapDocuments } from "./sitemap";

const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ loc: `https://shop.example/products/${i}`, lastmod: "2026-01-02" }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("sitemap documents", () => {
  it("are one urlset up to the limit", () => {
    const { root, parts } = sitemapDocuments("https://shop.example", entries(3), 3);
    expect(root).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(root)).toHaveLength(3);
    expect(root).toContain("<lastmod>2026-01-02</lastmod>");
    expect(parts).toEqual([]);
  });

  it("become a sitemap index with parts of at most `limit` addresses beyond it", () => {
    const { root, parts } = sitemapDocuments("https://shop.example", entries(7), 3);
    expect(root).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(root)).toEqual(["https://shop.example/sitemap-1.xml", "https://shop.example/sitemap-2.xml", "https://shop.example/sitemap-3.xml"]);
    expect(parts.map((p) => locs(p).length)).toEqual([3, 3, 1]);
    expect(parts.flatMap(locs)).toEqual(entries(7).map((e) => e.loc));
    for (const part of parts) expect(part).toContain("<urlset ");
  });

  it("escape addresses", () => {
    expect(sitemapDocuments("https://x", [{ loc: "https://x/a?b=1&c=<2>" }]).root).toContain("<loc>https://x/a?b=1&#38;c=&#60;2&#62;</loc>");
  });
});
