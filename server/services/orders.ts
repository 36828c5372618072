import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import type { CheckoutInput } from "~/lib/checkout-schema";
import { centsToDecimalText, orderAmounts } from "~/lib/price";
import type { SessionUser } from "../auth/session";
import type { Db } from "../db/database";
import { cartItems, orderItems, orders, products, type Order } from "../db/schema";
import { orderConfirmationMail, orderNoticeMail } from "../mail/order-mail";
import { enqueueMail } from "../mail/outbox";

export class OrderError extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message);
  }
}

export interface PlaceOrderInput {
  sessionId: string;
  customer: CheckoutInput;
  idempotencyKey: string | null;
  viewer: SessionUser | null;
}

/** What the API answers: the amounts the server stored, as text with 2 decimals (spec §3). */
export function orderReceipt(order: Order) {
  return {
    orderId: order.id,
    id: order.id,
    status: order.status,
    subtotal: centsToDecimalText(order.subtotalCents),
    tax: centsToDecimalText(order.taxCents),
    shipping: centsToDecimalText(order.shippingCents),
    total: centsToDecimalText(order.totalCents),
    requiresQuote: order.requiresQuote,
    createdAt: order.createdAt,
  };
}

/**
 * Turns a cart into an order in ONE transaction: reads the cart and the products' own prices,
 * recomputes every amount (client amounts are never used), writes the order and its items,
 * queues the confirmation and the sales notice, empties the cart, and takes the stock last
 * (never below zero). The same idempotency key always gives back the same order.
 *
 * The stock is taken by a conditional UPDATE at the end because it locks the product's row until
 * COMMIT: every checkout of that product waits for it. Taken last, the lock is held for one
 * statement and the commit instead of the whole transaction (six round trips), which is what
 * limited checkouts of one popular product. Prices are read without a lock, at the start of the
 * checkout: an order is charged the prices of the moment it was placed.
 */
export async function placeOrder(db: Db, brand: Brand, origin: string, input: PlaceOrderInput) {
  return db.transaction(async (tx) => {
    // One checkout per cart and per idempotency key at a time; others wait, then see the result.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${input.sessionId}`}))`);
    if (input.idempotencyKey) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-key:${input.idempotencyKey}`}))`);
      const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
      if (existing) return { order: existing, created: false };
    }

    const lines = await tx
      .select({ quantity: cartItems.quantity, product: products })
      .from(cartItems)
      .leftJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.sessionId, input.sessionId))
      .orderBy(asc(cartItems.productId));
    if (lines.length === 0) throw new OrderError(400, "Your cart is empty");

    let subtotalCents = 0;
    let hasInquiryItems = false;
    const itemRows = lines.map(({ quantity, product }) => {
      if (!product || !product.inStock || product.stockQuantity < quantity) throw cannotSell(product);
      const unit = product.priceOnRequest ? null : product.priceCents;
      if (unit === null) hasInquiryItems = true;
      else subtotalCents += unit * quantity;
      return {
        productId: product.id,
        productName: product.name,
        sku: product.sku,
        quantity,
        unitPriceCents: unit,
        totalPriceCents: unit === null ? null : unit * quantity,
      };
    });

    const amounts = orderAmounts(subtotalCents, hasInquiryItems);
    const [order] = await tx
      .insert(orders)
      .values({ ...input.customer, ...amounts, idempotencyKey: input.idempotencyKey, userId: input.viewer?.id ?? null })
      .returning();
    await tx.insert(orderItems).values(itemRows.map((row) => ({ ...row, orderId: order.id })));
    const forMail = { ...order, items: itemRows };
    await enqueueMail(tx, orderConfirmationMail(brand, forMail), orderNoticeMail(brand, forMail, `${origin}/admin?tab=orders`));
    await tx.delete(cartItems).where(eq(cartItems.sessionId, input.sessionId));

    // In product id order (the lines are sorted), so that concurrent checkouts cannot deadlock.
    for (const row of itemRows) {
      const [taken] = await tx
        .update(products)
        .set({
          stockQuantity: sql`${products.stockQuantity} - ${row.quantity}`,
          inStock: sql`${products.stockQuantity} - ${row.quantity} > 0`,
        })
        .where(and(eq(products.id, row.productId), eq(products.inStock, true), gte(products.stockQuantity, row.quantity)))
        .returning({ id: products.id });
      if (!taken) {
        // sold (or removed) since the cart was read: say what is left now
        const [now] = await tx.select().from(products).where(eq(products.id, row.productId));
        throw cannotSell(now);
      }
    }
    return { order, created: true };
  });
}

/** Why a cart line cannot be sold: its product is gone, or there is not enough of it left. */
function cannotSell(product: { name: string; stockQuantity: number } | null | undefined) {
  if (!product) return new OrderError(409, "A product in your cart is no longer available");
  return new OrderError(409, product.stockQuantity > 0 ? `Only ${product.stockQuantity} of ${product.name} left in stock` : `${product.name} is out of stock`);
}
