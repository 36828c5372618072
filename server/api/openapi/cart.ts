import { addToCartSchema, adoptCartSchema, cartSessionIdSchema, updateCartItemSchema } from "~/lib/cart-schemas";
import { quickOrderRequestSchema } from "~/lib/quick-order-parser";
import { z } from "~/lib/zod";
import { describeArea } from "./operation";
import { cartSessionHeaders, cartSessionParam, uuidParam } from "./parameters";
import { cartItemSchema, messageSchema } from "./responses";

const CART_ACCESS =
  "An account's cart is its account's alone: anyone else gets 404 `cart_not_found`. Writes count against the address's allowance of cart changes (429 past it).";

const itemId = uuidParam("cart_item", "The cart item's id.");

/** Both quick-order routes: an approved account's list of SKUs and quantities, counted against the cart-change allowance. */
const QUICK_ORDER = { access: "signed-in", body: quickOrderRequestSchema, rateLimited: true, errors: { 403: ["not_allowed"] } } as const;

/** server/api/cart.ts. */
export const cartPaths = describeArea("Cart", {
  "/api/cart": {
    get: {
      summary: "Read a cart",
      description: `The cart named by \`X-Cart-Session\` (or \`?sessionId=\`); without one, the signed-in account's own cart (its id comes back in \`X-Cart-Session\`), or an empty list. ${CART_ACCESS}`,
      access: "viewer",
      headers: cartSessionHeaders,
      query: z.object({ sessionId: cartSessionIdSchema.optional().meta({ description: "The cart's id, when not sent as X-Cart-Session." }) }),
      success: { status: 200, description: "The cart's items, with the caller's prices.", schema: z.array(cartItemSchema) },
      errors: { 400: ["validation_failed"], 404: ["cart_not_found"] },
    },
    post: {
      summary: "Add a product to a cart",
      description: `Approved accounts and administrators only (403 for anyone else: they may not see prices). A product priced on request is quoted, never put in a cart (409 \`price_on_request\`). ${CART_ACCESS}`,
      access: "viewer",
      body: addToCartSchema,
      rateLimited: true,
      success: { status: 201, description: "The cart's line of that product (its id, the cart's id, the product's id and the quantity)." },
      errors: { 404: ["cart_not_found", "product_not_found"], 409: ["price_on_request", "out_of_stock"] },
    },
  },
  "/api/cart/{sessionId}": {
    get: {
      summary: "Read a cart by its id",
      description: CART_ACCESS,
      access: "viewer",
      path: { sessionId: cartSessionParam },
      success: { status: 200, description: "The cart's items, with the caller's prices.", schema: z.array(cartItemSchema) },
      errors: { 400: ["cart_session_invalid"], 404: ["cart_not_found"] },
    },
  },
  "/api/cart/account": {
    post: {
      summary: "Take the account's cart at sign-in",
      description: "The account's cart id, with the browser's anonymous cart (if any) merged into it.",
      access: "signed-in",
      body: adoptCartSchema,
      rateLimited: true,
      success: { status: 200, description: "The account's cart." },
    },
  },
  "/api/cart/bulk/check": {
    post: {
      summary: "Check a quick-order list",
      description: "A pasted list or CSV of SKUs and quantities, checked line by line; nothing is added. Approved accounts only.",
      ...QUICK_ORDER,
      success: { status: 200, description: "Every line with its verdict." },
    },
  },
  "/api/cart/bulk": {
    post: {
      summary: "Add a quick-order list to the account's cart",
      description:
        "The valid lines of the list are added in one transaction, all or none; the answer has every line and the cart (its id also in `X-Cart-Session`).",
      ...QUICK_ORDER,
      success: { status: 200, description: "Every line with its verdict, and the cart." },
    },
  },
  "/api/cart/{itemId}": {
    put: {
      summary: "Change an item's quantity",
      description: `The cart must be named (\`X-Cart-Session\` or \`?sessionId=\`): knowing an item's id is not enough. ${CART_ACCESS}`,
      access: "viewer",
      path: { itemId },
      headers: cartSessionHeaders,
      body: updateCartItemSchema,
      rateLimited: true,
      success: { status: 200, description: "The item as changed." },
      errors: { 404: ["cart_not_found"], 409: ["price_on_request", "out_of_stock"] },
    },
    delete: {
      summary: "Remove an item",
      description: `The cart must be named (\`X-Cart-Session\` or \`?sessionId=\`). ${CART_ACCESS}`,
      access: "viewer",
      path: { itemId },
      headers: cartSessionHeaders,
      rateLimited: true,
      success: { status: 200, description: "Removed.", schema: messageSchema },
      errors: { 400: ["validation_failed"], 404: ["cart_not_found"] },
    },
  },
  "/api/cart/session/{sessionId}": {
    delete: {
      summary: "Empty a cart",
      description: CART_ACCESS,
      access: "viewer",
      path: { sessionId: cartSessionParam },
      rateLimited: true,
      success: { status: 200, description: "Emptied.", schema: messageSchema },
      errors: { 400: ["cart_session_invalid"], 404: ["cart_not_found"] },
    },
  },
});
