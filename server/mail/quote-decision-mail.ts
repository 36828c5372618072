import type { Brand } from "~/content/brand";
import type { OutgoingMail } from "./outbox";

const singleLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

/** To sales when a customer declines a quote; replying answers the customer. */
export function quoteDeclinedMail(
  brand: Brand,
  quote: { quoteNumber: string; revision: number; contactName: string; contactEmail: string },
  reason: string,
  adminUrl: string,
): OutgoingMail {
  return {
    kind: "quote-declined",
    to: brand.salesEmail,
    replyTo: quote.contactEmail,
    subject: `Quote ${quote.quoteNumber} declined by ${singleLine(quote.contactName)}`.slice(0, 200),
    text:
      `${singleLine(quote.contactName)} (${singleLine(quote.contactEmail)}) declined quote ${quote.quoteNumber} (revision ${quote.revision}).\n\n` +
      `----- Reason -----\n${reason}\n----- End of reason -----\n\n` +
      `The quote: ${adminUrl}`,
  };
}
