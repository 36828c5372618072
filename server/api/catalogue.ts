import { Hono } from "hono";
import { parseApiCatalogueQuery } from "~/lib/catalogue-query";
import { linkHeader, pageCountOf } from "~/lib/pagination";
import type { AppEnv } from "../app-env";
import { validationFailed } from "../errors/domain-error";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { weakEtagOf } from "../speed/prepared-body";
import { findProducts, findProductsPage, matchedFieldsOf, productListJson, toProductView } from "../services/catalogue/catalogue";
import { NO_STORE } from "../speed/cache-control";

/** Reads depend on who asks (prices): revalidated every time, and never stored by the browser once someone is signed in. */
const headersFor = (signedIn: boolean) => ({ "Cache-Control": signedIn ? NO_STORE : "private, no-cache", Vary: "Accept-Encoding, Cookie" });

export const categoryRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const snapshot = await c.var.services.catalogue.snapshot();
  return c.json(snapshot.categories, 200, { "Cache-Control": "public, max-age=60" });
});

export const productReadRoutes = new Hono<AppEnv>()
  // Spec: the whole list, by name (`?category=` as before). Search and pages: `q`, `sort`, `inStock`, and
  // with `page` (or `pageSize`) one page, with X-Total-Count and RFC 8288 Link headers. Unknown
  // parameters are ignored; an invalid value is a 400 with its message.
  .get("/", async (c) => {
    const url = new URL(c.req.url);
    const parsed = parseApiCatalogueQuery(url.searchParams);
    if (!parsed.ok) throw validationFailed(parsed.message);
    const { query } = parsed;
    const viewer = c.var.viewer.catalogue;
    const headers = headersFor(c.var.viewer.signedIn);
    const { db, catalogue } = c.var.services;
    if (!query.q && !query.inStock && query.sort === "name" && query.page === undefined) {
      // the spec's list (the response cache keeps it per audience once asked for twice); its ETag
      // from the bytes at hand: hono's etag middleware would read the 11 MB of a 10,000-product list
      // back out of the response and copy it in 256 kB pieces to hash it
      const body = productListJson(await catalogue.snapshot(), viewer, query.category);
      return c.body(body as Uint8Array<ArrayBuffer>, 200, { ...headers, "Content-Type": "application/json", ETag: weakEtagOf(body) });
    }
    if (query.page === undefined) {
      const { rows } = await findProducts(db, catalogue, viewer, query);
      return c.json(
        rows.map((r) => toProductView(r, viewer)),
        200,
        headers,
      );
    }
    const {
      rows: pageRows,
      total,
      searchedFor,
    } = await findProductsPage(db, catalogue, viewer, query, {
      page: query.page,
      pageSize: query.pageSize,
      lastIfPast: false,
    });
    const count = pageCountOf(total, query.pageSize);
    const matched = await matchedFieldsOf(db, searchedFor, pageRows);
    const body = pageRows.map((r) => {
      const view = toProductView(r, viewer);
      const matchedIn = matched.get(r.id);
      return matchedIn ? { ...view, matchedIn } : view;
    });
    const self = new URL(url.pathname + url.search, c.var.services.config.publicOrigin);
    return c.json(body, 200, { ...headers, "X-Total-Count": String(total), Link: linkHeader(self, query.page, count) });
  })
  .get("/:id", async (c) => {
    const id = pathParam(c, "id", "product");
    const row = (await c.var.services.catalogue.snapshot()).byId.get(id);
    if (!row) throw recordNotFoundError("product");
    return c.json(toProductView(row, c.var.viewer.catalogue), 200, headersFor(c.var.viewer.signedIn));
  });
