import type { Brand } from "~/content/brand";
import { singleLine } from "./mail-text";
import type { OutgoingMail, MailAttachment } from "./outbox";

const signature = (brand: Brand) => `— ${brand.companyName}\n${brand.salesEmail} · ${brand.phone}`;

export interface QuoteRequestForMail {
  quoteNumber: string;
  contactName: string;
  contactEmail: string;
  contactCompany: string | null;
  /** who asked: an approved account, a pending one, or an anonymous visitor */
  requester: "anonymous" | "pending" | "approved" | "admin";
  source: string;
  message: string | null;
  lines: Array<{ sku: string; name: string; quantity: number }>;
}

const lineList = (lines: QuoteRequestForMail["lines"]) => lines.map((l) => `  ${l.quantity} × ${singleLine(l.name)} (${l.sku})`).join("\n");

const SOURCE_WORDS: Record<string, string> = {
  cart: "the cart",
  product: "a product page",
  "method-assistant": "the CR3520 method assistant",
  "quick-order": "the quick order form",
  renewal: "an expired quote (renewal)",
};

/** To sales, Reply-To the requester. A request has no amounts. */
export function quoteRequestNotice(brand: Brand, quote: QuoteRequestForMail, adminUrl: string): OutgoingMail {
  const name = singleLine(quote.contactName);
  return {
    kind: "quote-request-notice",
    to: brand.salesEmail,
    replyTo: quote.contactEmail,
    subject: `New quote request ${quote.quoteNumber} from ${name}`.slice(0, 200),
    text:
      `A quote was requested from ${SOURCE_WORDS[quote.source] ?? quote.source}.\n\n` +
      `Quote number: ${quote.quoteNumber}\n` +
      `Requester: ${name} <${singleLine(quote.contactEmail)}>\n` +
      `Company: ${quote.contactCompany ? singleLine(quote.contactCompany) : "—"}\n` +
      `Account: ${quote.requester === "anonymous" ? "none (anonymous visitor)" : quote.requester}\n\n` +
      `${lineList(quote.lines)}\n\n` +
      (quote.message ? `----- Message -----\n${quote.message}\n----- End of message -----\n\n` : "") +
      `Price and send it in the admin area: ${adminUrl}`,
  };
}

/** To the requester: what they asked for and the link to the quote; no amounts (there are none yet). */
export function quoteRequestConfirmation(brand: Brand, quote: QuoteRequestForMail, links: { link: string; accountLink: string | null }): OutgoingMail {
  return {
    kind: "quote-request-confirmation",
    to: quote.contactEmail,
    replyTo: brand.salesEmail,
    subject: `Quote request received ${quote.quoteNumber} — ${brand.companyName}`,
    text:
      `Dear ${singleLine(quote.contactName)},\n\n` +
      `thank you for your quote request. Quote number: ${quote.quoteNumber}\n\n` +
      `${lineList(quote.lines)}\n\n` +
      `Our sales team will prepare your quote and e-mail you when it is ready. See your request at any time:\n${links.link}\n` +
      (links.accountLink ? `or in your account: ${links.accountLink}\n` : "") +
      `\nKeep this link to yourself: anyone who has it can see the quote.\n\n` +
      signature(brand),
  };
}

export interface QuoteSentForMail {
  quoteNumber: string;
  revision: number;
  contactName: string;
  contactEmail: string;
  validUntil: string;
  /** the link to this quote (the access token's page), and the account's page for a signed-in account */
  link: string;
  accountLink: string | null;
  pdf: MailAttachment;
}

/**
 * To the customer when sales sends a quote: the link and the quote's PDF attached. The amounts are
 * in the PDF and behind the link only: the customer the quote was made for may see them.
 */
export function quoteSentMail(brand: Brand, quote: QuoteSentForMail): OutgoingMail {
  const revised = quote.revision > 1 ? ` (revision ${quote.revision}, replacing the earlier version)` : "";
  return {
    kind: "quote-sent",
    to: quote.contactEmail,
    replyTo: brand.salesEmail,
    subject: `Your quote ${quote.quoteNumber}${quote.revision > 1 ? ` rev. ${quote.revision}` : ""} — ${brand.companyName}`,
    text:
      `Dear ${singleLine(quote.contactName)},\n\n` +
      `your quote ${quote.quoteNumber}${revised} is ready. It is attached as a PDF and valid until ${quote.validUntil}.\n\n` +
      `See it, accept or decline it, and write to us about it:\n${quote.link}\n` +
      (quote.accountLink ? `or in your account: ${quote.accountLink}\n` : "") +
      `\n${signature(brand)}`,
    attachments: [quote.pdf],
  };
}
