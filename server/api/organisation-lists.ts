import { Hono, type Context } from "hono";
import { sharedListSchema, sharedListToCartSchema } from "~/lib/shared-list-schemas";
import type { AppEnv } from "../app-env";
import { requireUser } from "../auth/guards";
import { validationError } from "../http/api-errors";
import { pathParam } from "../http/path-params";
import { readJson } from "../http/request-body";
import { validationFailed } from "../errors/domain-error";
import { addSharedListToCart, createSharedList, deleteSharedList, listSharedLists, replaceSharedList } from "../services/organisations/shared-lists";
import { NO_STORE } from "../speed/cache-control";

/** A signed-in caller (401 `not_signed_in` before the body is read); every answer is theirs alone. */
function member(c: Context<AppEnv>) {
  c.header("Cache-Control", NO_STORE);
  return requireUser(c);
}

/** The optional body of "add list to cart": none, or `{sessionId}`. */
async function cartBody(c: Context<AppEnv>) {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw validationFailed("Request body must be valid JSON");
  }
  const parsed = sharedListToCartSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** /api/organisation/lists: the organisation's shared lists (requisition lists), and putting one into a cart. */
export const organisationListRoutes = new Hono<AppEnv>()
  .get("/lists", async (c) => {
    const user = member(c);
    return c.json(await listSharedLists(c.var.services.db, user));
  })
  .post("/lists", async (c) => {
    const user = member(c);
    const input = await readJson(c, sharedListSchema);
    return c.json(await createSharedList(c.var.services.db, user, input), 201);
  })
  .put("/lists/:id", async (c) => {
    const user = member(c);
    const id = pathParam(c, "id", "list");
    const input = await readJson(c, sharedListSchema);
    return c.json(await replaceSharedList(c.var.services.db, user, id, input));
  })
  .delete("/lists/:id", async (c) => {
    const user = member(c);
    const id = pathParam(c, "id", "list");
    await deleteSharedList(c.var.services.db, user, id);
    return c.body(null, 204);
  })
  .post("/lists/:id/cart", async (c) => {
    const user = member(c);
    const id = pathParam(c, "id", "list");
    const { sessionId } = await cartBody(c);
    const result = await addSharedListToCart(c.var.services.db, user, id, sessionId);
    c.header("X-Cart-Session", result.sessionId);
    return c.json(result);
  });
