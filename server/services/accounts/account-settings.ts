import { and, eq, ne, sql } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import { CURRENT_PASSWORD_WRONG, EMAIL_CHANGE_SENT, type ChangeEmailInput, type ChangePasswordInput, type ProfileInput } from "~/lib/account-schemas";
import { passwordProblem } from "~/lib/password-policy.server";
import { hashToken } from "../../auth/session";
import { announceSessionChange } from "../../speed/changes-channel";
import { hashPassword, verifyPassword } from "../../auth/password";
import type { Db } from "../../db/database";
import { sessions, users } from "../../db/schema";
import { hitRateLimit } from "../../http/rate-limit";
import { emailChangeMail, emailInUseNotice, passwordChangedNotice } from "../../mail/account-mail";
import { enqueueMail } from "../../mail/outbox";
import { issueToken, voidUnusedTokens } from "./account-tokens";
import { DomainError, rateLimited, validationFailed } from "../../errors/domain-error";

/** 404 `account_not_found`: the signed-in account is gone (deleted meanwhile). */
const accountNotFound = () => new DomainError(404, "Account not found", { code: "account_not_found" });

const TOO_MANY = "Too many attempts. Please try again later.";

/** The account as its owner sees it on /account and GET /api/account. */
export async function readAccount(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    emailConfirmed: user.emailConfirmedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    title: user.title,
    phone: user.phone,
    role: user.role,
    // read for a signed-in person, and a closed account has no session (auth/session.ts)
    status: user.status as Exclude<typeof user.status, "closed">,
    createdAt: user.createdAt,
    approvedAt: user.approvedAt,
  };
}
export type AccountView = NonNullable<Awaited<ReturnType<typeof readAccount>>>;

export async function updateProfile(db: Db, userId: string, input: ProfileInput) {
  const [updated] = await db.update(users).set(input).where(eq(users.id, userId)).returning({ id: users.id });
  if (!updated) throw accountNotFound();
  // sessions remember the user's fields (session-cache.ts): every instance reads them again
  await announceSessionChange(db, { userId });
  return readAccount(db, userId);
}

async function checkCurrentPassword(db: Db, userId: string, password: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw accountNotFound();
  if (await verifyPassword(user.passwordHash, password)) return user;
  if ((await hitRateLimit(db, "current-password-account", userId)) !== null) throw rateLimited(TOO_MANY);
  throw new DomainError(400, CURRENT_PASSWORD_WRONG, { code: "current_password_wrong" });
}

/**
 * A new password after the current one: every other session of the account ends (the one that
 * asked stays signed in), on every instance (NOTIFY), and the owner is told by e-mail.
 */
export async function changePassword(db: Db, brand: Brand, userId: string, currentSessionToken: string, input: ChangePasswordInput) {
  const user = await checkCurrentPassword(db, userId, input.currentPassword);
  const problem = passwordProblem(input.newPassword);
  if (problem) throw validationFailed(problem);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, hashToken(currentSessionToken))));
    await voidUnusedTokens(tx, userId);
    await enqueueMail(tx, passwordChangedNotice(brand, user));
    await announceSessionChange(tx, { userId });
  });
}

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/**
 * Sends a confirmation link to the new address; the address changes only when it is opened
 * (email-confirmation.ts). An address another account has gets a notice instead of a link, and the
 * requester the same answer, so the form reveals no one's address.
 */
export async function requestEmailChange(db: Db, brand: Brand, origin: string, userId: string, input: ChangeEmailInput) {
  const user = await checkCurrentPassword(db, userId, input.currentPassword);
  if (user.email.toLowerCase() === input.newEmail.toLowerCase()) throw new DomainError(400, "This is already your e-mail address", { code: "email_unchanged" });
  if ((await hitRateLimit(db, "email-change-account", userId)) !== null) throw rateLimited(TOO_MANY);
  await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(byEmail(input.newEmail)).limit(1);
    if (taken) return enqueueMail(tx, emailInUseNotice(brand, input.newEmail));
    const token = await issueToken(tx, userId, "email-change", input.newEmail);
    await enqueueMail(tx, emailChangeMail(brand, user, input.newEmail, `${origin}/confirm-email?token=${token}`));
  });
  return EMAIL_CHANGE_SENT;
}
