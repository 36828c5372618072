import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { MergedLine } from "~/lib/quick-order-parser";
import type { QuickOrderLineStatus } from "~/lib/quick-order-types";
import { refusal } from "~/lib/organisation-roles";
import type { SharedListInput } from "~/lib/shared-list-schemas";
import { MAX_CART_QUANTITY } from "~/lib/cart-session";
import { isUuid } from "~/lib/path-param-shapes";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { products, sharedListLines, sharedLists, users } from "../../db/schema";
import { DomainError, notAllowed, recordNotFoundError, validationFailed } from "../../errors/domain-error";
import { accountCartId, assertCartAccess } from "../cart/account-cart";
import { addLinesToCart } from "../cart/quick-order";
import { noOrganisation } from "./organisations";

/*
 * An organisation's shared lists (requisition lists): any member makes one and the whole
 * organisation reads it and puts it into a cart; its creator and the organisation's admins change
 * or delete it (app/lib/organisation-roles.ts). Another organisation's list is not found.
 */

type Reader = Pick<Db, "select">;

export interface SharedListView {
  id: string;
  name: string;
  /** `name`: the product's name now; null once the product was deleted */
  lines: { sku: string; name: string | null; quantity: number }[];
  /** who made it (null: an account deleted since) */
  createdBy: { id: string; name: string } | null;
  updatedAt: string;
}

/** Why a list's line did not go into the cart. */
export type SkippedReason = "deleted" | "price_on_request" | "out_of_stock" | "cart_full";

const SKIPPED: Partial<Record<QuickOrderLineStatus, SkippedReason>> = {
  unknown: "deleted",
  "price-on-request": "price_on_request",
  "out-of-stock": "out_of_stock",
  quantity: "cart_full",
};

export interface SharedListToCart {
  added: { sku: string; quantity: number }[];
  skipped: { sku: string; reason: SkippedReason; message: string }[];
  sessionId: string;
}

/** The list id in its shape (the pages pass it unchecked); 404 `list_not_found` otherwise, before any query. */
function listIdOf(id: string) {
  if (!isUuid(id)) throw recordNotFoundError("list");
  return id.toLowerCase();
}

function organisationOf(viewer: SessionUser) {
  if (!viewer.organisation) throw noOrganisation();
  return viewer.organisation;
}

/** GET: the caller's organisation's lists, the last changed first. */
export async function listSharedLists(db: Reader, viewer: SessionUser): Promise<SharedListView[]> {
  const organisation = organisationOf(viewer);
  return readLists(db, eq(sharedLists.organisationId, organisation.id));
}

async function readLists(db: Reader, where: SQL | undefined): Promise<SharedListView[]> {
  const lists = await db
    .select({
      id: sharedLists.id,
      name: sharedLists.name,
      updatedAt: sharedLists.updatedAt,
      creatorId: users.id,
      creatorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(sharedLists)
    .leftJoin(users, eq(users.id, sharedLists.createdBy))
    .where(where)
    .orderBy(desc(sharedLists.updatedAt), asc(sharedLists.id));
  if (lists.length === 0) return [];
  const lines = await db
    .select({ listId: sharedListLines.listId, sku: sharedListLines.sku, quantity: sharedListLines.quantity, name: products.name })
    .from(sharedListLines)
    .leftJoin(products, eq(products.sku, sharedListLines.sku))
    .where(
      inArray(
        sharedListLines.listId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(asc(sharedListLines.position));
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    lines: lines.filter((line) => line.listId === list.id).map(({ sku, name, quantity }) => ({ sku, name, quantity })),
    createdBy: list.creatorId ? { id: list.creatorId, name: list.creatorName ?? "" } : null,
    updatedAt: list.updatedAt.toISOString(),
  }));
}

/**
 * The lines in the catalogue's spelling of each SKU, lines naming the same SKU merged; 422
 * `unknown_sku` naming the SKUs the catalogue does not hold, 400 when a merged quantity passes 999.
 */
async function catalogueLines(db: Reader, lines: SharedListInput["lines"]) {
  const wanted = [...new Set(lines.map((line) => line.sku.toLowerCase()))];
  const found = await db
    .select({ sku: products.sku })
    .from(products)
    .where(inArray(sql`lower(${products.sku})`, wanted));
  const skuFor = (sku: string) => found.find((p) => p.sku === sku)?.sku ?? found.find((p) => p.sku.toLowerCase() === sku.toLowerCase())?.sku;
  const unknown = [...new Set(lines.filter((line) => !skuFor(line.sku)).map((line) => line.sku))];
  if (unknown.length > 0) {
    const message = `Unknown SKU${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}`;
    throw new DomainError(422, message, { code: "unknown_sku", errors: { lines: message } });
  }
  const merged = new Map<string, number>();
  for (const line of lines) {
    const sku = skuFor(line.sku)!;
    merged.set(sku, (merged.get(sku) ?? 0) + line.quantity);
  }
  const over = [...merged].find(([, quantity]) => quantity > MAX_CART_QUANTITY);
  if (over)
    throw validationFailed(`The lines of ${over[0]} add up to ${over[1]}: a line holds at most ${MAX_CART_QUANTITY}`, { lines: "Quantity cannot exceed 999" });
  return [...merged].map(([sku, quantity]) => ({ sku, quantity }));
}

/** POST (any member): a new list of the organisation, made by the caller. */
export async function createSharedList(db: Db, viewer: SessionUser, input: SharedListInput): Promise<SharedListView> {
  const organisation = organisationOf(viewer);
  const lines = await catalogueLines(db, input.lines);
  const id = await db.transaction(async (tx) => {
    const [list] = await tx
      .insert(sharedLists)
      .values({ organisationId: organisation.id, name: input.name, createdBy: viewer.id })
      .returning({ id: sharedLists.id });
    await tx.insert(sharedListLines).values(lines.map((line, position) => ({ listId: list.id, position, ...line })));
    return list.id;
  });
  return (await readLists(db, eq(sharedLists.id, id)))[0];
}

/** The organisation's list `id`, locked, after the caller's right to change it; 404 `list_not_found` for any other. */
async function lockEditable(tx: Reader, viewer: SessionUser, id: string) {
  const organisation = organisationOf(viewer);
  listIdOf(id);
  const [list] = await tx
    .select({ createdBy: sharedLists.createdBy })
    .from(sharedLists)
    .where(and(eq(sharedLists.id, id), eq(sharedLists.organisationId, organisation.id)))
    .for("update");
  if (!list) throw recordNotFoundError("list");
  if (refusal(organisation.role, "edit-shared-list", { ownsTarget: list.createdBy === viewer.id })) {
    throw notAllowed("Only the list's creator or an organisation admin can change it");
  }
}

/** PUT (its creator, an admin): the list's name and lines, replaced. */
export async function replaceSharedList(db: Db, viewer: SessionUser, id: string, input: SharedListInput): Promise<SharedListView> {
  await db.transaction(async (tx) => {
    await lockEditable(tx, viewer, id);
    const lines = await catalogueLines(tx, input.lines);
    await tx
      .update(sharedLists)
      .set({ name: input.name, updatedAt: sql`now()` })
      .where(eq(sharedLists.id, id));
    await tx.delete(sharedListLines).where(eq(sharedListLines.listId, id));
    await tx.insert(sharedListLines).values(lines.map((line, position) => ({ listId: id, position, ...line })));
  });
  return (await readLists(db, eq(sharedLists.id, id)))[0];
}

/** DELETE (its creator, an admin). */
export async function deleteSharedList(db: Db, viewer: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEditable(tx, viewer, id);
    await tx.delete(sharedLists).where(eq(sharedLists.id, id));
  });
}

/**
 * POST /:id/cart (any member): the list's lines on top of what the cart holds — `sessionId` as
 * `POST /api/cart` names it (anonymous or the caller's own, else 404 `cart_not_found`), the
 * caller's account cart without it — with the same checks as quick order. Lines that cannot go in
 * (a deleted, price-on-request or out-of-stock product, a cart line already full) are skipped.
 */
export async function addSharedListToCart(db: Db, viewer: SessionUser, id: string, cartId: string | undefined): Promise<SharedListToCart> {
  const organisation = organisationOf(viewer);
  const [list] = await readLists(db, and(eq(sharedLists.id, listIdOf(id)), eq(sharedLists.organisationId, organisation.id)));
  if (!list) throw recordNotFoundError("list");
  if (cartId) await assertCartAccess(db, viewer, cartId);
  const sessionId = cartId ?? (await accountCartId(db, viewer.id));
  const lines: MergedLine[] = list.lines.map((line, i) => ({
    lineNumber: i + 1,
    lineNumbers: [i + 1],
    text: `${line.sku}, ${line.quantity}`,
    sku: line.sku,
    quantity: line.quantity,
    problem: null,
    note: null,
  }));
  const checked = await addLinesToCart(db, viewer, lines, sessionId);
  const result: SharedListToCart = { added: [], skipped: [], sessionId };
  for (const line of checked) {
    const reason = SKIPPED[line.status];
    if (reason) result.skipped.push({ sku: line.sku, reason, message: line.problem ?? "" });
    else result.added.push({ sku: line.sku, quantity: line.quantity! });
  }
  return result;
}
