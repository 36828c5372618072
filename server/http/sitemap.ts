/**
 * Sitemap documents (sitemaps.org): one `urlset` while the site has at most `limit` addresses
 * (the protocol's limit is 50,000 a file), otherwise a sitemap index whose parts
 * (`/sitemap-1.xml`, `/sitemap-2.xml`, …) hold `limit` addresses each.
 */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  /** absolute address */
  loc: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n`;
const NS = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"`;

function urlset(entries: readonly SitemapEntry[]) {
  const urls = entries.map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`);
  return `${HEAD}<urlset ${NS}>\n${urls.join("\n")}\n</urlset>\n`;
}

/** `/sitemap.xml`, and the parts an index names (none while one file holds everything). */
export function sitemapDocuments(origin: string, entries: readonly SitemapEntry[], limit = SITEMAP_URL_LIMIT): { root: string; parts: string[] } {
  if (entries.length <= limit) return { root: urlset(entries), parts: [] };
  const parts: string[] = [];
  for (let start = 0; start < entries.length; start += limit) parts.push(urlset(entries.slice(start, start + limit)));
  const index = parts.map((_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return { root: `${HEAD}<sitemapindex ${NS}>\n${index.join("\n")}\n</sitemapindex>\n`, parts };
}
