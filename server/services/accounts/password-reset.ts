import { eq, sql } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import { RESET_LINK_INVALID } from "~/lib/account-schemas";
import { passwordProblem } from "~/lib/password-policy.server";
import { announceSessionChange } from "../../speed/changes-channel";
import { hashPassword } from "../../auth/password";
import type { Db } from "../../db/database";
import { sessions, users } from "../../db/schema";
import { hitRateLimit } from "../../http/rate-limit";
import { passwordResetMail } from "../../mail/account-mail";
import { enqueueMail } from "../../mail/outbox";
import { DomainError, validationFailed } from "../../errors/domain-error";
import { consumeToken, findUsableToken, issueToken, voidUnusedTokens } from "./account-tokens";

/**
 * Sends a reset link to the account of `email`, if there is one. The caller answers the same in
 * every case; the work is the same too: one transaction writes and commits (the token and the
 * e-mail, or for an unknown address a counter row), so the answer's timing does not tell whether
 * the address has an account.
 */
export async function requestPasswordReset(db: Db, brand: Brand, origin: string, email: string) {
  const overLimit = (await hitRateLimit(db, "reset-mail-email", email.toLowerCase())) !== null;
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    if (!user || overLimit) {
      await hitRateLimit(tx, "reset-unknown-email", email.toLowerCase());
      return;
    }
    const token = await issueToken(tx, user.id, "password-reset", user.email);
    await enqueueMail(tx, passwordResetMail(brand, user, `${origin}/reset-password?token=${token}`));
  });
}

/** Whether a reset link can still be used (the page shows the form or says why not). */
export async function resetLinkUsable(db: Db, token: string) {
  return (await findUsableToken(db, token, ["password-reset"])) !== null;
}

/**
 * Sets a new password through a reset link (once) and ends every session of the account, on every
 * instance (returns the account's id, for this instance's session cache). Opening the link proved
 * the mailbox, so the address counts as confirmed. A link sent to an address the account no longer
 * has is refused, and every other unused link of the account is voided.
 *
 * The link is looked up before anything else: a forged, expired or used one is refused for the
 * price of one indexed read, as a bad confirmation link is. Only a usable link gets its password
 * checked and hashed (argon2id costs tens of milliseconds of CPU and 19 MiB): otherwise anyone could
 * make the server hash passwords for free.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  if (!(await findUsableToken(db, token, ["password-reset"]))) throw linkInvalid();
  const problem = passwordProblem(password);
  if (problem) throw validationFailed(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // used here, not at the look-up: two requests racing with one link change the password once
    const row = await consumeToken(tx, token, ["password-reset"]);
    if (!row) throw linkInvalid();
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    if (!user || user.email.toLowerCase() !== row.email.toLowerCase()) throw linkInvalid();
    await tx
      .update(users)
      .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(eq(users.id, row.userId));
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    await voidUnusedTokens(tx, row.userId);
    await announceSessionChange(tx, { userId: row.userId });
    return row.userId;
  });
}

const linkInvalid = () => new DomainError(400, RESET_LINK_INVALID, { code: "reset_link_invalid" });
