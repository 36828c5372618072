import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import { ACCOUNT_TOKEN_PATTERN } from "~/lib/account-schemas";
import { NEWSLETTER_CONFIRM_HOURS } from "~/lib/newsletter-messages";
import { hashToken, newLinkToken } from "../../auth/link-token";
import type { Db } from "../../db/database";
import { newsletterSubscriptions, newsletterUnsubscribeTokens } from "../../db/schema";
import { hitRateLimit } from "../../http/rate-limit";
import { newsletterAlreadySubscribed, newsletterConfirmation } from "../../mail/newsletter-mail";
import { enqueueMail } from "../../mail/outbox";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A new unsubscribe link for one e-mail to the subscription (every newsletter e-mail gets its own; all work until it is used). */
export async function issueUnsubscribeLink(tx: Pick<Db, "insert">, origin: string, subscriptionId: string) {
  const { token, tokenHash } = newLinkToken();
  await tx.insert(newsletterUnsubscribeTokens).values({ tokenHash, subscriptionId });
  return `${origin}/newsletter/unsubscribe?token=${token}`;
}

/**
 * A subscription request. A new, pending or unsubscribed address becomes pending with a new
 * confirmation link (the earlier one stops working), e-mailed; a confirmed one stays as it is and
 * its owner is told. The caller answers the same in every case, so the form reveals nothing about
 * who is subscribed. An address asked for more often than the "newsletter-recipient" limit allows
 * is left as it is.
 */
export async function requestSubscription(db: Db, brand: Brand, origin: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    // beyond the address's allowance nothing changes and nothing is sent (the caller answers the same)
    if ((await hitRateLimit(tx, "newsletter-recipient", email.toLowerCase())) !== null) return;
    await tx.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    const [subscription] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
      .for("update");
    const unsubscribeUrl = await issueUnsubscribeLink(tx, origin, subscription.id);
    if (subscription.status === "confirmed") {
      await enqueueMail(tx, newsletterAlreadySubscribed(brand, subscription.email, unsubscribeUrl));
      return;
    }
    const { token, tokenHash } = newLinkToken();
    await tx
      .update(newsletterSubscriptions)
      .set({
        status: "pending",
        confirmTokenHash: tokenHash,
        confirmExpiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_HOURS * 3_600_000),
        unsubscribedAt: null,
      })
      .where(eq(newsletterSubscriptions.id, subscription.id));
    await enqueueMail(tx, newsletterConfirmation(brand, email, { confirmUrl: `${origin}/newsletter/confirm?token=${token}`, unsubscribeUrl }));
  });
}

/**
 * Opens a confirmation link: the subscription is confirmed (opening it again says so again). Null
 * for a forged or expired link, and for one of an address that has unsubscribed since.
 */
/** The address a confirmation link would confirm, without using it (null for a forged, expired or cancelled link): the page shows a button. */
export async function peekConfirmation(db: Db, token: string): Promise<{ email: string; confirmed: boolean } | null> {
  if (!ACCOUNT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ email: newsletterSubscriptions.email, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
        gt(newsletterSubscriptions.confirmExpiresAt, new Date()),
        inArray(newsletterSubscriptions.status, ["pending", "confirmed"]),
      ),
    );
  return row ? { email: row.email, confirmed: row.status === "confirmed" } : null;
}

export async function confirmSubscription(db: Db, token: string): Promise<{ email: string } | null> {
  if (!ACCOUNT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())` })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
        gt(newsletterSubscriptions.confirmExpiresAt, new Date()),
        inArray(newsletterSubscriptions.status, ["pending", "confirmed"]),
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  return row ?? null;
}

async function subscriptionOfUnsubscribeToken(tx: Pick<Db, "select">, token: string) {
  if (!ACCOUNT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await tx
    .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email, status: newsletterSubscriptions.status })
    .from(newsletterUnsubscribeTokens)
    .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, newsletterUnsubscribeTokens.subscriptionId))
    .where(eq(newsletterUnsubscribeTokens.tokenHash, hashToken(token)));
  return row ?? null;
}

/** What an unsubscribe link is for, without using it (the page shows a button: mail scanners that open links change nothing). */
export async function peekUnsubscribe(db: Db, token: string): Promise<{ email: string; subscribed: boolean } | null> {
  const row = await subscriptionOfUnsubscribeToken(db, token);
  return row ? { email: row.email, subscribed: row.status !== "unsubscribed" } : null;
}

/**
 * Unsubscribes the address of an unsubscribe link (any of its e-mails' links; using one twice is
 * harmless). Its confirmation link stops working. Null for a forged link.
 */
export async function unsubscribe(db: Db, token: string): Promise<{ email: string } | null> {
  return db.transaction(async (tx: Tx) => {
    const row = await subscriptionOfUnsubscribeToken(tx, token);
    if (!row) return null;
    await tx
      .update(newsletterSubscriptions)
      .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(newsletterSubscriptions.id, row.id));
    return { email: row.email };
  });
}

export interface NewsletterSubscriber {
  email: string;
  confirmedAt: Date | null;
}

/** The confirmed subscribers, most recently confirmed first, and how many are still pending. */
export async function newsletterSubscribers(db: Db): Promise<{ confirmed: NewsletterSubscriber[]; pending: number }> {
  const [confirmed, [pending]] = await Promise.all([
    db
      .select({ email: newsletterSubscriptions.email, confirmedAt: newsletterSubscriptions.confirmedAt })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.status, "confirmed"))
      .orderBy(desc(newsletterSubscriptions.confirmedAt)),
    db.select({ count: count() }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.status, "pending")),
  ]);
  return { confirmed, pending: pending.count };
}
