import { eq } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import { discountedCents } from "~/lib/account-terms";
import { expiredMessage, type AcceptedQuote, type AcceptQuoteInput } from "~/lib/customer-quote-views";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import type { Db } from "../../db/database";
import { lockUntilCommit } from "../../db/transaction-lock";
import { orders, quotes } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { quoteDeclinedMail } from "../../mail/quote-decision-mail";
import type { QuoteRequestForMail } from "../../mail/quote-mail";
import { isExpired } from "~/lib/quote-status";
import { confirmationPath, createOrder, type NewOrderLine } from "../orders/create-order";
import { storePoDocument } from "./po-documents";
import { requestQuote } from "./quote-requests";
import { quoteRevisionLabel, readQuoteLines, type Quote } from "./quotes";
import { DomainError, recordNotFoundError, requirePoNumber } from "../../errors/domain-error";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A PO document as uploaded, already checked (a PDF of at most 5 MB that passed the inspection, its name cleaned). */
export interface PoDocument {
  name: string;
  bytes: Buffer;
}

export interface DecisionContext {
  brand: Brand;
  origin: string;
  /** who decides: the signed-in account, or null for the holder of the link */
  actor: AuditActor;
}

/** The quote row, locked for this transaction: one decision per quote at a time. */
async function lockedQuote(tx: Tx, id: string): Promise<Quote> {
  await lockUntilCommit(tx, `quote:${id}`);
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  if (!quote) throw recordNotFoundError("quote");
  return quote;
}

/** Why a quote cannot be decided now (409 with the reason's code), or null when it is sent and still valid. */
function undecidable(quote: Quote, revisions: Quote[]): DomainError | null {
  const refusal = (message: string, code: string) => new DomainError(409, message, { code });
  if (quote.status === "superseded") {
    const next = revisions.find((r) => r.id === quote.supersededBy);
    return refusal(`This quote was superseded by revision ${next?.revision ?? "a newer revision"}`, "quote_superseded");
  }
  if (quote.status === "declined") return refusal("This quote was declined", "quote_declined");
  if (quote.status === "accepted") return refusal("This quote was already accepted", "quote_accepted");
  if (quote.status === "requested") return refusal("This quote has not been sent yet", "quote_not_sent");
  if (isExpired(quote)) return refusal(expiredMessage(quote.validUntil!), "quote_expired");
  return null;
}

/**
 * Accepts a sent quote in ONE transaction: the quote is locked, checked
 * (sent, not superseded, declined or past its valid-until date; a PO number when the quote
 * requires one), and becomes an order with exactly the quoted amounts — its lines at the quoted
 * unit prices after discount, the quote's subtotal, tax, shipping and total, payment terms and
 * exemption certificate — belonging to the quote's account (an anonymous requester's is a guest
 * order with its confirmation link). The quote records the decision, the PO number and document;
 * the confirmation and the sales notice are queued; the audit log gets "accepted".
 * Accepting an accepted quote answers its order again (created: false), nothing else.
 */
export async function acceptQuote(
  db: Db,
  ctx: DecisionContext,
  quoteId: string,
  input: AcceptQuoteInput,
  poDocument: PoDocument | null,
): Promise<AcceptedQuote> {
  return db.transaction(async (tx) => {
    const quote = await lockedQuote(tx, quoteId);
    if (quote.status === "accepted" && quote.orderId) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, quote.orderId));
      return { orderNumber: order.orderNumber, orderId: order.id, confirmationPath: confirmationPath(order, null), created: false };
    }
    const revisions = await tx.select().from(quotes).where(eq(quotes.quoteNumber, quote.quoteNumber));
    const refusal = undecidable(quote, revisions);
    if (refusal) throw refusal;
    requirePoNumber(quote.poRequired, input.poNumber);

    const lines = await readQuoteLines(tx, quote.id);
    // the file goes to its own table (decision 035); the quote and sales' e-mail refer to it by id
    const document = poDocument ? await storePoDocument(tx, poDocument) : null;
    const { order, confirmationPath: path } = await createOrder(tx, {
      source: "quote",
      buyer: {
        userId: quote.userId,
        organisationId: quote.organisationId,
        name: quote.contactName,
        email: quote.contactEmail,
        company: quote.contactCompany,
        phone: quote.contactPhone,
      },
      // each line at its quoted unit price after the line's discount; the line's amount is the quote's, to the cent
      lines: lines.map((line): NewOrderLine => {
        const priced = {
          sku: line.sku,
          quantity: line.quantity,
          unitPriceCents: discountedCents(line.unitPriceCents ?? 0, line.discountBasisPoints),
          totalPriceCents: line.lineTotalCents ?? 0,
        };
        return line.productId
          ? { kind: "catalogue", productId: line.productId, name: line.name, ...priced }
          : { kind: "free", description: line.name, ...priced };
      }),
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress ?? null,
      poNumber: input.poNumber ?? null,
      quote: { id: quote.id, quoteNumber: quote.quoteNumber, revision: quote.revision },
      poDocument: document,
      notes: `Accepted quote ${quote.quoteNumber} (revision ${quote.revision})`,
      amounts: {
        subtotalCents: quote.subtotalCents ?? 0,
        taxCents: quote.taxCents ?? 0,
        shippingCents: quote.shippingCents ?? 0,
        totalCents: quote.totalCents ?? 0,
        requiresQuote: false,
      },
      terms: { paymentTerms: quote.paymentTerms, taxExemptionCertificate: quote.taxExemptionCertificate, taxBasisPoints: quote.taxBasisPoints },
      quoteRequest: false,
      actor: ctx.actor,
      mail: { brand: ctx.brand, origin: ctx.origin },
    });

    const decidedAt = new Date();
    await tx
      .update(quotes)
      .set({
        status: "accepted",
        decidedAt,
        orderId: order.id,
        poNumber: input.poNumber,
        poDocumentId: document?.id ?? null,
        updatedAt: decidedAt,
      })
      .where(eq(quotes.id, quote.id));
    await recordAudit(tx, {
      actor: ctx.actor,
      subjectType: "quote",
      subjectId: quote.id,
      subjectLabel: quoteRevisionLabel(quote),
      action: "accepted",
      before: { status: quote.status },
      after: {
        status: "accepted",
        orderNumber: order.orderNumber,
        poNumber: input.poNumber,
        poDocument: document?.name ?? null,
        totalCents: order.totalCents,
      },
    });
    return { orderNumber: order.orderNumber, orderId: order.id, confirmationPath: path, created: true };
  });
}

/** Declines a sent quote with the customer's reason: status declined, sales told by e-mail, audit "declined"; one transaction. */
export async function declineQuote(db: Db, ctx: DecisionContext, quoteId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const quote = await lockedQuote(tx, quoteId);
    if (quote.status === "declined") return;
    const revisions = await tx.select().from(quotes).where(eq(quotes.quoteNumber, quote.quoteNumber));
    const refusal = undecidable(quote, revisions);
    if (refusal) throw refusal;
    const decidedAt = new Date();
    await tx.update(quotes).set({ status: "declined", decidedAt, declineReason: reason, updatedAt: decidedAt }).where(eq(quotes.id, quote.id));
    await recordAudit(tx, {
      actor: ctx.actor,
      subjectType: "quote",
      subjectId: quote.id,
      subjectLabel: quoteRevisionLabel(quote),
      action: "declined",
      before: { status: quote.status },
      after: { status: "declined", reason },
    });
    await enqueueMail(tx, quoteDeclinedMail(ctx.brand, quote, reason, `${ctx.origin}/admin/quotes/${quote.id}`));
  });
}

/**
 * "Request a renewed quote" for an expired one: a new request (source "renewal") with the same
 * catalogue lines and contact, for the same account, with the request's e-mails to sales and the
 * requester (requestQuote). Only an expired quote is renewed (409 otherwise).
 */
export async function requestRenewal(
  db: Db,
  ctx: Pick<DecisionContext, "brand" | "origin">,
  quoteId: string,
  requester: QuoteRequestForMail["requester"],
): Promise<{ id: string; quoteNumber: string; token: string }> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!quote) throw recordNotFoundError("quote");
  if (!isExpired(quote)) throw new DomainError(409, "Only an expired quote can be renewed", { code: "quote_not_expired" });
  const lines = await readQuoteLines(db, quote.id);
  return requestQuote(db, ctx.brand, ctx.origin, {
    source: "renewal",
    lines: lines.filter((line) => line.productId !== null).map((line) => ({ productId: line.productId!, quantity: line.quantity })),
    message: `Renewal of quote ${quote.quoteNumber} (revision ${quote.revision}), which expired on ${quote.validUntil}.`,
    userId: quote.userId,
    requester,
    contact: { name: quote.contactName, email: quote.contactEmail, company: quote.contactCompany, phone: quote.contactPhone },
  });
}
