import { desc, eq } from "drizzle-orm";
import { PAYMENT_TERMS_LABELS, utcDate } from "~/lib/account-terms";
import { effectiveQuoteStatus } from "~/lib/quote-status";
import type { CustomerQuoteSummary, CustomerQuoteView } from "~/lib/customer-quote-views";
import { basisPointsToPercent } from "~/lib/quote-amounts";
import { formatCents } from "~/lib/price";
import type { Db } from "../../db/database";
import { orders, quotes } from "../../db/schema";
import { readPoDocumentInfo } from "./po-documents";
import { mayOpenQuote, type QuoteAccess } from "./quote-access";
import { mayReadPlaced, placedVisibleTo, type PlacedReader } from "../organisations/visibility";
import { listQuoteMessages } from "./quote-thread";
import { quoteNumberOfLink, readQuoteLines, type Quote } from "./quotes";

type Reader = Pick<Db, "select">;

/**
 * The customer's view of quotes. Who may open a quote is decided in
 * quote-access.ts; this module only shapes what they see. A quote's amounts are shown to whoever
 * may open it once sales has sent it (decision 021), whatever the viewer's account status.
 */

/** Revisions the customer sees: every one sales has sent, and the request itself (a revision sales is still preparing is not shown). */
const visibleToCustomer = (quote: Pick<Quote, "status" | "revision">) => quote.status !== "requested" || quote.revision === 1;

/** The revision a quote number's page shows: the newest the customer may see. */
function shownRevision(revisions: Quote[]): Quote | null {
  return revisions.filter(visibleToCustomer).sort((a, b) => b.revision - a.revision)[0] ?? null;
}

const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : formatCents(cents));

/** The quotes the reader may see (their own; an organisation's admins and approvers, the organisation's), newest first, each as its shown revision. */
export async function listAccountQuotes(db: Reader, reader: PlacedReader): Promise<CustomerQuoteSummary[]> {
  const rows = await db
    .select()
    .from(quotes)
    .where(placedVisibleTo(reader, { userId: quotes.userId, organisationId: quotes.organisationId }))
    .orderBy(desc(quotes.createdAt))
    .limit(1000);
  const byNumber = new Map<string, Quote[]>();
  for (const row of rows) byNumber.set(row.quoteNumber, [...(byNumber.get(row.quoteNumber) ?? []), row]);
  const today = utcDate();
  const list: Array<CustomerQuoteSummary & { requestedAt: number }> = [];
  for (const revisions of byNumber.values()) {
    const quote = shownRevision(revisions);
    if (!quote) continue;
    const first = revisions.reduce((a, b) => (a.revision < b.revision ? a : b));
    list.push({
      id: quote.id,
      quoteNumber: quote.quoteNumber,
      revision: quote.revision,
      status: effectiveQuoteStatus(quote, today),
      createdAt: (quote.sentAt ?? quote.createdAt).toISOString(),
      validUntil: quote.status === "requested" ? null : quote.validUntil,
      total: quote.status === "requested" ? null : money(quote.totalCents),
      requestedAt: first.createdAt.getTime(),
    });
  }
  return list.sort((a, b) => b.requestedAt - a.requestedAt || b.quoteNumber.localeCompare(a.quoteNumber)).map(({ requestedAt: _, ...summary }) => summary);
}

async function revisionsOf(db: Reader, quoteNumber: string) {
  return db.select().from(quotes).where(eq(quotes.quoteNumber, quoteNumber));
}

/** A quote number's page for the reader: its shown revision, or `revision`; null when they may not see it. */
export async function readAccountQuoteView(db: Reader, reader: PlacedReader, quoteNumber: string, revision: number | null): Promise<CustomerQuoteView | null> {
  const revisions = await revisionsOf(db, quoteNumber);
  if (!revisions.some((r) => mayReadPlaced(reader, r))) return null;
  return viewOf(db, revisions, revision);
}

/** The quote of a link's token (or another revision of its number), as its holder sees it; null for an unknown token. */
export async function readLinkedQuoteView(db: Reader, token: string, revision: number | null): Promise<CustomerQuoteView | null> {
  const quoteNumber = await quoteNumberOfLink(db, token);
  if (!quoteNumber) return null;
  return viewOf(db, await revisionsOf(db, quoteNumber), revision);
}

/** The view of quote `id` for `access` (the API's answer), or null when it may not open it. */
export async function readQuoteViewById(db: Reader, access: QuoteAccess, id: string): Promise<CustomerQuoteView | null> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!quote || !(await mayOpenQuote(db, access, quote))) return null;
  return viewOf(db, await revisionsOf(db, quote.quoteNumber), quote.revision);
}

async function viewOf(db: Reader, revisions: Quote[], revision: number | null): Promise<CustomerQuoteView | null> {
  const visible = revisions.filter(visibleToCustomer).sort((a, b) => b.revision - a.revision);
  const quote = revision === null ? visible[0] : visible.find((r) => r.revision === revision);
  if (!quote) return null;
  const [lines, messages, order, poDocument] = await Promise.all([
    readQuoteLines(db, quote.id),
    listQuoteMessages(db, quote.id),
    quote.orderId
      ? db.select({ orderNumber: orders.orderNumber, userId: orders.userId }).from(orders).where(eq(orders.id, quote.orderId))
      : Promise.resolve([]),
    quote.poDocumentId ? readPoDocumentInfo(db, quote.poDocumentId) : null,
  ]);
  const priced = quote.status !== "requested";
  const successor = quote.supersededBy ? revisions.find((r) => r.id === quote.supersededBy) : undefined;
  return {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    revision: quote.revision,
    status: effectiveQuoteStatus(quote),
    createdAt: quote.createdAt.toISOString(),
    sentAt: quote.sentAt?.toISOString() ?? null,
    validUntil: priced ? quote.validUntil : null,
    contact: { name: quote.contactName, email: quote.contactEmail, company: quote.contactCompany, phone: quote.contactPhone },
    requestMessage: quote.requestMessage,
    salesNote: priced ? quote.salesNote : null,
    paymentTerms: priced && quote.paymentTerms ? PAYMENT_TERMS_LABELS[quote.paymentTerms] : null,
    poRequired: quote.poRequired,
    taxExemptionCertificate: priced ? quote.taxExemptionCertificate : null,
    taxRate: priced && quote.taxBasisPoints !== null ? `${basisPointsToPercent(quote.taxBasisPoints)} %` : null,
    lines: lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unitPrice: priced ? money(line.unitPriceCents) : null,
      discount: priced && line.discountBasisPoints > 0 ? `${basisPointsToPercent(line.discountBasisPoints)} %` : null,
      amount: priced ? money(line.lineTotalCents) : null,
    })),
    subtotal: priced ? money(quote.subtotalCents) : null,
    tax: priced ? money(quote.taxCents) : null,
    shipping: priced ? money(quote.shippingCents) : null,
    total: priced ? money(quote.totalCents) : null,
    decidedAt: quote.decidedAt?.toISOString() ?? null,
    declineReason: quote.declineReason,
    poNumber: quote.poNumber,
    poDocument: poDocument && { name: poDocument.name, size: poDocument.size },
    order: order[0] ? { orderNumber: order[0].orderNumber, path: order[0].userId ? `/account/orders/${order[0].orderNumber}` : null } : null,
    supersededBy: quote.status === "superseded" ? { revision: successor?.revision ?? visible[0].revision } : null,
    revisions: visible.map((r) => ({ revision: r.revision, status: effectiveQuoteStatus(r) })),
    messages,
  };
}
