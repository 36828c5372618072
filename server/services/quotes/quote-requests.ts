import type { Brand } from "~/content/brand";
import type { QuoteRequestSource } from "~/lib/quote-request-schema";
import type { Db } from "../../db/database";
import { quoteRequestConfirmation, quoteRequestNotice, type QuoteRequestForMail } from "../../mail/quote-mail";
import { enqueueMail } from "../../mail/outbox";
import { accountQuotePath, createQuoteRequest, quoteLinkPath, readQuoteLines, type QuoteContact, type RequestedLine } from "./quotes";
import type { RateLimitRule } from "../../http/rate-limit";
import { CONTACT_RATE_LIMIT, CONTACT_RATE_LIMIT_MESSAGE } from "../content/contact";

/** Quote requests are limited per client address like the contact form (anonymous visitors can send them). */
export const QUOTE_REQUEST_RATE_LIMIT: RateLimitRule = { ...CONTACT_RATE_LIMIT, name: "quote-request-address" };
export const QUOTE_REQUEST_RATE_LIMIT_MESSAGE = CONTACT_RATE_LIMIT_MESSAGE.replace("sent several messages", "requested several quotes");

export interface RequestQuoteInput {
  source: QuoteRequestSource;
  lines?: RequestedLine[];
  cartSessionId?: string;
  message?: string | null;
  userId: string | null;
  requester: QuoteRequestForMail["requester"];
  contact: QuoteContact;
}

/**
 * A quote request with its e-mails, in one transaction: the quote and its lines, the notice to
 * sales (Reply-To the requester) and the requester's confirmation with the link to the quote.
 */
export async function requestQuote(db: Db, brand: Brand, origin: string, input: RequestQuoteInput) {
  return db.transaction(async (tx) => {
    const created = await createQuoteRequest(tx, input);
    const lines = await readQuoteLines(tx, created.id);
    const forMail: QuoteRequestForMail = {
      quoteNumber: created.quoteNumber,
      contactName: input.contact.name,
      contactEmail: input.contact.email,
      contactCompany: input.contact.company ?? null,
      requester: input.requester,
      source: input.source,
      message: input.message ?? null,
      lines,
    };
    await enqueueMail(
      tx,
      quoteRequestNotice(brand, forMail, `${origin}/admin/quotes/${created.id}`),
      quoteRequestConfirmation(brand, forMail, {
        link: `${origin}${quoteLinkPath(created.token)}`,
        accountLink: input.userId ? `${origin}${accountQuotePath(created.quoteNumber)}` : null,
      }),
    );
    return created;
  });
}
