import { createHash, randomBytes } from "node:crypto";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { QuoteRequestSource } from "~/lib/quote-request-schema";
import { MAX_QUOTE_LINES, QUOTE_REQUEST_MESSAGES } from "~/lib/quote-request-schema";
import type { Db } from "../../db/database";
import { cartItems, products, quoteLines, quoteLinks, quotes, type Product } from "../../db/schema";
import { isUuid } from "../catalogue/catalogue";
import { DomainError, validationFailed } from "../../errors/domain-error";
import { organisationIdOf } from "../organisations/organisations";
import { mayReadPlaced, type PlacedReader } from "../organisations/visibility";

/**
 * Quotes: a request makes revision 1 in status "requested" with its lines; sales prices
 * and sends it (quote-admin.ts); the customer decides. This module holds the request and the reads
 * every side uses.
 */

export type Quote = typeof quotes.$inferSelect;
export type QuoteStatus = Quote["status"];
export type QuoteLine = typeof quoteLines.$inferSelect;
export type QuoteWithLines = Quote & { lines: QuoteLine[] };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

/** sha-256 of a quote's access token (the link /quotes/view/<token>): the link works, a leaked table does not give it away. */
export const hashQuoteToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** How the audit log and the admin name a quote revision: "Q-2026-000045 rev. 2". */
export const quoteRevisionLabel = (quote: { quoteNumber: string; revision: number }) => `${quote.quoteNumber} rev. ${quote.revision}`;

/** An access token: 32 random bytes, base64url (43 characters). */
export const QUOTE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const newQuoteToken = () => randomBytes(32).toString("base64url");

/** Makes a link to a quote number for an e-mail: returns its token, of which only the sha-256 is stored. */
export async function issueQuoteLink(tx: Pick<Db, "insert">, quoteNumber: string): Promise<string> {
  const token = newQuoteToken();
  await tx.insert(quoteLinks).values({ tokenHash: hashQuoteToken(token), quoteNumber });
  return token;
}

/** The quote number a link's token opens, or null. */
export async function quoteNumberOfLink(db: Reader, token: string | null): Promise<string | null> {
  if (!token || !QUOTE_TOKEN_PATTERN.test(token)) return null;
  const [link] = await db
    .select({ quoteNumber: quoteLinks.quoteNumber })
    .from(quoteLinks)
    .where(eq(quoteLinks.tokenHash, hashQuoteToken(token)));
  return link?.quoteNumber ?? null;
}

/** Where anyone holding the e-mailed link sees the quote; signed-in accounts also have /account/quotes/<number>. */
export const quoteLinkPath = (token: string) => `/quotes/view/${token}`;
export const accountQuotePath = (quoteNumber: string) => `/account/quotes/${quoteNumber}`;

/** A requested line: a catalogue product by id or SKU. */
export interface RequestedLine {
  productId?: string;
  sku?: string;
  quantity: number;
}

export interface QuoteContact {
  name: string;
  email: string;
  company?: string | null;
  phone?: string | null;
}

export interface CreateQuoteRequestInput {
  source: QuoteRequestSource;
  /** the lines named by the requester; or, with `cartSessionId`, the cart's lines */
  lines?: RequestedLine[];
  /** a cart's session id: its lines (any cart, price-on-request lines included) become the quote's */
  cartSessionId?: string;
  message?: string | null;
  /** who requested it (a signed-in requester), or null for an anonymous one; the quote belongs to their organisation */
  userId: string | null;
  contact: QuoteContact;
}

/**
 * Stores a quote request (revision 1, status "requested") with its lines, each a catalogue product
 * with its SKU and name as they are now; quantities of the same product are added up. Returns the
 * access token once (only its sha-256 is stored). Pass a transaction to add e-mails or an audit
 * record in the same one. Unknown products and empty requests are refused (400).
 */
export async function createQuoteRequest(db: Db | Tx, input: CreateQuoteRequestInput): Promise<{ id: string; quoteNumber: string; token: string }> {
  const requested = input.cartSessionId ? await cartLines(db, input.cartSessionId) : (input.lines ?? []);
  if (requested.length === 0) {
    throw input.cartSessionId ? new DomainError(400, "Your cart is empty", { code: "cart_empty" }) : validationFailed(QUOTE_REQUEST_MESSAGES.noLines);
  }
  if (requested.length > MAX_QUOTE_LINES) throw validationFailed(QUOTE_REQUEST_MESSAGES.tooManyLines);
  const lines = await resolveLines(db, requested);
  // the requester's organisation (none: anonymous, or staff)
  const organisationId = input.userId ? await organisationIdOf(db, input.userId) : null;
  const run = async (tx: Tx) => {
    const [quote] = await tx
      .insert(quotes)
      .values({
        userId: input.userId,
        organisationId,
        contactName: input.contact.name,
        contactEmail: input.contact.email,
        contactCompany: input.contact.company || null,
        contactPhone: input.contact.phone || null,
        source: input.source,
        requestMessage: input.message || null,
      })
      .returning({ id: quotes.id, quoteNumber: quotes.quoteNumber });
    await tx.insert(quoteLines).values(
      lines.map(({ product, quantity }, position) => ({
        quoteId: quote.id,
        position,
        productId: product.id,
        sku: product.sku,
        name: product.name,
        quantity,
      })),
    );
    return { id: quote.id, quoteNumber: quote.quoteNumber, token: await issueQuoteLink(tx, quote.quoteNumber) };
  };
  // in a caller's transaction this is a savepoint: the quote and its lines are stored together or not at all
  return db.transaction(run);
}

async function cartLines(db: Reader, sessionId: string): Promise<RequestedLine[]> {
  const rows = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.sessionId, sessionId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows;
}

/** The catalogue products the lines name, in the order named, the same product's quantities added up. */
async function resolveLines(db: Reader, requested: RequestedLine[]): Promise<{ product: Product; quantity: number }[]> {
  const ids = requested.flatMap((line) => (line.productId && isUuid(line.productId) ? [line.productId] : []));
  const skus = requested.flatMap((line) => (line.sku ? [line.sku] : []));
  const found = [
    ...(ids.length > 0 ? await db.select().from(products).where(inArray(products.id, ids)) : []),
    ...(skus.length > 0 ? await db.select().from(products).where(inArray(products.sku, skus)) : []),
  ];
  const byId = new Map(found.map((p) => [p.id, p]));
  const bySku = new Map(found.map((p) => [p.sku.toLowerCase(), p]));
  const merged = new Map<string, { product: Product; quantity: number }>();
  for (const line of requested) {
    const product = line.productId ? byId.get(line.productId) : bySku.get(line.sku!.toLowerCase());
    if (!product) throw new DomainError(400, `Unknown product: ${line.productId ?? line.sku}`, { code: "unknown_product" });
    const existing = merged.get(product.id);
    if (existing) existing.quantity += line.quantity;
    else merged.set(product.id, { product, quantity: line.quantity });
  }
  return [...merged.values()];
}

/** A quote with its lines in their order, by id; null when there is none (or the id is not a uuid). */
export async function readQuote(db: Reader, id: string): Promise<QuoteWithLines | null> {
  if (!isUuid(id)) return null;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!quote) return null;
  return { ...quote, lines: await readQuoteLines(db, quote.id) };
}

/** Whether `id` is a quote's (its id column only). */
export async function quoteExists(db: Reader, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, id));
  return row !== undefined;
}

export async function readQuoteLines(db: Reader, quoteId: string): Promise<QuoteLine[]> {
  return db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
}

/** The quote a link's token opens (its latest revision), with its lines. */
export async function readQuoteByToken(db: Reader, token: string): Promise<QuoteWithLines | null> {
  const quoteNumber = await quoteNumberOfLink(db, token);
  return quoteNumber ? readLatestRevision(db, quoteNumber) : null;
}

/** The latest revision of a quote number (the one being worked on or decided), with its lines. */
export async function readLatestRevision(db: Reader, quoteNumber: string): Promise<QuoteWithLines | null> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.quoteNumber, quoteNumber)).orderBy(desc(quotes.revision)).limit(1);
  return quote ? { ...quote, lines: await readQuoteLines(db, quote.id) } : null;
}

/** A quote by number (latest revision) the reader may see, or null (organisations/visibility.ts). */
export async function readAccountQuote(db: Reader, reader: PlacedReader, quoteNumber: string): Promise<QuoteWithLines | null> {
  const quote = await readLatestRevision(db, quoteNumber);
  return quote && mayReadPlaced(reader, quote) ? quote : null;
}
