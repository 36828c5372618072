import { and, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import { accountUnitCents, taxExemptionApplies, taxRatePercentFor, utcDate, type PaymentTerms } from "~/lib/account-terms";
import { effectiveQuoteStatus } from "~/lib/quote-status";
import { basisPointsToPercent, quoteAmounts } from "~/lib/quote-amounts";
import { adminPoDocumentPath } from "~/lib/po-document";
import { defaultValidUntil, QUOTE_EDIT_MESSAGES, type QuoteEditFormValues, type QuoteEditInput } from "~/lib/quote-edit-schema";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import type { Db } from "../../db/database";
import { orders, products, quoteLines, quotes } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { quoteSentMail } from "../../mail/quote-mail";
import { readAccountPricing } from "../accounts/account-terms-reader";
import { isUuid } from "../catalogue/catalogue";
import { DomainError, recordNotFoundError, validationFailed } from "../../errors/domain-error";
import { readPoDocumentInfo } from "./po-documents";
import { quotePdfFilename, renderQuotePdf } from "./quote-pdf";
import {
  accountQuotePath,
  issueQuoteLink,
  quoteRevisionLabel,
  quoteLinkPath,
  readQuote,
  readQuoteLines,
  type Quote,
  type QuoteStatus,
  type QuoteWithLines,
} from "./quotes";

/**
 * Sales works the quote: the admin list, the editor's values, saving, sending
 * (amounts stored, PDF attached, audit) and revising (a new revision that supersedes the sent one
 * when it is sent). Every change runs in one transaction with the quote's row locked.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const EDITABLE: readonly QuoteStatus[] = ["requested"];

function refuseEdit(quote: Quote): never {
  const refusal = (message: string) => new DomainError(409, message, { code: "quote_not_editable" });
  if (quote.status === "sent") throw refusal(`Quote ${quote.quoteNumber} was sent; revise it to change it`);
  if (quote.status === "expired") throw refusal(`Quote ${quote.quoteNumber} has expired; revise it to send a renewed quote`);
  throw refusal(`Quote ${quote.quoteNumber} is ${quote.status} and can no longer be changed`);
}

export interface AdminQuoteSummary {
  id: string;
  quoteNumber: string;
  revision: number;
  status: QuoteStatus;
  contactName: string;
  contactEmail: string;
  contactCompany: string | null;
  hasAccount: boolean;
  source: string;
  lineCount: number;
  totalCents: number | null;
  validUntil: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** Every quote revision, newest first, optionally of one status. */
/** Quotes whose status, as everyone sees it (a sent quote past its valid-until is expired), is `status`. */
function statusIs(status: QuoteStatus, today: string) {
  if (status === "expired") return or(eq(quotes.status, "expired"), and(eq(quotes.status, "sent"), lt(quotes.validUntil, today)));
  if (status === "sent") return and(eq(quotes.status, "sent"), or(isNull(quotes.validUntil), gte(quotes.validUntil, today)));
  return eq(quotes.status, status);
}

export async function listAdminQuotes(db: Db, opts: { status?: QuoteStatus; limit?: number } = {}): Promise<AdminQuoteSummary[]> {
  // named in full: inside a subquery Drizzle would write the bare column names, and "id" would be the line's
  const lineCount = sql<number>`(select count(*)::int from quote_lines ql where ql.quote_id = "quotes"."id")`;
  const rows = await db
    .select({ quote: quotes, lineCount })
    .from(quotes)
    .where(opts.status ? statusIs(opts.status, utcDate()) : undefined)
    .orderBy(desc(quotes.createdAt), desc(quotes.revision))
    .limit(opts.limit ?? 500);
  return rows.map(({ quote: q, lineCount: n }) => ({
    id: q.id,
    quoteNumber: q.quoteNumber,
    revision: q.revision,
    status: effectiveQuoteStatus(q),
    contactName: q.contactName,
    contactEmail: q.contactEmail,
    contactCompany: q.contactCompany,
    hasAccount: q.userId !== null,
    source: q.source,
    lineCount: n,
    totalCents: q.totalCents,
    validUntil: q.validUntil,
    createdAt: q.createdAt,
    sentAt: q.sentAt,
  }));
}

export async function countRequestedQuotes(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quotes)
    .where(eq(quotes.status, "requested"));
  return row.n;
}

/** What the editor shows: the quote, its other revisions, the account's terms and the values to edit (stored, or prefilled). */
export async function readAdminQuote(db: Db, id: string, now: Date = new Date()) {
  const quote = await readQuote(db, id);
  if (!quote) return null;
  const today = utcDate(now);
  const { terms, pricing } = await readAccountPricing(db, quote.organisationId);
  const productIds = quote.lines.flatMap((l) => (l.productId ? [l.productId] : []));
  const catalogue = productIds.length
    ? await db
        .select({ id: products.id, priceCents: products.priceCents, priceOnRequest: products.priceOnRequest })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  // the account's own price where it has one (its price list or discount), else the list price
  const listPrice = new Map(catalogue.map((p) => [p.id, accountUnitCents(p, pricing)]));
  const revisions = await db
    .select({
      id: quotes.id,
      revision: quotes.revision,
      status: quotes.status,
      validUntil: quotes.validUntil,
      sentAt: quotes.sentAt,
      totalCents: quotes.totalCents,
    })
    .from(quotes)
    .where(eq(quotes.quoteNumber, quote.quoteNumber))
    .orderBy(quotes.revision);
  const exempt = taxExemptionApplies(terms, today);
  // a request nobody has saved yet starts from the account's prices and terms; a revision from the revision it copies
  const fresh = quote.status === "requested" && quote.revision === 1 && quote.validUntil === null;
  const cents = (value: number | null) => (value === null ? "" : (value / 100).toFixed(2));
  const values: QuoteEditFormValues = {
    lines: quote.lines.map((line) => ({
      lineId: line.id,
      kind: line.productId ? "product" : "free",
      sku: line.sku,
      name: line.name,
      quantity: String(line.quantity),
      // a line not priced yet starts from the account's catalogue price, where there is one
      unitPrice: cents(line.unitPriceCents ?? (fresh && line.productId ? (listPrice.get(line.productId) ?? null) : null)),
      discountPercent: basisPointsToPercent(line.discountBasisPoints),
    })),
    shipping: cents(quote.shippingCents ?? 0),
    taxExempt: fresh ? exempt : quote.taxExemptionCertificate !== null,
    taxRatePercent: fresh ? String(taxRatePercentFor(terms, today)) : basisPointsToPercent(quote.taxBasisPoints ?? 0),
    taxExemptionCertificate: (fresh ? (exempt ? terms?.taxExemptionCertificate : null) : quote.taxExemptionCertificate) ?? "",
    paymentTerms: (fresh ? terms?.paymentTerms : quote.paymentTerms) ?? "prepaid",
    poRequired: fresh ? (terms?.poRequired ?? false) : quote.poRequired,
    validUntil: quote.validUntil ?? defaultValidUntil(now),
    note: quote.salesNote ?? "",
  };
  const taxExemptionExpired = !!terms?.taxExemptionCertificate && !exempt;
  // the PO document described, never its file (decision 035)
  const document = quote.poDocumentId ? await readPoDocumentInfo(db, quote.poDocumentId) : null;
  const poDocument = document && { name: document.name, size: document.size, url: adminPoDocumentPath(quote.id) };
  // the order an accepted quote became, for the link to its admin page
  const [order] = quote.orderId ? await db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, quote.orderId)) : [];
  return {
    quote: { ...quote, poDocument, orderNumber: order?.orderNumber ?? null },
    revisions,
    terms,
    taxExemptionExpired,
    values,
    editable: EDITABLE.includes(quote.status),
  };
}

export type AdminQuoteView = NonNullable<Awaited<ReturnType<typeof readAdminQuote>>>;

async function lockQuote(tx: Tx, id: string): Promise<Quote> {
  if (!isUuid(id)) throw recordNotFoundError("quote");
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  if (!quote) throw recordNotFoundError("quote");
  return quote;
}

/** Writes the editor's values onto a quote being worked on: its fields and its lines (replaced), nothing stored half-way. */
async function applyEdit(tx: Tx, quote: Quote, input: QuoteEditInput) {
  const existing = new Map((await readQuoteLines(tx, quote.id)).map((l) => [l.id, l]));
  const skus = input.lines.flatMap((l) => (!l.lineId && l.kind === "product" && l.sku ? [l.sku] : []));
  const found = skus.length ? await tx.select().from(products).where(inArray(products.sku, skus)) : [];
  const bySku = new Map(found.map((p) => [p.sku.toLowerCase(), p]));
  const rows = input.lines.map((line, position) => {
    const common = {
      quoteId: quote.id,
      position,
      quantity: line.quantity,
      unitPriceCents: line.unitPrice,
      discountBasisPoints: line.discountPercent,
      lineTotalCents: null,
    };
    if (line.lineId) {
      const old = existing.get(line.lineId);
      if (!old) throw new DomainError(400, "A line of this quote was not found; reload the quote and try again", { code: "quote_line_not_found" });
      return { ...common, productId: old.productId, sku: old.sku, name: old.productId ? old.name : line.name || old.name };
    }
    if (line.kind === "free") return { ...common, productId: null, sku: line.sku || "—", name: line.name! };
    const product = bySku.get(line.sku!.toLowerCase());
    if (!product) throw new DomainError(400, `Unknown product: ${line.sku}`, { code: "unknown_product" });
    return { ...common, productId: product.id, sku: product.sku, name: product.name };
  });
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quote.id));
  await tx.insert(quoteLines).values(rows);
  await tx
    .update(quotes)
    .set({
      shippingCents: input.shipping,
      taxBasisPoints: input.taxExempt ? 0 : input.taxRatePercent,
      taxExemptionCertificate: input.taxExempt ? input.taxExemptionCertificate! : null,
      paymentTerms: input.paymentTerms,
      poRequired: input.poRequired,
      validUntil: input.validUntil,
      salesNote: input.note || null,
      updatedAt: new Date(),
    })
    .where(eq(quotes.id, quote.id));
}

/** Saves the editor's values on a quote being worked on (status requested); 409 for any other. */
export async function saveQuote(db: Db, id: string, input: QuoteEditInput) {
  await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, id);
    if (!EDITABLE.includes(quote.status)) refuseEdit(quote);
    await applyEdit(tx, quote, input);
  });
  return readQuote(db, id) as Promise<QuoteWithLines>;
}

export interface SendContext {
  brand: Brand;
  origin: string;
  actor: AuditActor;
  now?: Date;
}

/**
 * Saves the editor's values and sends the quote, in one transaction: every line must have a unit
 * price and the validity may not have passed; the amounts (quote-amounts.ts) are stored on the quote
 * and its lines; status "sent"; a revision supersedes the revision sent before it; the customer's
 * e-mail with the link and the PDF attached is queued; the audit log records it. The link's token is
 * issued anew (only its hash is kept, so the e-mail needs a fresh one); it opens this revision.
 */
export async function sendQuote(db: Db, id: string, input: QuoteEditInput, ctx: SendContext) {
  const now = ctx.now ?? new Date();
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, id);
    if (!EDITABLE.includes(quote.status)) refuseEdit(quote);
    await applyEdit(tx, quote, input);
    const lines = await readQuoteLines(tx, quote.id);
    const unpriced = lines.find((l) => l.unitPriceCents === null);
    if (unpriced) throw validationFailed(QUOTE_EDIT_MESSAGES.unpriced(unpriced.sku));
    if (input.validUntil < utcDate(now)) throw validationFailed(QUOTE_EDIT_MESSAGES.validUntilPast);
    const amounts = quoteAmounts({ lines, shippingCents: input.shipping, taxBasisPoints: input.taxExempt ? 0 : input.taxRatePercent });
    for (const [i, line] of lines.entries()) {
      await tx.update(quoteLines).set({ lineTotalCents: amounts.lineTotals[i] }).where(eq(quoteLines.id, line.id));
    }
    const token = await issueQuoteLink(tx, quote.quoteNumber);
    await tx
      .update(quotes)
      .set({
        status: "sent",
        sentAt: now,
        subtotalCents: amounts.subtotalCents,
        taxCents: amounts.taxCents,
        totalCents: amounts.totalCents,
        updatedAt: now,
      })
      .where(eq(quotes.id, quote.id));

    // the revision sent before this one (still open: sent or expired) is superseded by it
    const superseded = await tx
      .update(quotes)
      .set({ status: "superseded", supersededBy: quote.id, updatedAt: now })
      .where(and(eq(quotes.quoteNumber, quote.quoteNumber), lt(quotes.revision, quote.revision), inArray(quotes.status, ["sent", "expired"])))
      .returning({ id: quotes.id, revision: quotes.revision, status: quotes.status });
    for (const old of superseded) {
      await recordAudit(tx, {
        actor: ctx.actor,
        subjectType: "quote",
        subjectId: old.id,
        subjectLabel: quoteRevisionLabel({ quoteNumber: quote.quoteNumber, revision: old.revision }),
        action: "superseded",
        before: { status: "sent" },
        after: { status: "superseded", supersededBy: quote.id, byRevision: quote.revision },
      });
    }

    const sent = (await readQuote(tx, quote.id))!;
    const pdf = await renderQuotePdf(ctx.brand, sent);
    await enqueueMail(
      tx,
      quoteSentMail(ctx.brand, {
        quoteNumber: sent.quoteNumber,
        revision: sent.revision,
        contactName: sent.contactName,
        contactEmail: sent.contactEmail,
        validUntil: sent.validUntil!,
        link: `${ctx.origin}${quoteLinkPath(token)}`,
        accountLink: sent.userId ? `${ctx.origin}${accountQuotePath(sent.quoteNumber)}` : null,
        pdf: { filename: quotePdfFilename(sent), contentType: "application/pdf", contentBase64: pdf.toString("base64") },
      }),
    );
    await recordAudit(tx, {
      actor: ctx.actor,
      subjectType: "quote",
      subjectId: sent.id,
      subjectLabel: quoteRevisionLabel(sent),
      action: "sent",
      before: { status: quote.status },
      after: {
        status: "sent",
        subtotalCents: sent.subtotalCents,
        taxCents: sent.taxCents,
        shippingCents: sent.shippingCents,
        totalCents: sent.totalCents,
        paymentTerms: sent.paymentTerms,
        poRequired: sent.poRequired,
        taxExemptionCertificate: sent.taxExemptionCertificate,
        validUntil: sent.validUntil,
        lines: sent.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, unitPriceCents: l.unitPriceCents, discountBasisPoints: l.discountBasisPoints })),
      },
    });
    return { quote: sent, token };
  });
}

/**
 * Revises a sent (or expired) quote: a new row with the same number and the next revision, status
 * requested, its terms and lines copied, to work on. The revision it replaces stays as it is (its
 * link still works) until the new one is sent. Only the latest revision can be revised, once.
 */
export async function reviseQuote(db: Db, id: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, id);
    if (quote.status !== "sent" && quote.status !== "expired") {
      if (quote.status === "requested")
        throw new DomainError(409, `Quote ${quote.quoteNumber} has not been sent yet; edit it instead`, { code: "quote_not_sent" });
      refuseEdit(quote);
    }
    const [later] = await tx
      .select({ revision: quotes.revision })
      .from(quotes)
      .where(and(eq(quotes.quoteNumber, quote.quoteNumber), ne(quotes.id, quote.id), sql`${quotes.revision} > ${quote.revision}`));
    if (later) throw new DomainError(409, `Revision ${later.revision} of ${quote.quoteNumber} already exists`, { code: "revision_exists" });
    const [revision] = await tx
      .insert(quotes)
      .values({
        quoteNumber: quote.quoteNumber,
        revision: quote.revision + 1,
        status: "requested",
        userId: quote.userId,
        organisationId: quote.organisationId,
        contactName: quote.contactName,
        contactEmail: quote.contactEmail,
        contactCompany: quote.contactCompany,
        contactPhone: quote.contactPhone,
        source: quote.source,
        requestMessage: quote.requestMessage,
        shippingCents: quote.shippingCents,
        taxBasisPoints: quote.taxBasisPoints,
        taxExemptionCertificate: quote.taxExemptionCertificate,
        paymentTerms: quote.paymentTerms as PaymentTerms | null,
        poRequired: quote.poRequired,
        validUntil: null,
        salesNote: quote.salesNote,
      })
      .returning();
    const lines = await readQuoteLines(tx, quote.id);
    if (lines.length > 0) {
      await tx.insert(quoteLines).values(
        lines.map((l) => ({
          quoteId: revision.id,
          position: l.position,
          productId: l.productId,
          sku: l.sku,
          name: l.name,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          discountBasisPoints: l.discountBasisPoints,
        })),
      );
    }
    await recordAudit(tx, {
      actor,
      subjectType: "quote",
      subjectId: revision.id,
      subjectLabel: quoteRevisionLabel({ quoteNumber: quote.quoteNumber, revision: revision.revision }),
      action: "revision-created",
      before: { revision: quote.revision, status: quote.status },
      after: { revision: revision.revision, status: "requested" },
    });
    return { id: revision.id, quoteNumber: revision.quoteNumber, revision: revision.revision };
  });
}
