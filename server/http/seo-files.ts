import { Hono, type Context } from "hono";
import { events } from "~/content/event-listings";
import { articlePaths } from "~/content/article-paths";
import { fixedPublicPaths } from "~/lib/public-pages";
import type { AppEnv } from "../app-env";
import { sitemapDocuments } from "./sitemap";

/** The site's addresses: the public pages, every event's page, our articles and guides, then every product (from the catalogue in memory, by name). */
async function sitemapOf(c: Context<AppEnv>) {
  const origin = c.var.services.config.publicOrigin;
  const { products } = await c.var.services.catalogue.snapshot();
  return sitemapDocuments(origin, [
    ...fixedPublicPaths().map((p) => ({ loc: origin + p })),
    ...events.map((event) => ({ loc: `${origin}/events/${event.slug}` })),
    ...articlePaths().map((p) => ({ loc: origin + p })),
    ...products.map((r) => ({ loc: `${origin}/products/${r.id}`, lastmod: r.createdAt.toISOString().slice(0, 10) })),
  ]);
}

const xml = (c: Context<AppEnv>, body: string) => {
  c.header("Content-Type", "application/xml; charset=utf-8");
  c.header("Cache-Control", "public, max-age=3600");
  return c.body(body);
};

export const seoFiles = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = c.var.services.config.publicOrigin;
    c.header("Cache-Control", "public, max-age=3600");
    // /checkout stays crawlable: it is a public page with nothing personal in its HTML (the cart
    // is loaded in the browser), and a page that robots.txt blocks cannot pass a search audit.
    // It is not in the sitemap.
    return c.text(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /api/",
        "Disallow: /login",
        "Disallow: /register",
        "Disallow: /auth",
        "",
        `Sitemap: ${origin}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  })
  .get("/sitemap.xml", async (c) => xml(c, (await sitemapOf(c)).root))
  // the parts of a sitemap index (beyond 50,000 addresses: sitemap.ts)
  .get("/:name{sitemap-[1-9][0-9]{0,5}\\.xml}", async (c) => {
    const part = (await sitemapOf(c)).parts[Number(c.req.param("name").slice("sitemap-".length, -".xml".length)) - 1];
    return part ? xml(c, part) : c.notFound();
  });
