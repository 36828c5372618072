import { PO_NUMBER_MAX_LENGTH } from "./order-number";
import { optionalText, plainText, requiredText } from "./plain-text";
import type { QuoteStatusValue } from "./quote-status";
import type { QuoteThreadMessage } from "./quote-thread-schema";
import { z } from "./zod";

/**
 * The customer's side of a quote: what /account/quotes and the quote page
 * show, and the accept and decline forms. Amounts are the quote's own, sent by sales to its
 * requester (decision 021): they are shown to whoever may open the quote, never to anyone else.
 */

/** Quote numbers as people and URLs write them: Q-2026-000045. */
export const QUOTE_NUMBER_PATTERN = /^Q-\d{4}-\d{6,}$/;

export function parseQuoteNumber(text: string | null | undefined) {
  const candidate = (text ?? "").trim().toUpperCase();
  return candidate.length <= 32 && QUOTE_NUMBER_PATTERN.test(candidate) ? candidate : null;
}

/** "January 31, 2026": a quote's calendar dates (valid until) as people read them. */
export function formatQuoteDate(date: string) {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** What accepting a quote past its valid-until date answers, and what its page says. */
export const expiredMessage = (validUntil: string) => `This quote expired on ${formatQuoteDate(validUntil)}`;

/** The file name of a quote's PDF download: Q-2026-000045-r1.pdf. */
export const quotePdfDownloadName = (quoteNumber: string, revision: number) => `${quoteNumber}-r${revision}.pdf`;

/** A PO document: a PDF of at most 5 MB. */
export const PO_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const PO_DOCUMENT_MESSAGES = {
  notPdf: "The purchase-order document must be a PDF file",
  tooLarge: "The purchase-order document must be at most 5 MB",
  // what the server's inspection of the PDF refuses (decision 036)
  expands:
    "The purchase-order document expands to more than 200 MB when opened. Please save it as a new PDF (for example with “Print to PDF”) and upload that.",
  script: "The purchase-order document contains JavaScript or an action that starts a program. Please upload a PDF without scripts.",
  unreadable: "The purchase-order document could not be read as a PDF. Please save it as a new PDF (for example with “Print to PDF”) and upload that.",
} as const;

/** What accepting asks for; the PO document travels beside it (multipart), checked by the server. */
export const acceptQuoteSchema = z.object({
  poNumber: optionalText(PO_NUMBER_MAX_LENGTH, "PO number"),
  shippingAddress: plainText({ error: "Complete shipping address is required" })
    .trim()
    .min(10, "Complete shipping address is required")
    .max(1000, "Shipping address is too long"),
  billingAddress: optionalText(1000, "Billing address"),
});
export type AcceptQuoteInput = z.infer<typeof acceptQuoteSchema>;

export const declineQuoteSchema = z.object({ reason: requiredText("A reason", 500) });
export type DeclineQuoteInput = z.infer<typeof declineQuoteSchema>;

/** One line of the list at /account/quotes. */
export interface CustomerQuoteSummary {
  id: string;
  quoteNumber: string;
  revision: number;
  /** as the customer sees it: a sent quote past its validity is "expired" */
  status: QuoteStatusValue;
  createdAt: string;
  validUntil: string | null;
  /** the quote's total once sent; null while requested */
  total: string | null;
}

export interface CustomerQuoteLine {
  sku: string;
  name: string;
  quantity: number;
  unitPrice: string | null;
  /** "10 %" or null without a discount */
  discount: string | null;
  amount: string | null;
}

/** A quote as its customer sees it. */
export interface CustomerQuoteView {
  id: string;
  quoteNumber: string;
  revision: number;
  status: QuoteStatusValue;
  createdAt: string;
  sentAt: string | null;
  validUntil: string | null;
  contact: { name: string; email: string; company: string | null; phone: string | null };
  requestMessage: string | null;
  salesNote: string | null;
  paymentTerms: string | null;
  poRequired: boolean;
  taxExemptionCertificate: string | null;
  /** "8 %" */
  taxRate: string | null;
  lines: CustomerQuoteLine[];
  subtotal: string | null;
  tax: string | null;
  shipping: string | null;
  total: string | null;
  decidedAt: string | null;
  declineReason: string | null;
  poNumber: string | null;
  /** the PO document the customer accepted with: its name and size in bytes */
  poDocument: { name: string; size: number } | null;
  /** the order an accepted quote became, where the customer sees it */
  order: { orderNumber: string; path: string | null } | null;
  /** set when a later revision replaced this one */
  supersededBy: { revision: number } | null;
  /** every revision of this quote number the customer may see, newest first */
  revisions: Array<{ revision: number; status: QuoteStatusValue }>;
  messages: QuoteThreadMessage[];
}

/** What accepting answers: the order, where to see it, and whether this call created it. */
export interface AcceptedQuote {
  orderNumber: string;
  orderId: string;
  confirmationPath: string | null;
  created: boolean;
}
