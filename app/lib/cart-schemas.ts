import { z } from "~/lib/zod";
import { CART_SESSION_PATTERN, MAX_CART_QUANTITY } from "./cart-session";

export const cartSessionIdSchema = z.string({ error: "A cart session id is required" }).regex(CART_SESSION_PATTERN, "Invalid cart session id");

export const quantitySchema = z
  .number({ error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(MAX_CART_QUANTITY, `Quantity cannot exceed ${MAX_CART_QUANTITY}`);

export const addToCartSchema = z.object({
  sessionId: cartSessionIdSchema,
  productId: z.string({ error: "A product id is required" }).uuid("Product not found"),
  quantity: quantitySchema.default(1),
});

export const updateCartItemSchema = z.object({ quantity: quantitySchema });

/** POST /api/cart/account: the browser's anonymous cart, if it has one, to merge into the account's. */
export const adoptCartSchema = z.object({ sessionId: cartSessionIdSchema.nullable().optional() });
