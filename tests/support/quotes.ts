import { randomBytes } from "node:crypto";
import type { PaymentTerms } from "~/lib/account-terms";
import { quoteLineTotal } from "~/lib/quote-amounts";
import type { Db } from "../../server/db/database";
import { quoteLines, quoteLinks, quotes } from "../../server/db/schema";
import { hashQuoteToken } from "../../server/services/quotes/quotes";

export interface FixtureLine {
  productId?: string | null;
  sku?: string;
  name?: string;
  quantity: number;
  unitPriceCents: number;
  discountBasisPoints?: number;
}

export interface SentQuoteOptions {
  userId?: string | null;
  contactEmail?: string;
  contactName?: string;
  status?: "requested" | "sent" | "accepted" | "declined" | "expired" | "superseded";
  /** YYYY-MM-DD; default 30 days from today */
  validUntil?: string;
  lines?: FixtureLine[];
  shippingCents?: number;
  /** 800 = 8 %; 0 with a certificate when exempt */
  taxBasisPoints?: number;
  taxExemptionCertificate?: string | null;
  paymentTerms?: PaymentTerms | null;
  poRequired?: boolean;
  salesNote?: string | null;
  /** another revision of this quote number (default: a new number, revision 1) */
  quoteNumber?: string;
  revision?: number;
}

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A quote as sales sends it, written straight into the tables (a test fixture, not product code):
 * lines with unit prices and discounts, amounts as app/lib/quote-amounts.ts computes them (tax on the subtotal), total = subtotal + tax + shipping. Returns the row and its link's token.
 */
export async function createSentQuote(db: Db, opts: SentQuoteOptions = {}) {
  const token = randomBytes(32).toString("base64url");
  const lines = opts.lines ?? [{ quantity: 2, unitPriceCents: 125_000, discountBasisPoints: 1_000 }];
  const priced = lines.map((line, index) => {
    const lineTotalCents = quoteLineTotal({
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountBasisPoints: line.discountBasisPoints ?? 0,
    })!;
    return {
      position: index + 1,
      productId: line.productId ?? null,
      sku: line.sku ?? `QX-${index + 1}`,
      name: line.name ?? `Quoted item ${index + 1}`,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountBasisPoints: line.discountBasisPoints ?? 0,
      lineTotalCents,
    };
  });
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const taxBasisPoints = opts.taxBasisPoints ?? 800;
  const taxCents = Math.round((subtotalCents * taxBasisPoints) / 10_000);
  const shippingCents = opts.shippingCents ?? 7_500;
  const [quote] = await db
    .insert(quotes)
    .values({
      ...(opts.quoteNumber ? { quoteNumber: opts.quoteNumber } : {}),
      revision: opts.revision ?? 1,
      status: opts.status ?? "sent",
      userId: opts.userId ?? null,
      contactName: opts.contactName ?? "Dr. Ada Quoteworth",
      contactEmail: opts.contactEmail ?? `quote-${token.slice(0, 8).toLowerCase()}@lab.example.org`,
      contactCompany: "Quote Lab",
      source: "product",
      shippingCents,
      taxBasisPoints,
      taxExemptionCertificate: opts.taxExemptionCertificate ?? null,
      paymentTerms: opts.paymentTerms === undefined ? "net-30" : opts.paymentTerms,
      poRequired: opts.poRequired ?? false,
      validUntil: opts.validUntil ?? daysFromToday(30),
      salesNote: opts.salesNote === undefined ? "Installation and training included." : opts.salesNote,
      subtotalCents,
      taxCents,
      totalCents: subtotalCents + taxCents + shippingCents,
      sentAt: new Date(),
    })
    .returning();
  await db.insert(quoteLines).values(priced.map((line) => ({ ...line, quoteId: quote.id })));
  await db.insert(quoteLinks).values({ tokenHash: hashQuoteToken(token), quoteNumber: quote.quoteNumber });
  return { quote, token };
}

export { daysFromToday };
