import type { Brand } from "~/content/brand";
import { singleLine } from "./mail-text";
import type { OutgoingMail } from "./outbox";

export interface QuoteForThreadMail {
  id: string;
  quoteNumber: string;
  revision: number;
  contactName: string;
  contactEmail: string;
}

const reference = (quote: QuoteForThreadMail) => `${quote.quoteNumber} (revision ${quote.revision})`;

/** To sales when the customer writes on a quote; replying answers the customer. */
export function quoteMessageToSales(brand: Brand, quote: QuoteForThreadMail, message: { authorName: string; body: string }, adminUrl: string): OutgoingMail {
  return {
    kind: "quote-message-to-sales",
    to: brand.salesEmail,
    replyTo: quote.contactEmail,
    subject: `Message on quote ${quote.quoteNumber} from ${singleLine(message.authorName)}`.slice(0, 200),
    text:
      `${singleLine(message.authorName)} (${singleLine(quote.contactEmail)}) wrote on quote ${reference(quote)}:\n\n` +
      `----- Message -----\n${message.body}\n----- End of message -----\n\n` +
      `Answer on the quote: ${adminUrl}`,
  };
}

/**
 * To the customer when sales writes on their quote. `link` is where they read the quote: their
 * account's quote page, or for an anonymous requester a link of its own.
 */
export function quoteMessageToCustomer(brand: Brand, quote: QuoteForThreadMail, message: { body: string }, link: string): OutgoingMail {
  return {
    kind: "quote-message-to-customer",
    to: quote.contactEmail,
    replyTo: brand.salesEmail,
    subject: `A message about your quote ${quote.quoteNumber} — ${brand.companyName}`,
    text:
      `Dear ${singleLine(quote.contactName)},\n\n` +
      `our sales team wrote about your quote ${reference(quote)}:\n\n` +
      `----- Message -----\n${message.body}\n----- End of message -----\n\n` +
      `Read the quote and answer: ${link}\n\n` +
      `— ${brand.companyName}\n${brand.salesEmail} · ${brand.phone}`,
  };
}
