import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { quotes } from "../../db/schema";
import { mayReadPlaced, type PlacedReader } from "../organisations/visibility";
import { quoteNumberOfLink, type Quote } from "./quotes";

export type { Quote };

/**
 * Who may see a quote: the person who requested it and, for a quote of an organisation, its admins
 * and approvers (organisations/visibility.ts), or whoever holds the link
 * of one of its e-mails (/quotes/view/<token>; quote_links keeps only the token's sha-256). Anyone
 * else is told "not found", as for a quote that does not exist: never its data. A link opens every
 * revision of its quote number (the requester of the old revision is the requester of the new).
 *
 * The API takes the token in the `X-Quote-Token` header, or as `?token=` where a plain link must
 * carry it (the PDF download).
 */
export interface QuoteAccess {
  user: PlacedReader | null;
  token: string | null;
}

export const QUOTE_TOKEN_HEADER = "X-Quote-Token";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `access` opens `quote`. */
export async function mayOpenQuote(
  db: Pick<Db, "select">,
  access: QuoteAccess,
  quote: Pick<Quote, "userId" | "organisationId" | "quoteNumber">,
): Promise<boolean> {
  if (access.user && mayReadPlaced(access.user, quote)) return true;
  return (await quoteNumberOfLink(db, access.token)) === quote.quoteNumber;
}

/** The quote `id` (any revision, for the admin), or null (also for an id that is not a uuid). */
export async function findRevisionById(db: Pick<Db, "select">, id: string): Promise<Quote | null> {
  if (!UUID.test(id)) return null;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
  return quote ?? null;
}

/** The quote `id` if `access` opens it, else null (also for an id that is not a uuid). */
export async function findAccessibleQuote(db: Pick<Db, "select">, access: QuoteAccess, id: string): Promise<Quote | null> {
  const quote = await findRevisionById(db, id);
  if (!quote) return null;
  return (await mayOpenQuote(db, access, quote)) ? quote : null;
}

/** One revision of quote `quoteNumber`, or its latest when `revision` is null; null when absent. */
export async function findRevision(db: Pick<Db, "select">, quoteNumber: string, revision: number | null): Promise<Quote | null> {
  const rows = await db
    .select()
    .from(quotes)
    .where(revision === null ? eq(quotes.quoteNumber, quoteNumber) : and(eq(quotes.quoteNumber, quoteNumber), eq(quotes.revision, revision)));
  if (rows.length === 0) return null;
  return rows.reduce((latest, row) => (row.revision > latest.revision ? row : latest));
}
