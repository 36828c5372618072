import { Hono } from "hono";
import { sharedListSchema, sharedListToCartSchema } from "~/lib/shared-list-schemas";
import type { AppEnv } from "../app-env";
import { pathParam } from "../http/path-params";
import { readJson, readOptionalJson } from "../http/request-body";
import { addSharedListToCart, createSharedList, deleteSharedList, listSharedLists, replaceSharedList } from "../services/organisations/shared-lists";
import { signedInCaller } from "./signed-in-caller";

/** /api/organisation/lists: the organisation's shared lists (requisition lists), and putting one into a cart. */
export const organisationListRoutes = new Hono<AppEnv>()
  .get("/lists", async (c) => {
    const user = signedInCaller(c);
    return c.json(await listSharedLists(c.var.services.db, user));
  })
  .post("/lists", async (c) => {
    const user = signedInCaller(c);
    const input = await readJson(c, sharedListSchema);
    return c.json(await createSharedList(c.var.services.db, user, input), 201);
  })
  .put("/lists/:id", async (c) => {
    const user = signedInCaller(c);
    const id = pathParam(c, "id", "list");
    const input = await readJson(c, sharedListSchema);
    return c.json(await replaceSharedList(c.var.services.db, user, id, input));
  })
  .delete("/lists/:id", async (c) => {
    const user = signedInCaller(c);
    const id = pathParam(c, "id", "list");
    await deleteSharedList(c.var.services.db, user, id);
    return c.body(null, 204);
  })
  .post("/lists/:id/cart", async (c) => {
    const user = signedInCaller(c);
    const id = pathParam(c, "id", "list");
    // the body may be left out: then the caller's account cart
    const { sessionId } = await readOptionalJson(c, sharedListToCartSchema);
    const result = await addSharedListToCart(c.var.services.db, user, id, sessionId);
    c.header("X-Cart-Session", result.sessionId);
    return c.json(result);
  });
