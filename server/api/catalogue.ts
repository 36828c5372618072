import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { catalogueViewerOf } from "../auth/guards";
import { notFound } from "../http/api-errors";
import { isUuid, productViews, toProductView } from "../services/catalogue";

/** Reads depend on who asks (prices): revalidated every time, and never stored by the browser once someone is signed in. */
const headersFor = (signedIn: boolean) => ({ "Cache-Control": signedIn ? "private, no-store" : "private, no-cache", Vary: "Accept-Encoding, Cookie" });

export const categoryRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const snapshot = await c.var.services.catalogue.snapshot();
  return c.json(snapshot.categories, 200, { "Cache-Control": "public, max-age=60" });
});

export const productReadRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const category = c.req.query("category");
    const slug = category && category !== "all" ? category : undefined;
    const snapshot = await c.var.services.catalogue.snapshot();
    return c.json(productViews(snapshot, catalogueViewerOf(c.var.user), slug), 200, headersFor(!!c.var.user));
  })
  .get("/:id", async (c) => {
    const id = c.req.param("id").toLowerCase();
    const snapshot = await c.var.services.catalogue.snapshot();
    const row = isUuid(id) ? snapshot.byId.get(id) : undefined;
    if (!row) throw notFound("Product not found");
    return c.json(toProductView(row, catalogueViewerOf(c.var.user)), 200, headersFor(!!c.var.user));
  });
