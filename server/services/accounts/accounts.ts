import { eq, sql } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import type { RegistrationInput } from "~/lib/auth-schemas";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import type { SessionUser } from "../../auth/session";
import { announceSessionChange } from "../../speed/changes-channel";
import { hashPassword, verifyPassword } from "../../auth/password";
import type { Db } from "../../db/database";
import { sessions, users, type User } from "../../db/schema";
import { accessRequestNotice, accountApprovedMail, accountRejectedMail, existingAccountNotice, registrationReceivedMail } from "../../mail/account-mail";
import { enqueueMail } from "../../mail/outbox";
import { issueToken, voidUnusedTokens } from "./account-tokens";
import { createOrganisationFor } from "../organisations/organisations";
import { DomainError } from "../../errors/domain-error";

export type UserStatus = User["status"];

/** The user as the API returns it: never the password hash. */
export function publicUser(u: SessionUser | User) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    company: u.company,
    title: u.title,
    phone: u.phone,
    role: u.role,
    status: u.status,
    createdAt: u.createdAt,
    approvedAt: u.approvedAt,
  };
}

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/**
 * Registers a pending account with its one-person organisation, named as the "Company or
 * institution" entered, of which the registrant is the admin; tells the team and sends the applicant a "request received" e-mail
 * with a link that confirms the address (account-tokens.ts). An address that already has an account gets
 * the same answer (nothing is revealed to the visitor) and its owner is told by e-mail.
 */
export async function registerUser(db: Db, brand: Brand, origin: string, input: RegistrationInput) {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({ ...input, email: input.email, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length > 0) {
      await createOrganisationFor(tx, inserted[0].id, input.company);
      const token = await issueToken(tx, inserted[0].id, "email-confirm", input.email);
      await enqueueMail(
        tx,
        accessRequestNotice(brand, input, `${origin}/admin`),
        registrationReceivedMail(brand, input, `${origin}/confirm-email?token=${token}`),
      );
    } else {
      await enqueueMail(tx, existingAccountNotice(brand, input.email, `${origin}/login`));
    }
  });
}

// A real argon2id hash of a random string: unknown e-mails take as long to refuse as wrong passwords.
let dummyHash: Promise<string> | undefined;
const timingDummyHash = () => (dummyHash ??= hashPassword(crypto.randomUUID()));

/** The user when the e-mail and password match, otherwise null (the same for both failures). */
export async function authenticate(db: Db, email: string, password: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(byEmail(email)).limit(1);
  if (!user) {
    await verifyPassword(await timingDummyHash(), password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

/** Spec §4: pending → approved | rejected, approved → rejected (revoke), rejected → approved. */
const allowedTransitions: Record<UserStatus, UserStatus[]> = {
  pending: ["approved", "rejected"],
  approved: ["rejected"],
  rejected: ["approved"],
  // a person removed from their organisation: no status change brings them back
  closed: [],
};

export function canChangeStatus(from: UserStatus, to: UserStatus) {
  return allowedTransitions[from].includes(to);
}

/** 400 `status_change_not_allowed`: an account's status cannot go from where it is to where it was asked to. */
export const statusChangeRefused = (message: string) => new DomainError(400, message, { code: "status_change_not_allowed" });

/** The audit log's name for a status change: approved, rejected, or revoked (an approved account rejected). */
export function statusChangeAction(from: UserStatus, to: UserStatus) {
  return from === "approved" && to === "rejected" ? "revoked" : to;
}

/**
 * Changes an account's status, records who approved it and when, writes the audit entry and
 * queues the e-mail that tells the user, in one transaction. A revoked user's sessions stay, but
 * every request sees the new status.
 */
export async function changeUserStatus(db: Db, brand: Brand, origin: string, change: { userId: string; status: UserStatus; actor: NonNullable<AuditActor> }) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, change.userId)).for("update");
    if (!user) return null;
    if (!canChangeStatus(user.status, change.status)) {
      throw statusChangeRefused(`A ${user.status} account cannot be changed to ${change.status}`);
    }
    const approved = change.status === "approved";
    const [updated] = await tx
      .update(users)
      .set({ status: change.status, approvedAt: approved ? new Date() : null, approvedBy: approved ? change.actor.id : null })
      .where(eq(users.id, user.id))
      .returning();
    await recordAudit(tx, {
      actor: change.actor,
      subjectType: "user",
      subjectId: user.id,
      subjectLabel: user.email,
      action: statusChangeAction(user.status, change.status),
      before: { status: user.status },
      after: { status: change.status },
    });
    await enqueueMail(tx, approved ? accountApprovedMail(brand, user, `${origin}/products`) : accountRejectedMail(brand, user));
    // instances that remember this user's sessions (server/speed/session-cache.ts) forget them at commit
    await announceSessionChange(tx, { userId: user.id });
    return updated;
  });
}

/** Ends every session of the account, and voids its unused links (account-tokens.ts), on every instance. */
export async function signOutEverywhere(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await voidUnusedTokens(tx, userId);
    await announceSessionChange(tx, { userId });
  });
}
