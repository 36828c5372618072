import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { fixedPublicPaths } from "~/lib/public-pages";
import type { AppEnv } from "../app-env";
import { products } from "../db/schema";

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

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
  .get("/sitemap.xml", async (c) => {
    const origin = c.var.services.config.publicOrigin;
    const rows = await c.var.services.db.select({ id: products.id, createdAt: products.createdAt }).from(products).orderBy(asc(products.name));
    const urls = [
      ...fixedPublicPaths().map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`),
      ...rows.map((r) => `<url><loc>${escapeXml(`${origin}/products/${r.id}`)}</loc><lastmod>${r.createdAt.toISOString().slice(0, 10)}</lastmod></url>`),
    ];
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`);
  });
