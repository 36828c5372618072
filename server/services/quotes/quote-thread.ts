import { asc, eq } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import type { QuoteThreadMessage, QuoteThreadSide } from "~/lib/quote-thread-schema";
import type { Db } from "../../db/database";
import { quoteMessages } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { quoteMessageToCustomer, quoteMessageToSales } from "../../mail/quote-thread-mail";
import type { Quote } from "./quote-access";
import { accountQuotePath, issueQuoteLink, quoteLinkPath } from "./quotes";

/** A quote's thread, oldest first. */
export async function listQuoteMessages(db: Pick<Db, "select">, quoteId: string): Promise<QuoteThreadMessage[]> {
  const rows = await db.select().from(quoteMessages).where(eq(quoteMessages.quoteId, quoteId)).orderBy(asc(quoteMessages.createdAt), asc(quoteMessages.id));
  return rows.map((row) => ({ id: row.id, author: row.author, authorName: row.authorName, body: row.body, createdAt: row.createdAt.toISOString() }));
}

/** Where the customer reads their quote: their account's quote page, or for an anonymous requester a new link to it. */
async function customerQuoteLink(tx: Pick<Db, "insert">, origin: string, quote: Pick<Quote, "userId" | "quoteNumber">): Promise<string> {
  return `${origin}${quote.userId ? accountQuotePath(quote.quoteNumber) : quoteLinkPath(await issueQuoteLink(tx, quote.quoteNumber))}`;
}

export interface PostQuoteMessage {
  side: QuoteThreadSide;
  /** the signed-in author, if any (an anonymous requester writes through their link) */
  authorUserId: string | null;
  authorName: string;
  body: string;
}

/**
 * Stores a message on the quote's thread and, in the same transaction, e-mails it to the other
 * side: a customer's message to sales (Reply-To the customer), a sales message to the quote's
 * contact e-mail with the link to the quote.
 */
export async function postQuoteMessage(db: Db, brand: Brand, origin: string, quote: Quote, message: PostQuoteMessage): Promise<QuoteThreadMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quoteMessages)
      .values({ quoteId: quote.id, author: message.side, authorUserId: message.authorUserId, authorName: message.authorName, body: message.body })
      .returning();
    const mail =
      message.side === "customer"
        ? quoteMessageToSales(brand, quote, message, `${origin}/admin/quotes/${quote.id}`)
        : quoteMessageToCustomer(brand, quote, message, await customerQuoteLink(tx, origin, quote));
    await enqueueMail(tx, mail);
    return { id: row.id, author: row.author, authorName: row.authorName, body: row.body, createdAt: row.createdAt.toISOString() };
  });
}
