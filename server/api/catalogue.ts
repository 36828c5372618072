import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import { audienceOf, type Audience } from "../auth/guards";
import { notFound } from "../http/api-errors";
import type { ReplayableResponse, ReplaySource } from "../http/fast-lane";
import { prepareBody, preparedResponse, type PreparedBody } from "../http/prepared-body";
import { contentSecurityPolicy, hashScriptSource } from "../http/security-headers";
import { memoOf, type CatalogueCache, type CatalogueSnapshot } from "../services/catalogue-cache";
import { isUuid, productViews, toProductView } from "../services/catalogue";

/** Reads depend on who asks (prices): revalidated every time, and never stored once someone is signed in. */
const cacheControlFor = (signedIn: boolean) => (signedIn ? "private, no-store" : "private, no-cache");

/**
 * Catalogue answers are serialised, compressed and hashed once per catalogue snapshot and audience
 * (prices and exact stock or not), then sent as they are: the same bytes `c.json()` would produce.
 * The answer to a canonical URL (`replayTarget`: an existing product, category or filter, so
 * their number is bounded) is also kept whole with the snapshot, per audience, for the fast lane.
 */
function sendJson(
  c: Context<AppEnv>,
  snapshot: CatalogueSnapshot,
  body: PreparedBody,
  cacheControl: string,
  vary: string,
  replayTarget?: string,
  dependsOn?: string,
) {
  const headers: [string, string][] = [
    ["Content-Type", "application/json"],
    ["Cache-Control", cacheControl],
  ];
  if (replayTarget) {
    memoOf(
      snapshot,
      replayKey(replayTarget, audienceOf(c.var.user)),
      (): ReplayableResponse => {
        const policy = contentSecurityPolicy(hashScriptSource([]), { production: c.var.services.config.isProduction, devServer: false });
        return { status: 200, headers: [...headers, ["Content-Security-Policy", policy]], body, vary };
      },
      dependsOn,
    );
  }
  return preparedResponse(body, { headers, acceptEncoding: c.req.header("Accept-Encoding"), head: c.req.method === "HEAD", vary });
}

const replayKey = (target: string, audience: Audience) => `replay:${audience}:${target}`;

/** The fast lane's source for the catalogue: the current snapshot's answers, by request target and audience. */
export const catalogueReplay =
  (catalogue: CatalogueCache): ReplaySource =>
  (target, audience) =>
    catalogue.peek()?.derived.get(replayKey(target, audience)) as ReplayableResponse | undefined;

/** The request target (path and query as sent) when it is exactly `canonical`, else undefined. */
function targetIf(c: Context<AppEnv>, canonical: string) {
  const url = new URL(c.req.url);
  return url.pathname + url.search === canonical ? canonical : undefined;
}

const preparedJson = (snapshot: CatalogueSnapshot, key: string, make: () => unknown, dependsOn?: string) =>
  memoOf(snapshot, `json:${key}`, () => prepareBody(JSON.stringify(make())), dependsOn);

export const categoryRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const snapshot = await c.var.services.catalogue.snapshot();
  const body = preparedJson(snapshot, "categories", () => snapshot.categories, "categories");
  return sendJson(c, snapshot, body, "public, max-age=60", "Accept-Encoding", targetIf(c, "/api/categories"), "categories");
});

export const productReadRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const category = c.req.query("category");
    const slug = category && category !== "all" ? category : undefined;
    const audience = audienceOf(c.var.user);
    const snapshot = await c.var.services.catalogue.snapshot();
    if (slug && !snapshot.categories.some((cat) => cat.slug === slug)) return c.json([]);
    const body = preparedJson(snapshot, `products:${audience}:${slug ?? ""}`, () => productViews(snapshot, audience, slug));
    const canonical = category ? `/api/products?category=${category}` : "/api/products";
    return sendJson(c, snapshot, body, cacheControlFor(!!c.var.user), "Accept-Encoding, Cookie", targetIf(c, canonical));
  })
  .get("/:id", async (c) => {
    const id = c.req.param("id").toLowerCase();
    const snapshot = await c.var.services.catalogue.snapshot();
    const row = isUuid(id) ? snapshot.byId.get(id) : undefined;
    if (!row) throw notFound("Product not found");
    const audience = audienceOf(c.var.user);
    const body = preparedJson(snapshot, `product:${audience}:${id}`, () => toProductView(row, audience), id);
    return sendJson(c, snapshot, body, cacheControlFor(!!c.var.user), "Accept-Encoding, Cookie", targetIf(c, `/api/products/${id}`), id);
  });
