import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import { canSeePrices } from "../auth/guards";
import { notFound } from "../http/api-errors";
import { prepareBody, preparedResponse, type PreparedBody } from "../http/prepared-body";
import { memoOf, type CatalogueSnapshot } from "../services/catalogue-cache";
import { isUuid, productViews, toProductView } from "../services/catalogue";

/** Reads depend on who asks (prices): revalidated every time, and never stored once someone is signed in. */
const cacheControlFor = (signedIn: boolean) => (signedIn ? "private, no-store" : "private, no-cache");

/**
 * Catalogue answers are serialised, compressed and hashed once per catalogue snapshot and audience
 * (with or without prices), then sent as they are: the same bytes `c.json()` would produce.
 */
function sendJson(c: Context<AppEnv>, body: PreparedBody, cacheControl: string, vary: string) {
  return preparedResponse(body, {
    headers: { "Content-Type": "application/json", "Cache-Control": cacheControl },
    acceptEncoding: c.req.header("Accept-Encoding"),
    head: c.req.method === "HEAD",
    vary,
  });
}

const preparedJson = (snapshot: CatalogueSnapshot, key: string, make: () => unknown) => memoOf(snapshot, `json:${key}`, () => prepareBody(JSON.stringify(make())));

export const categoryRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const snapshot = await c.var.services.catalogue.snapshot();
  return sendJson(c, preparedJson(snapshot, "categories", () => snapshot.categories), "public, max-age=60", "Accept-Encoding");
});

export const productReadRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const category = c.req.query("category");
    const slug = category && category !== "all" ? category : undefined;
    const showPrice = canSeePrices(c.var.user);
    const snapshot = await c.var.services.catalogue.snapshot();
    if (slug && !snapshot.categories.some((cat) => cat.slug === slug)) return c.json([]);
    const body = preparedJson(snapshot, `products:${showPrice}:${slug ?? ""}`, () => productViews(snapshot, showPrice, slug));
    return sendJson(c, body, cacheControlFor(!!c.var.user), "Accept-Encoding, Cookie");
  })
  .get("/:id", async (c) => {
    const id = c.req.param("id").toLowerCase();
    const snapshot = await c.var.services.catalogue.snapshot();
    const row = isUuid(id) ? snapshot.byId.get(id) : undefined;
    if (!row) throw notFound("Product not found");
    const showPrice = canSeePrices(c.var.user);
    const body = preparedJson(snapshot, `product:${showPrice}:${id}`, () => toProductView(row, showPrice));
    return sendJson(c, body, cacheControlFor(!!c.var.user), "Accept-Encoding, Cookie");
  });
