import { createHash } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import type { CheckoutInput } from "~/lib/checkout-schema";
import { accountUnitCents, orderTaxBasisPoints, taxExemptionApplies, taxRatePercentFor, utcDate, type AccountPricing } from "~/lib/account-terms";
import { centsToDecimalText, formatCents, isInquiryPrice, isPricedOnRequest, orderAmounts, pricedOnRequestMessage, priceTextToCents } from "~/lib/price";
import { stockProblem } from "~/lib/stock";
import { canSeePrices } from "~/lib/price-visibility";
import { canSeeExactStock } from "../../auth/guards";
import { freshViewer } from "../../auth/fresh-viewer";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { lockUntilCommit } from "../../db/transaction-lock";
import { cartItems, orders, products, type Order, type Product } from "../../db/schema";
import { isUuid } from "../catalogue/catalogue";
import { readAccountPricing } from "../accounts/account-terms-reader";
import { createOrder, type NewOrderLine } from "./create-order";
import { DomainError, requirePoNumber } from "../../errors/domain-error";

/** A line as the customer saw it at checkout (spec §3's order payload items, plus the product's name). */
export interface SeenLine {
  productId: string;
  quantity: number;
  /** the price text shown ("$1,234.00", "Please inquire"); ignored for viewers who may not see prices */
  unitPrice?: string;
  /** the product's name as shown, to name a product deleted since */
  name?: string;
}

export interface PlaceOrderInput {
  sessionId: string;
  customer: CheckoutInput;
  idempotencyKey: string | null;
  viewer: SessionUser | null;
  /** what the customer saw: every line of the cart, and the order total shown (decimal text) */
  seen: { items: SeenLine[]; total?: string };
}

/**
 * What the API answers: the amounts the server stored, as text with 2 decimals (spec §3), or null
 * for a viewer who may not see prices (decisions.md: their order carries no amounts anywhere).
 */
export function orderReceipt(order: Order, showAmounts: boolean, confirmationPath: string | null) {
  const amount = (cents: number) => (showAmounts ? centsToDecimalText(cents) : null);
  return {
    orderId: order.id,
    id: order.id,
    orderNumber: order.orderNumber,
    poNumber: order.poNumber,
    confirmationPath,
    status: order.status,
    subtotal: amount(order.subtotalCents),
    tax: amount(order.taxCents),
    shipping: amount(order.shippingCents),
    total: amount(order.totalCents),
    requiresQuote: order.requiresQuote,
    createdAt: order.createdAt,
  };
}

const hashCartId = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Turns a cart into an order in ONE transaction: reads the buyer's status and the cart with the
 * products' own prices, refuses (409) when any of it differs from what the customer saw (a price,
 * a line, the stock), recomputes every amount (client amounts are only compared, never used),
 * writes the order and its items, queues the confirmation and the sales notice, empties the cart,
 * and takes the stock last (never below zero). The same idempotency key, from the same cart and
 * client, always gives back the same order; from another cart or client it is refused.
 *
 * Someone who may not see prices (anonymous, pending, rejected, read from the database now, not
 * from the session cache) places a quote request: no amounts are stored, answered or mailed, and
 * sales is told to send a quote.
 *
 * The stock is taken by a conditional UPDATE at the end because it locks the product's row until
 * COMMIT: every checkout of that product waits for it. Taken last, the lock is held for one
 * statement and the commit instead of the whole transaction (six round trips), which is what
 * limited checkouts of one popular product. Prices are read without a lock, at the start of the
 * checkout: an order is charged the prices of the moment it was placed, which the customer has
 * just confirmed.
 */
export async function placeOrder(db: Db, brand: Brand, origin: string, input: PlaceOrderInput) {
  return db.transaction(async (tx) => {
    // One checkout per cart and per idempotency key at a time; others wait, then see the result.
    await lockUntilCommit(tx, `cart:${input.sessionId}`);
    // the status as it is now, kept until COMMIT: a rejection cannot slip in between
    const buyer = await freshViewer(tx, input.viewer, { lockForShare: true });
    const showAmounts = canSeePrices(buyer);
    const exactStock = canSeeExactStock(buyer);
    const cartSessionHash = hashCartId(input.sessionId);
    if (input.idempotencyKey) {
      await lockUntilCommit(tx, `order-key:${input.idempotencyKey}`);
      const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
      if (existing) {
        // a key is bound to the cart and the client that made it: never another customer's order
        if (existing.cartSessionHash !== cartSessionHash || existing.userId !== (input.viewer?.id ?? null)) {
          throw new DomainError(409, "This Idempotency-Key was already used for another checkout", { code: "idempotency_key_reused" });
        }
        // a guest's token is stored hashed: the replay answers without the link (the e-mail has it)
        return { order: existing, created: false, showAmounts, guestToken: null };
      }
    }

    // the organisation's terms and prices as they are now: what it is charged and taxed
    const { terms, pricing } = showAmounts && buyer?.role === "customer" ? await readAccountPricing(tx, buyer.organisationId) : { terms: null, pricing: null };
    requirePoNumber(!!terms?.poRequired, input.customer.poNumber);
    const today = utcDate();

    const lines = await tx
      .select({ quantity: cartItems.quantity, product: products })
      .from(cartItems)
      .leftJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.sessionId, input.sessionId))
      .orderBy(asc(cartItems.productId));
    // a product priced on request is quoted, never ordered (a cart may hold one from before); someone
    // who may not see prices places a quote request anyway, and is not told which prices are on request
    const quoted = showAmounts ? lines.find((line) => line.product && isPricedOnRequest(line.product)) : undefined;
    if (quoted) throw new DomainError(409, pricedOnRequestMessage(quoted.product!.name), { code: "price_on_request" });
    const changes = await changesSinceSeen(tx, lines, input.seen, { showAmounts, exactStock, pricing, taxRatePercent: taxRatePercentFor(terms, today) });
    if (changes.length > 0) throw new DomainError(409, changes.join(". "), { code: "order_changed" });
    if (lines.length === 0) throw new DomainError(400, "Your cart is empty", { code: "cart_empty" });

    let subtotalCents = 0;
    let hasInquiryItems = false;
    const itemRows = lines.map(({ quantity, product }): NewOrderLine => {
      const p = product!; // checked by changesSinceSeen
      const unit = showAmounts ? accountUnitCents(p, pricing) : null;
      if (unit === null) hasInquiryItems = true;
      else subtotalCents += unit * quantity;
      return {
        kind: "catalogue",
        productId: p.id,
        name: p.name,
        sku: p.sku,
        quantity,
        unitPriceCents: unit,
        totalPriceCents: unit === null ? null : unit * quantity,
      };
    });

    const amounts = showAmounts ? orderAmounts(subtotalCents, hasInquiryItems, taxRatePercentFor(terms, today)) : NO_AMOUNTS;
    // the cart becomes the order: emptied first, so that taking the stock stays the transaction's last statement
    await tx.delete(cartItems).where(eq(cartItems.sessionId, input.sessionId));
    const { order, guestToken } = await createOrder(tx, {
      source: "checkout",
      buyer: {
        // signed in: the order belongs to the account, whatever e-mail the form carries; a guest gets an unguessable link
        userId: input.viewer?.id ?? null,
        organisationId: buyer?.organisationId ?? null,
        name: input.customer.customerName,
        email: input.customer.customerEmail,
        company: input.customer.customerCompany ?? null,
        phone: input.customer.customerPhone ?? null,
      },
      lines: itemRows,
      shippingAddress: input.customer.shippingAddress,
      billingAddress: input.customer.billingAddress ?? null,
      poNumber: input.customer.poNumber ?? null,
      notes: input.customer.notes ?? null,
      amounts,
      // the terms the order is paid on, and the certificate that made its tax 0 (printed on it)
      terms: {
        paymentTerms: terms?.paymentTerms ?? null,
        taxExemptionCertificate: terms && taxExemptionApplies(terms, today) && !amounts.requiresQuote ? terms.taxExemptionCertificate : null,
        taxBasisPoints: orderTaxBasisPoints(terms, today),
      },
      quoteRequest: !showAmounts,
      idempotencyKey: input.idempotencyKey,
      cartSessionHash,
      exactStock,
      actor: input.viewer ? { id: input.viewer.id, email: input.viewer.email } : null,
      mail: { brand, origin },
    });
    return { order, created: true, showAmounts, guestToken };
  });
}

/** A quote request's amounts: none (the columns keep 0, as for price-on-request orders). */
const NO_AMOUNTS = { subtotalCents: 0, taxCents: 0, shippingCents: 0, totalCents: 0, requiresQuote: true };

type CartLine = { quantity: number; product: Product | null };

const priceWords = (cents: number | null) => (cents === null ? "price on request" : formatCents(cents));

/**
 * Every way the cart and the shop differ from what the customer saw, one sentence each (joined with ". "), naming the
 * product: a price changed, a line is gone (product deleted) or new, a quantity differs, the stock
 * no longer covers a line, or the total differs. Empty when the order is what they saw.
 */
async function changesSinceSeen(
  tx: Tx,
  lines: CartLine[],
  seen: PlaceOrderInput["seen"],
  viewer: { showAmounts: boolean; exactStock: boolean; pricing: AccountPricing | null; taxRatePercent: number },
) {
  const changes: string[] = [];
  const seenById = new Map(seen.items.map((item) => [item.productId.toLowerCase(), item]));
  const inCart = new Set<string>();

  for (const { quantity, product } of lines) {
    if (!product) {
      changes.push("A product in your cart is no longer available");
      continue;
    }
    inCart.add(product.id);
    const saw = seenById.get(product.id);
    if (!saw) {
      changes.push(`${product.name} was added to your cart`);
      continue;
    }
    if (saw.quantity !== quantity) changes.push(`Your cart now holds ${quantity} of ${product.name}, not ${saw.quantity}`);
    if (viewer.showAmounts) {
      const price = accountUnitCents(product, viewer.pricing);
      const sawInquiry = isInquiryPrice(saw.unitPrice);
      const sawPrice = sawInquiry ? null : priceTextToCents(saw.unitPrice);
      if (!sawInquiry && sawPrice === null) changes.push(`The price of ${product.name} is ${priceWords(price)}`);
      else if (sawPrice !== price) changes.push(`The price of ${product.name} changed from ${priceWords(sawPrice)} to ${priceWords(price)}`);
    }
    const problem = stockProblem(product.name, product, quantity, viewer.exactStock);
    if (problem) changes.push(`${problem}`);
  }

  const missing = [...seenById.entries()].filter(([id]) => !inCart.has(id));
  if (missing.length > 0) {
    const ids = missing.map(([id]) => id).filter(isUuid);
    const existing = ids.length ? await tx.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)) : [];
    for (const [id, saw] of missing) {
      const product = existing.find((p) => p.id === id);
      if (product) changes.push(`${product.name} is no longer in your cart`);
      else changes.push(`${saw.name?.trim() || "A product you ordered"} is no longer available`);
    }
  }

  if (changes.length === 0 && viewer.showAmounts && seen.total !== undefined && lines.length > 0) {
    const sawTotal = priceTextToCents(seen.total);
    const actual = orderTotalOf(lines, viewer.pricing, viewer.taxRatePercent);
    if (sawTotal !== null && sawTotal !== actual) changes.push(`The order total changed from ${formatCents(sawTotal)} to ${formatCents(actual)}`);
  }
  return changes;
}

/** The total the server will charge for lines that are all there (price-on-request: 0), at the account's prices and tax rate. */
function orderTotalOf(lines: CartLine[], pricing: AccountPricing | null, taxRatePercent: number) {
  let subtotal = 0;
  let inquiry = false;
  for (const { quantity, product } of lines) {
    const unit = product ? accountUnitCents(product, pricing) : null;
    if (unit === null) inquiry = true;
    else subtotal += unit * quantity;
  }
  return orderAmounts(subtotal, inquiry, taxRatePercent).totalCents;
}
