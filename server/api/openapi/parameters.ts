import { ACCOUNT_TOKEN_PATTERN } from "~/lib/account-schemas";
import { cartSessionIdSchema } from "~/lib/cart-schemas";
import { ORDER_NUMBER_PATTERN } from "~/lib/order-number";
import type { RecordKind } from "~/lib/path-param-shapes";
import { z } from "~/lib/zod";
import type { PathParam } from "./operation";

/**
 * The path parameters' shapes as app/lib/path-param-shapes.ts reads them (a value of another shape is
 * answered 404 `<record>_not_found`, like an unknown record), and the request headers the API
 * reads, for the operations' descriptions.
 */

/** An id: a UUID in its usual form, any version (PATH_PARAMS.id, productId, itemId). */
export const uuidParam = (record: RecordKind, description: string): PathParam => ({
  schema: z.guid().meta({ description }),
  record,
});

export const orderNumberParam: PathParam = {
  schema: z
    .string()
    .regex(ORDER_NUMBER_PATTERN)
    .meta({ description: "The order's number, as on its confirmation (`SO-2026-000123`; any case).", example: "SO-2026-000123" }),
  record: "order",
};

export const linkTokenParam: PathParam = {
  schema: z.string().regex(ACCOUNT_TOKEN_PATTERN).meta({ description: "The unguessable token of the guest's confirmation link (32 bytes, base64url)." }),
  record: "order",
};

/** A cart's id in the path: a malformed one is 400 (validation_failed), as in the body. */
export const cartSessionParam: PathParam = {
  schema: cartSessionIdSchema.meta({ description: "The cart's session id (`cart_<timestamp>_<random>`), as the cart's first write answered it." }),
};

export const cartSessionHeaders = z.object({
  "X-Cart-Session": cartSessionIdSchema.optional().meta({ description: "The cart the request holds (or `?sessionId=`). Changing an item needs it." }),
});

export const quoteTokenQuery = z.object({
  token: z.string().optional().meta({ description: "The quote link's token, when not sent as the X-Quote-Token header." }),
});
