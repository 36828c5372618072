import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { AddressInput } from "~/lib/account-schemas";
import type { Db } from "../../db/database";
import { lockUntilCommit } from "../../db/transaction-lock";
import { addresses, type Address } from "../../db/schema";
import { organisationMay } from "~/lib/organisation-roles";
import type { SessionUser } from "../../auth/session";
import { DomainError, notAllowed, recordNotFoundError } from "../../errors/domain-error";
import { isUuid } from "../catalogue/catalogue";

/** The address book a person chooses from: their organisation's (null: staff have none). */
export const addressBookOf = (user: SessionUser) => user.organisation?.id ?? null;

/** The address book a person may change: their organisation's, for its admins alone (403 `not_allowed` for other members and staff). */
export function writableAddressBookOf(user: SessionUser): string {
  const organisation = user.organisation;
  if (!organisation || !organisationMay(organisation.role, "manage-address-book")) {
    throw notAllowed(organisation ? "Only your organisation's admins may change its address book" : "Staff accounts have no address book");
  }
  return organisation.id;
}

/** How many addresses an organisation may keep. */
export const MAX_ADDRESSES = 50;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The organisation's addresses, defaults first, then oldest first (none without an organisation). Every query names the owner: another organisation's address is "not found". */
export async function listAddresses(db: Db, organisationId: string | null): Promise<Address[]> {
  if (!organisationId) return [];
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.organisationId, organisationId))
    .orderBy(asc(addresses.kind), desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
}

const owned = (organisationId: string, id: string) => and(eq(addresses.organisationId, organisationId), eq(addresses.id, id));

/** One write to an organisation's address book at a time: two at once could both make a default of one kind (a unique violation, not a 500). */
const lockBook = (tx: Tx, organisationId: string) => lockUntilCommit(tx, `address-book:${organisationId}`);

/** Makes `id` the default of its kind (the other default of that kind stops being one). */
async function makeDefault(tx: Tx, organisationId: string, id: string, kind: AddressInput["kind"]) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.organisationId, organisationId), eq(addresses.kind, kind), ne(addresses.id, id), eq(addresses.isDefault, true)));
  await tx.update(addresses).set({ isDefault: true }).where(owned(organisationId, id));
}

/** Adds an address; the first of its kind, or one marked so, becomes the default. */
export async function addAddress(db: Db, organisationId: string, input: AddressInput) {
  return db.transaction(async (tx) => {
    await lockBook(tx, organisationId);
    const existing = await tx
      .select({ id: addresses.id, kind: addresses.kind })
      .from(addresses)
      .where(eq(addresses.organisationId, organisationId))
      .for("update");
    if (existing.length >= MAX_ADDRESSES) throw new DomainError(409, `An address book holds at most ${MAX_ADDRESSES} addresses`, { code: "address_book_full" });
    const { isDefault, ...fields } = input;
    const [created] = await tx
      .insert(addresses)
      .values({ ...fields, organisationId })
      .returning();
    if (isDefault || !existing.some((a) => a.kind === input.kind)) await makeDefault(tx, organisationId, created.id, input.kind);
    const [row] = await tx.select().from(addresses).where(owned(organisationId, created.id));
    return row;
  });
}

export async function updateAddress(db: Db, organisationId: string, id: string, input: AddressInput) {
  if (!isUuid(id)) throw recordNotFoundError("address");
  return db.transaction(async (tx) => {
    await lockBook(tx, organisationId);
    const [current] = await tx.select().from(addresses).where(owned(organisationId, id)).for("update");
    if (!current) throw recordNotFoundError("address");
    const { isDefault, ...fields } = input;
    const kindChanged = current.kind !== input.kind;
    await tx
      .update(addresses)
      .set({ ...fields, isDefault: kindChanged ? false : current.isDefault })
      .where(owned(organisationId, id));
    if (isDefault) await makeDefault(tx, organisationId, id, input.kind);
    if (kindChanged && current.isDefault) await promoteOldest(tx, organisationId, current.kind);
    const [row] = await tx.select().from(addresses).where(owned(organisationId, id));
    return row;
  });
}

export async function setDefaultAddress(db: Db, organisationId: string, id: string) {
  if (!isUuid(id)) throw recordNotFoundError("address");
  return db.transaction(async (tx) => {
    await lockBook(tx, organisationId);
    const [current] = await tx.select().from(addresses).where(owned(organisationId, id)).for("update");
    if (!current) throw recordNotFoundError("address");
    await makeDefault(tx, organisationId, id, current.kind);
    const [row] = await tx.select().from(addresses).where(owned(organisationId, id));
    return row;
  });
}

/** Deletes an address; when it was a default, the oldest other address of its kind takes its place. */
export async function deleteAddress(db: Db, organisationId: string, id: string) {
  if (!isUuid(id)) throw recordNotFoundError("address");
  await db.transaction(async (tx) => {
    await lockBook(tx, organisationId);
    const [deleted] = await tx.delete(addresses).where(owned(organisationId, id)).returning();
    if (!deleted) throw recordNotFoundError("address");
    if (deleted.isDefault) await promoteOldest(tx, organisationId, deleted.kind);
  });
}

async function promoteOldest(tx: Tx, organisationId: string, kind: AddressInput["kind"]) {
  const [next] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.organisationId, organisationId), eq(addresses.kind, kind)))
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
    .limit(1);
  if (next) await makeDefault(tx, organisationId, next.id, kind);
}
