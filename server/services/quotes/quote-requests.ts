import type { Brand } from "~/content/brand";
import type { QuoteRequestSource } from "~/lib/quote-request-schema";
import type { Db } from "../../db/database";
import { quoteRequestConfirmation, quoteRequestNotice, type QuoteRequestForMail } from "../../mail/quote-mail";
import { enqueueMail } from "../../mail/outbox";
import { accountQuotePath, createQuoteRequest, quoteLinkPath, readQuoteLines, type QuoteContact, type RequestedLine } from "./quotes";
/** What a rejected account is told when it asks for a quote (403 not_allowed). */
export const QUOTE_REQUEST_REFUSED_MESSAGE = "Your account cannot request quotes. Please contact us through the contact form.";

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
