import { eq } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import { ALREADY_CONFIRMED, CONFIRM_LINK_INVALID, CONFIRMATION_RESEND_LIMITED, EMAIL_IN_USE } from "~/lib/account-schemas";
import { announceSessionChange } from "../../speed/changes-channel";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { hitRateLimit } from "../../http/rate-limit";
import { emailChangedNotice, emailConfirmationMail } from "../../mail/account-mail";
import { enqueueMail } from "../../mail/outbox";
import { DomainError, notSignedIn, rateLimited } from "../../errors/domain-error";
import { consumeToken, findUsableToken, issueToken, voidUnusedTokens } from "./account-tokens";

const PURPOSES = ["email-confirm", "email-change"] as const;

/**
 * Sends the account a new confirmation link for its current address (the one it registered with
 * may have expired after 72 hours, or the e-mail was lost); earlier unused confirmation links stop
 * working. Refused for an address already confirmed (409) and past 3 requests an hour (429).
 */
export async function resendEmailConfirmation(db: Db, brand: Brand, origin: string, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notSignedIn();
  if (user.emailConfirmedAt) throw new DomainError(409, ALREADY_CONFIRMED, { code: "already_confirmed" });
  const retryAfter = await hitRateLimit(db, "resend-confirmation-account", user.id);
  if (retryAfter !== null) throw rateLimited(CONFIRMATION_RESEND_LIMITED, retryAfter);
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, "email-confirm", user.email);
    await enqueueMail(tx, emailConfirmationMail(brand, user, `${origin}/confirm-email?token=${token}`));
  });
}

/** What a confirmation link would do, without using it (the page shows a button: mail scanners that open links change nothing). */
export async function peekEmailConfirmation(db: Db, token: string) {
  const row = await findUsableToken(db, token, [...PURPOSES]);
  return row ? { purpose: row.purpose, email: row.email } : null;
}

/**
 * Uses a confirmation link: the registration's (the address is confirmed) or an e-mail change's
 * (the account takes the new address, now confirmed, and the old address is told). Forged,
 * expired and used links, and a new address another account took meanwhile, are refused (400/409).
 */
export async function confirmEmail(db: Db, brand: Brand, token: string) {
  try {
    return await db.transaction(async (tx) => {
      const row = await consumeToken(tx, token, [...PURPOSES]);
      if (!row) throw new DomainError(400, CONFIRM_LINK_INVALID, { code: "confirm_link_invalid" });
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for("update");
      if (!user) throw new DomainError(400, CONFIRM_LINK_INVALID, { code: "confirm_link_invalid" });
      if (row.purpose === "email-confirm") {
        // a registration link for an address the account no longer has confirms nothing
        if (user.email.toLowerCase() !== row.email.toLowerCase()) throw new DomainError(400, CONFIRM_LINK_INVALID, { code: "confirm_link_invalid" });
        await tx.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
        return { purpose: row.purpose, email: user.email };
      }
      await tx.update(users).set({ email: row.email, emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
      // links sent to the old address (a password reset) must not outlive it
      await voidUnusedTokens(tx, user.id);
      await enqueueMail(tx, emailChangedNotice(brand, user, user.email, row.email));
      await announceSessionChange(tx, { userId: user.id });
      return { purpose: row.purpose, email: row.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, EMAIL_IN_USE, { code: "email_in_use" });
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    if ((e as { code?: string }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
