import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import type { PaymentTerms } from "~/lib/account-terms";
import { adminOrderPath } from "~/lib/order-number";
import { centsToDecimalText } from "~/lib/price";
import { stockProblem } from "~/lib/stock";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import type { Db } from "../../db/database";
import { orderItems, orderStatusChanges, orders, products, type Order } from "../../db/schema";
import { orderConfirmationMail, orderNoticeMail } from "../../mail/order-mail";
import { enqueueMail } from "../../mail/outbox";
import { quoteAcceptedSalesMail } from "../../mail/quote-decision-mail";
import { DomainError } from "../../errors/domain-error";
import { takeWhatIsThere, takeWholeLines, type StockLine } from "../catalogue/stock-ledger";

/**
 * The one way an order is made (docs/decisions/034-one-order-function.md): checkout, an accepted
 * quote, and later reorders, approved requests and PunchOut purchase orders all call createOrder in
 * their own transaction. It writes the order and its lines, takes the stock, starts the status
 * history, records one audit row and queues the buyer's confirmation and sales' notice. An
 * architecture test keeps every other module from inserting orders or lines or moving stock.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type OrderSource = "checkout" | "quote";

/** A line: a catalogue product at a unit price (null: price on request or not shown), or a quote's free line. */
export type NewOrderLine =
  | { kind: "catalogue"; productId: string; name: string; sku: string; quantity: number; unitPriceCents: number | null; totalPriceCents: number | null }
  | { kind: "free"; description: string; sku: string; quantity: number; unitPriceCents: number | null; totalPriceCents: number | null };

export interface NewOrderAmounts {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  requiresQuote: boolean;
}

export interface NewOrderTerms {
  paymentTerms: PaymentTerms | null;
  taxExemptionCertificate: string | null;
  taxBasisPoints: number | null;
}

export interface CreateOrderInput {
  source: OrderSource;
  /**
   * who placed the order: an account (userId) and the organisation it is for (null: a guest, or staff
   * buying for themselves), with the contact it was placed with
   */
  buyer: { userId: string | null; organisationId: string | null; name: string; email: string; company: string | null; phone: string | null };
  lines: readonly NewOrderLine[];
  shippingAddress: string;
  billingAddress: string | null;
  poNumber: string | null;
  /** the accepted quote the order is made from: sales' e-mail is then the quote's acceptance */
  quote?: { id: string; quoteNumber: string; revision: number } | null;
  /** the purchase-order document the buyer uploaded with an accepted quote, attached to sales' e-mail */
  poDocument?: { id: string; name: string; size: number } | null;
  notes?: string | null;
  amounts: NewOrderAmounts;
  terms: NewOrderTerms;
  /** placed by someone who may not see prices: no amounts are stored, mailed or answered (decisions.md) */
  quoteRequest: boolean;
  /** a checkout's replay protection */
  idempotencyKey?: string | null;
  cartSessionHash?: string | null;
  /** whether the buyer may be told exact stock levels (a refusal names them only then) */
  exactStock?: boolean;
  actor: AuditActor;
  mail: { brand: Brand; origin: string };
}

export interface CreatedOrder {
  order: Order;
  /** a guest's confirmation link token, shown once (only its hash is stored) */
  guestToken: string | null;
  confirmationPath: string | null;
}

/** sha256 of a guest's confirmation token: the link works, a leaked table does not give it away. */
export const hashConfirmationToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A guest's confirmation link: 32 random bytes, base64url (43 characters). */
export const CONFIRMATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where a buyer sees an order again: their account's order page, or a guest's link with their token. */
export function confirmationPath(order: Pick<Order, "orderNumber" | "userId">, guestToken: string | null) {
  if (order.userId) return `/account/orders/${order.orderNumber}`;
  return guestToken ? `/orders/confirmation/${guestToken}` : null;
}

/**
 * Makes the order in the caller's transaction. A checkout takes every catalogue line whole from
 * stock or is refused (409, naming the product); an accepted quote takes what is on hand and the
 * rest follows. Free lines take nothing.
 */
export async function createOrder(tx: Tx, input: CreateOrderInput): Promise<CreatedOrder> {
  const catalogueLines: StockLine[] = input.lines.flatMap((line) =>
    line.kind === "catalogue" ? [{ productId: line.productId, quantity: line.quantity }] : [],
  );
  // An accepted quote is rare and may be short: it takes first, to know what each line holds. A
  // checkout takes whole lines last (below), so a popular product's row is locked only briefly.
  const quoteTaking = input.source === "quote" ? await takeWhatIsThere(tx, catalogueLines) : null;

  const guestToken = input.buyer.userId ? null : randomBytes(32).toString("base64url");
  const [order] = await tx
    .insert(orders)
    .values({
      customerName: input.buyer.name,
      customerEmail: input.buyer.email,
      customerCompany: input.buyer.company,
      customerPhone: input.buyer.phone,
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress,
      notes: input.notes ?? null,
      poNumber: input.poNumber,
      ...input.amounts,
      ...input.terms,
      quoteId: input.quote?.id ?? null,
      userId: input.buyer.userId,
      organisationId: input.buyer.organisationId,
      idempotencyKey: input.idempotencyKey ?? null,
      cartSessionHash: input.cartSessionHash ?? null,
      confirmationTokenHash: guestToken ? hashConfirmationToken(guestToken) : null,
    })
    .returning();

  let catalogueIndex = 0;
  const itemRows = input.lines.map((line) => {
    const common = { orderId: order.id, sku: line.sku, quantity: line.quantity, unitPriceCents: line.unitPriceCents, totalPriceCents: line.totalPriceCents };
    if (line.kind === "free") return { ...common, productId: null, productName: line.description, freeLine: true, stockTaken: 0 };
    const taken = quoteTaking ? quoteTaking[catalogueIndex] : line.quantity;
    catalogueIndex += 1;
    return { ...common, productId: line.productId, productName: line.name, freeLine: false, stockTaken: taken };
  });
  if (itemRows.length > 0) await tx.insert(orderItems).values(itemRows);
  await tx.insert(orderStatusChanges).values({ orderId: order.id, status: order.status, createdAt: order.createdAt });
  await recordAudit(tx, {
    actor: input.actor,
    subjectType: "order",
    subjectId: order.id,
    subjectLabel: order.orderNumber,
    action: "created",
    after: {
      source: input.source,
      status: order.status,
      ...(input.quote && { quoteNumber: input.quote.quoteNumber }),
      ...(input.poNumber && { poNumber: input.poNumber }),
      ...(!input.quoteRequest && !input.amounts.requiresQuote && { total: centsToDecimalText(order.totalCents) }),
    },
  });

  const path = confirmationPath(order, guestToken);
  const forMail = { ...order, items: itemRows, quoteRequest: input.quoteRequest, link: `${input.mail.origin}${path ?? ""}` };
  const { brand, origin } = input.mail;
  await enqueueMail(
    tx,
    orderConfirmationMail(brand, forMail),
    input.quote
      ? quoteAcceptedSalesMail(brand, { quote: input.quote, order: forMail, poDocument: input.poDocument ?? null }, origin)
      : orderNoticeMail(brand, forMail, `${origin}${adminOrderPath(order.orderNumber)}`),
  );

  if (!quoteTaking) {
    const short = await takeWholeLines(tx, catalogueLines);
    if (short) {
      // sold (or removed) since the cart was read: say what is left now
      const [now] = await tx.select().from(products).where(eq(products.id, short.productId));
      const line = input.lines.find((l) => l.kind === "catalogue" && l.productId === short.productId);
      const name = line?.kind === "catalogue" ? line.name : "A product";
      throw new DomainError(409, (now && stockProblem(now.name, now, short.quantity, input.exactStock ?? false)) ?? `${name} is no longer available`, {
        code: "out_of_stock",
      });
    }
  }
  return { order, guestToken, confirmationPath: path };
}
