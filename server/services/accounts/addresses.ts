import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { AddressInput } from "~/lib/account-schemas";
import type { Db } from "../../db/database";
import { lockUntilCommit } from "../../db/transaction-lock";
import { addresses } from "../../db/schema";
import { DomainError, recordNotFoundError } from "../../errors/domain-error";
import { isUuid } from "../catalogue/catalogue";

/** How many addresses an account may keep. */
export const MAX_ADDRESSES = 50;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The account's addresses, defaults first, then oldest first. Every query names the owner: another account's address is "not found". */
export async function listAddresses(db: Db, userId: string) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.kind), desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
}

const owned = (userId: string, id: string) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/** One write to an account's address book at a time: two at once could both make a default of one kind (a unique violation, not a 500). */
const lockBook = (tx: Tx, userId: string) => lockUntilCommit(tx, `address-book:${userId}`);

/** Makes `id` the default of its kind (the other default of that kind stops being one). */
async function makeDefault(tx: Tx, userId: string, id: string, kind: AddressInput["kind"]) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.kind, kind), ne(addresses.id, id), eq(addresses.isDefault, true)));
  await tx.update(addresses).set({ isDefault: true }).where(owned(userId, id));
}

/** Adds an address; the first of its kind, or one marked so, becomes the default. */
export async function addAddress(db: Db, userId: string, input: AddressInput) {
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const existing = await tx.select({ id: addresses.id, kind: addresses.kind }).from(addresses).where(eq(addresses.userId, userId)).for("update");
    if (existing.length >= MAX_ADDRESSES) throw new DomainError(409, `An address book holds at most ${MAX_ADDRESSES} addresses`, { code: "address_book_full" });
    const { isDefault, ...fields } = input;
    const [created] = await tx
      .insert(addresses)
      .values({ ...fields, userId })
      .returning();
    if (isDefault || !existing.some((a) => a.kind === input.kind)) await makeDefault(tx, userId, created.id, input.kind);
    const [row] = await tx.select().from(addresses).where(owned(userId, created.id));
    return row;
  });
}

export async function updateAddress(db: Db, userId: string, id: string, input: AddressInput) {
  if (!isUuid(id)) throw recordNotFoundError("address");
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [current] = await tx.select().from(addresses).where(owned(userId, id)).for("update");
    if (!current) throw recordNotFoundError("address");
    const { isDefault, ...fields } = input;
    const kindChanged = current.kind !== input.kind;
    await tx
      .update(addresses)
      .set({ ...fields, isDefault: kindChanged ? false : current.isDefault })
      .where(owned(userId, id));
    if (isDefault) await makeDefault(tx, userId, id, input.kind);
    if (kindChanged && current.isDefault) await promoteOldest(tx, userId, current.kind);
    const [row] = await tx.select().from(addresses).where(owned(userId, id));
    return row;
  });
}

export async function setDefaultAddress(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw recordNotFoundError("address");
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [current] = await tx.select().from(addresses).where(owned(userId, id)).for("update");
    if (!current) throw recordNotFoundError("address");
    await makeDefault(tx, userId, id, current.kind);
    const [row] = await tx.select().from(addresses).where(owned(userId, id));
    return row;
  });
}

/** Deletes an address; when it was a default, the oldest other address of its kind takes its place. */
export async function deleteAddress(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw recordNotFoundError("address");
  await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [deleted] = await tx.delete(addresses).where(owned(userId, id)).returning();
    if (!deleted) throw recordNotFoundError("address");
    if (deleted.isDefault) await promoteOldest(tx, userId, deleted.kind);
  });
}

async function promoteOldest(tx: Tx, userId: string, kind: AddressInput["kind"]) {
  const [next] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.kind, kind)))
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
    .limit(1);
  if (next) await makeDefault(tx, userId, next.id, kind);
}
