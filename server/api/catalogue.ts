import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { notFound } from "../http/api-errors";
import { getProduct, listCategories, listProducts } from "../services/catalogue";

/** Reads depend on who asks (prices): revalidated every time, and never stored once someone is signed in. */
const cacheControlFor = (signedIn: boolean) => (signedIn ? "private, no-store" : "private, no-cache");

export const categoryRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "public, max-age=60");
  return c.json(await listCategories(c.var.services.db));
});

export const productReadRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const category = c.req.query("category");
    const list = await listProducts(c.var.services.db, c.var.user, { categorySlug: category && category !== "all" ? category : undefined });
    c.header("Cache-Control", cacheControlFor(!!c.var.user));
    c.header("Vary", "Cookie");
    return c.json(list);
  })
  .get("/:id", async (c) => {
    const product = await getProduct(c.var.services.db, c.var.user, c.req.param("id"));
    if (!product) throw notFound("Product not found");
    c.header("Cache-Control", cacheControlFor(!!c.var.user));
    c.header("Vary", "Cookie");
    return c.json(product);
  });
