import { and, eq, inArray, sql } from "drizzle-orm";
import { accountUnitCents } from "~/lib/account-terms";
import { MAX_CART_QUANTITY } from "~/lib/cart-session";
import { formatCents, pricedOnRequestMessage, priceTextFromCents } from "~/lib/price";
import { canSeePrices } from "~/lib/price-visibility";
import { mergeDuplicateLines, parseQuickOrder, type MergedLine } from "~/lib/quick-order-parser";
import type { QuickOrderCheck, QuickOrderLineResult, QuickOrderResult } from "~/lib/quick-order-types";
import { stockProblem } from "~/lib/stock";
import { canSeeExactStock, pricingOf } from "../../auth/guards";
import { freshViewer } from "../../auth/fresh-viewer";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { cartItems, products } from "../../db/schema";
import { accountCartId } from "./account-cart";
import { readCart } from "./cart";
import { notAllowed, validationFailed } from "../../errors/domain-error";

/*
 * Quick order (docs/decisions/023): a list of SKUs and quantities is checked line by line
 * against the catalogue and the account's cart — the same rules as adding one product to the cart —
 * and its valid lines go into the account's cart in one transaction.
 */

const NOT_APPROVED = "Only approved accounts can add items to the cart";

type Reader = Pick<Db, "select" | "execute">;

/** The list's lines, read and merged; a whole-list problem (empty, too long, binary) is a 400. */
function readList(text: string): MergedLine[] {
  const parsed = parseQuickOrder(text);
  if (!parsed.ok) throw validationFailed(parsed.message);
  return mergeDuplicateLines(parsed.lines);
}

/** 403 unless the viewer may buy now (their status as the database holds it). */
async function assertMayBuy(db: Db, viewer: SessionUser | null) {
  if (!viewer || !canSeePrices(await freshViewer(db, viewer))) throw notAllowed(NOT_APPROVED);
  return viewer;
}

/** "Check lines": every line of the list as it would go into the cart, nothing added. */
export async function checkQuickOrder(db: Db, viewer: SessionUser | null, text: string): Promise<QuickOrderCheck> {
  const buyer = await assertMayBuy(db, viewer);
  const lines = readList(text);
  const sessionId = await accountCartId(db, buyer.id);
  return summary(await checkLines(db, buyer, lines, sessionId, false));
}

/**
 * Adds the list's valid lines to the account's cart, all or none (one transaction, in which the
 * lines are checked again with the cart's lines locked), and answers every line — the invalid ones
 * to be fixed — with the cart as it is now. Products are read, not locked: a cart reserves no
 * stock (the checkout checks it again), and a lock would make orders of those products wait.
 */
export async function addQuickOrder(db: Db, viewer: SessionUser | null, text: string): Promise<QuickOrderResult> {
  const buyer = await assertMayBuy(db, viewer);
  const lines = readList(text);
  const sessionId = await accountCartId(db, buyer.id);
  const checked = await addLinesToCart(db, buyer, lines, sessionId);
  const added = checked.filter((line) => line.status === "ok").length;
  return { ...summary(checked), added, sessionId, cart: await readCart(db, buyer, sessionId) };
}

/**
 * Puts `lines` (merged: one per SKU) on top of cart `sessionId`, those that may go in, in one
 * transaction (the buyer's status read again in it: 403 unless they may buy), and answers every
 * line as checked: quick order's list and a shared list alike.
 */
export async function addLinesToCart(db: Db, buyer: SessionUser, lines: MergedLine[], sessionId: string): Promise<QuickOrderLineResult[]> {
  return db.transaction(async (tx) => {
    const mayBuy = await freshViewer(tx, buyer, { lockForShare: true });
    if (!canSeePrices(mayBuy)) throw notAllowed(NOT_APPROVED);
    const results = await checkLines(tx, buyer, lines, sessionId, true);
    const valid = results.filter((line) => line.status === "ok" && line.product && line.quantity !== null);
    if (valid.length > 0) {
      await tx
        .insert(cartItems)
        // the cart lists its lines in the order they came (created_at), so the new ones follow the list's order
        .values(
          valid.map((line, i) => ({
            sessionId,
            productId: line.product!.id,
            quantity: line.quantity!,
            createdAt: sql`now() + ${i}::integer * interval '1 millisecond'`,
          })),
        )
        .onConflictDoUpdate({
          target: [cartItems.sessionId, cartItems.productId],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})` },
        });
    }
    return results;
  });
}

function summary(lines: QuickOrderLineResult[]): QuickOrderCheck {
  const valid = lines.filter((line) => line.status === "ok").length;
  return { lines, valid, invalid: lines.length - valid };
}

async function checkLines(db: Reader, viewer: SessionUser, lines: MergedLine[], sessionId: string, lock: boolean): Promise<QuickOrderLineResult[]> {
  const named = [...new Set(lines.filter((line) => line.problem === null).map((line) => line.sku.toLowerCase()))];
  const found = named.length ? await productsBySku(db, named) : [];
  // a SKU as written wins over one that matches in another case only
  const productFor = (sku: string) => found.find((p) => p.sku === sku) ?? found.find((p) => p.sku.toLowerCase() === sku.toLowerCase());
  const inCart = await cartQuantities(
    db,
    sessionId,
    found.map((p) => p.id),
    lock,
  );
  const unknown = named.filter((sku) => !productFor(sku));
  const suggestions = unknown.length ? await nearestSkus(db, unknown) : new Map<string, string>();
  const exactStock = canSeeExactStock(viewer);
  const pricing = pricingOf(viewer);
  const showPrices = canSeePrices(viewer);

  return lines.map((line): QuickOrderLineResult => {
    const base = { lineNumbers: line.lineNumbers, text: line.text, sku: line.sku, quantity: line.quantity, note: line.note, suggestion: null, product: null };
    if (line.problem !== null) return { ...base, status: "format", problem: line.problem };
    const product = productFor(line.sku);
    if (!product) {
      const suggestion = suggestions.get(line.sku.toLowerCase()) ?? null;
      const problem = suggestion ? `Unknown SKU "${line.sku}": did you mean ${suggestion}?` : `Unknown SKU "${line.sku}"`;
      return { ...base, status: "unknown", problem, suggestion };
    }
    const unitCents = accountUnitCents(product, pricing);
    const quantity = line.quantity!;
    const view = {
      id: product.id,
      name: product.name,
      sku: product.sku,
      price: showPrices ? priceTextFromCents(unitCents, product.priceOnRequest) : null,
      lineTotal: showPrices && unitCents !== null ? formatCents(unitCents * quantity) : null,
    };
    const withProduct = { ...base, text: `${product.sku}, ${quantity}`, product: view };
    if (unitCents === null) {
      return { ...withProduct, status: "price-on-request", problem: pricedOnRequestMessage(product.name) };
    }
    const held = inCart.get(product.id) ?? 0;
    if (held + quantity > MAX_CART_QUANTITY) {
      return {
        ...withProduct,
        status: "quantity",
        problem: `Your cart already holds ${held} of ${product.name}: a cart line holds at most ${MAX_CART_QUANTITY}`,
      };
    }
    const stock = stockProblem(product.name, product, held + quantity, exactStock);
    if (stock) return { ...withProduct, status: "out-of-stock", problem: held > 0 ? `${stock} (your cart already holds ${held})` : stock };
    return { ...withProduct, status: "ok", problem: null };
  });
}

/** The products whose SKU is one of `skus` (lower case), in any case. */
function productsBySku(db: Reader, skus: string[]) {
  return db
    .select()
    .from(products)
    .where(inArray(sql`lower(${products.sku})`, skus))
    .orderBy(products.sku);
}

async function cartQuantities(db: Reader, sessionId: string, productIds: string[], lock: boolean) {
  if (productIds.length === 0) return new Map<string, number>();
  const query = db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.sessionId, sessionId), inArray(cartItems.productId, productIds)));
  const rows = await (lock ? query.for("update") : query);
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}

/**
 * For each unknown SKU (lower case), the most similar SKU of the catalogue by trigrams (pg_trgm's
 * `%`, similarity at least pg_trgm.similarity_threshold, 0.3 by default), through the GIN index on lower(sku).
 */
async function nearestSkus(db: Reader, unknown: string[]): Promise<Map<string, string>> {
  const result = await db.execute<{ input: string; sku: string }>(nearestSkusQuery(unknown));
  return new Map(result.rows.map((row) => [row.input, row.sku]));
}

/** The statement of nearestSkus (a test reads its plan: it must use the trigram index, not read every product). */
export function nearestSkusQuery(unknown: string[]) {
  const wanted = sql.join(
    unknown.map((sku) => sql`${sku}`),
    sql`, `,
  );
  return sql`
    select q.input, s.sku
    from unnest(array[${wanted}]::text[]) as q(input)
    cross join lateral (
      select p.sku from products p
      where lower(p.sku) % q.input
      order by similarity(lower(p.sku), q.input) desc, p.sku
      limit 1
    ) s`;
}
