import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AccountTerms } from "~/lib/account-terms";
import type { AccountTermsInput } from "~/lib/account-terms-schema";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import { announceSessionChange } from "../../speed/changes-channel";
import type { Db } from "../../db/database";
import { accountPrices, accountTerms, organisationMembers, organisations, products, users, type User } from "../../db/schema";
import { readAccountTerms } from "./account-terms-reader";
import { isUuid } from "../catalogue/catalogue";
import { DomainError, recordNotFoundError } from "../../errors/domain-error";
import { noOrganisation } from "../organisations/organisations";

/** One line of an account's price list, with the product's list price beside it. */
export interface AccountPriceLine {
  productId: string;
  sku: string;
  name: string;
  priceCents: number;
  listPriceCents: number | null;
  priceOnRequest: boolean;
}

export interface AdminAccountTerms {
  account: { id: string; email: string; firstName: string; lastName: string; company: string; status: User["status"] };
  /** whose terms they are: the account's organisation (every member buys on them) */
  organisation: { id: string; name: string };
  terms: AccountTerms | null;
  prices: AccountPriceLine[];
}

type Reader = Pick<Db, "select">;

/** A customer account and its organisation, whose terms the admin's terms routes read and change. */
async function customerAccount(db: Reader, userId: string) {
  if (!isUuid(userId)) throw recordNotFoundError("user");
  const [row] = await db
    .select({ user: users, organisation: { id: organisations.id, name: organisations.name } })
    .from(users)
    .leftJoin(organisationMembers, eq(organisationMembers.userId, users.id))
    .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(users.id, userId));
  if (!row) throw recordNotFoundError("user");
  const { user, organisation } = row;
  if (user.role !== "customer") throw new DomainError(400, "Administrator accounts have no terms", { code: "not_a_customer_account" });
  if (!organisation) throw noOrganisation();
  return { user, organisation };
}

const accountOf = (user: User) => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  company: user.company,
  status: user.status,
});

export async function priceList(db: Reader, organisationId: string): Promise<AccountPriceLine[]> {
  return db
    .select({
      productId: accountPrices.productId,
      sku: products.sku,
      name: products.name,
      priceCents: accountPrices.priceCents,
      listPriceCents: products.priceCents,
      priceOnRequest: products.priceOnRequest,
    })
    .from(accountPrices)
    .innerJoin(products, eq(products.id, accountPrices.productId))
    .where(eq(accountPrices.organisationId, organisationId))
    .orderBy(asc(products.sku));
}

/** The terms and price list of a customer account's organisation, for the admin (404 for no such user, 400 for an administrator). */
export async function readAdminAccountTerms(db: Db, userId: string): Promise<AdminAccountTerms> {
  const { user, organisation } = await customerAccount(db, userId);
  const [terms, prices] = await Promise.all([readAccountTerms(db, organisation.id), priceList(db, organisation.id)]);
  return { account: accountOf(user), organisation, terms, prices };
}

/** What the audit log keeps of an account's terms: the terms and the price list by SKU. */
const auditValues = (terms: AccountTerms | null, prices: { sku: string; priceCents: number }[]) =>
  terms ? { ...terms, prices: Object.fromEntries(prices.map((p) => [p.sku, p.priceCents])) } : null;

/** Whose change the audit log files a change of terms under: the account an admin opened, or the organisation. */
type TermsSubject = { subjectType: "account-terms" | "organisation"; subjectId: string; subjectLabel: string };

/**
 * Sets an organisation's terms and replaces its price list, in the caller's transaction with the
 * audit record (before and after, under `subject`) and the NOTIFY that makes every instance read
 * its members' sessions again (their prices, their catalogue audience). Unknown SKUs and products
 * on request are refused (400).
 */
async function replaceTerms(
  tx: Pick<Db, "select" | "insert" | "delete" | "execute">,
  actor: AuditActor,
  organisationId: string,
  subject: TermsSubject,
  input: AccountTermsInput,
) {
  // one change of an organisation's terms at a time: the before of the audit is the after of the last
  await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for("update");
  const skus = input.prices.map((p) => p.sku);
  const found = skus.length
    ? await tx
        .select({ id: products.id, sku: products.sku, priceOnRequest: products.priceOnRequest })
        .from(products)
        .where(
          inArray(
            sql`lower(${products.sku})`,
            skus.map((s) => s.toLowerCase()),
          ),
        )
    : [];
  const bySku = new Map(found.map((p) => [p.sku.toLowerCase(), p]));
  const unknown = skus.filter((sku) => !bySku.has(sku.toLowerCase()));
  if (unknown.length) throw new DomainError(400, `No product has the SKU ${unknown.join(", ")}`, { code: "unknown_sku" });
  const onRequest = skus.filter((sku) => bySku.get(sku.toLowerCase())!.priceOnRequest);
  if (onRequest.length) throw new DomainError(400, `${onRequest.join(", ")} is priced on request: sales quotes it`, { code: "price_on_request" });

  const before = auditValues(await readAccountTerms(tx, organisationId), await priceList(tx, organisationId));
  const terms: AccountTerms = {
    paymentTerms: input.paymentTerms,
    poRequired: input.poRequired,
    taxExemptionCertificate: input.taxExemptionCertificate,
    taxExemptionExpiresOn: input.taxExemptionExpiresOn,
    discountBasisPoints: input.discountPercent,
  };
  // updated_at names the account's catalogue audience (auth/guards.ts): always a new value
  await tx
    .insert(accountTerms)
    .values({ organisationId, ...terms, updatedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({ target: accountTerms.organisationId, set: { ...terms, updatedAt: sql`clock_timestamp()` } });
  await tx.delete(accountPrices).where(eq(accountPrices.organisationId, organisationId));
  if (input.prices.length)
    await tx
      .insert(accountPrices)
      .values(input.prices.map((p) => ({ organisationId, productId: bySku.get(p.sku.toLowerCase())!.id, priceCents: p.priceCents })));
  const prices = await priceList(tx, organisationId);
  await recordAudit(tx, { actor, ...subject, action: before ? "terms-changed" : "terms-set", before, after: auditValues(terms, prices) });
  await announceSessionChange(tx, { organisationId });
  return { terms, prices };
}

/** Sets the terms and price list of a customer account's organisation, audited under the account the admin opened. */
export async function setAccountTerms(db: Db, actor: AuditActor, userId: string, input: AccountTermsInput): Promise<AdminAccountTerms> {
  return db.transaction(async (tx) => {
    const { user, organisation } = await customerAccount(tx, userId);
    const subject: TermsSubject = { subjectType: "account-terms", subjectId: user.id, subjectLabel: user.email };
    const { terms, prices } = await replaceTerms(tx, actor, organisation.id, subject, input);
    return { account: accountOf(user), organisation, terms, prices };
  });
}

/**
 * Sets an organisation's terms and price list (staff, from the organisation's page), audited under
 * the organisation; 404 `organisation_not_found` for none with that id.
 */
export async function setOrganisationTerms(
  db: Db,
  actor: AuditActor,
  organisationId: string,
  input: AccountTermsInput,
): Promise<{ organisation: { id: string; name: string }; terms: AccountTerms; prices: AccountPriceLine[] }> {
  return db.transaction(async (tx) => {
    const organisation = await organisationNamed(tx, organisationId);
    const subject: TermsSubject = { subjectType: "organisation", subjectId: organisation.id, subjectLabel: organisation.name };
    return { organisation, ...(await replaceTerms(tx, actor, organisation.id, subject, input)) };
  });
}

/** Removes an organisation's terms and price list in the caller's transaction, audited under `subject`; false: it had none. */
async function removeTerms(
  tx: Pick<Db, "select" | "insert" | "delete" | "execute">,
  actor: AuditActor,
  organisationId: string,
  subject: TermsSubject,
): Promise<boolean> {
  await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for("update");
  const before = auditValues(await readAccountTerms(tx, organisationId), await priceList(tx, organisationId));
  if (!before) return false;
  await tx.delete(accountPrices).where(eq(accountPrices.organisationId, organisationId));
  await tx.delete(accountTerms).where(eq(accountTerms.organisationId, organisationId));
  await recordAudit(tx, { actor, ...subject, action: "terms-removed", before, after: null });
  await announceSessionChange(tx, { organisationId });
  return true;
}

/**
 * Removes the terms and price list of a customer account's organisation (the spec's rules apply
 * again), audited and announced like a change. Returns the organisation's id (null: nothing to remove).
 */
export async function clearAccountTerms(db: Db, actor: AuditActor, userId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { user, organisation } = await customerAccount(tx, userId);
    const removed = await removeTerms(tx, actor, organisation.id, { subjectType: "account-terms", subjectId: user.id, subjectLabel: user.email });
    return removed ? organisation.id : null;
  });
}

/** The same for an organisation named by its id (staff, from its page); 404 `organisation_not_found` for none. */
export async function clearOrganisationTerms(db: Db, actor: AuditActor, organisationId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const organisation = await organisationNamed(tx, organisationId);
    return removeTerms(tx, actor, organisation.id, { subjectType: "organisation", subjectId: organisation.id, subjectLabel: organisation.name });
  });
}

async function organisationNamed(db: Reader, organisationId: string) {
  const [organisation] = await db.select({ id: organisations.id, name: organisations.name }).from(organisations).where(eq(organisations.id, organisationId));
  if (!organisation) throw recordNotFoundError("organisation");
  return organisation;
}
