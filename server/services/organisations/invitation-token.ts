import { linkTokenHash, newLinkToken } from "../../auth/link-token";
import { DomainError } from "../../errors/domain-error";

/*
 * An invitation's link is made like the account links (server/auth/link-token.ts): 32 random
 * bytes in base64url in the e-mail, only their sha-256 stored, single use. It works for 7 days;
 * a resend makes a new token, so the old link stops working (its hash is no longer stored). The
 * token is never logged: only the link in the e-mail carries it.
 */

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A new invitation link's token (for the e-mail only), its hash (to store) and when it expires. */
export function newInvitationToken(now: Date) {
  return { ...newLinkToken(), expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS) };
}

/** The hash to find an invitation by; null for a token of another shape (404 without a look-up). */
export const invitationTokenHash = linkTokenHash;

/** The page an invitation's link opens: the e-mail's only `/invitations/` link. */
export const invitationUrl = (origin: string, token: string) => `${origin}/invitations/${token}`;

export type InvitationState = "open" | "used" | "revoked" | "expired";

export interface InvitationDates {
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

/** Used first (what happened to it), then revoked, then expired (an expiry is reached at `expiresAt`). */
export function invitationState(invitation: InvitationDates, now: Date): InvitationState {
  if (invitation.acceptedAt) return "used";
  if (invitation.revokedAt) return "revoked";
  return invitation.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}

const GONE: Record<Exclude<InvitationState, "open">, string> = {
  used: "This invitation has already been used. Sign in with the account it made, or ask your organisation's admin for a new one.",
  revoked: "This invitation was withdrawn. Ask your organisation's admin for a new one.",
  expired: "This invitation has expired. Ask your organisation's admin to send it again.",
};

/** An invitation that cannot be accepted any more is 410 `invitation_used` / `invitation_expired` / `invitation_revoked`. */
export function assertInvitationOpen(invitation: InvitationDates, now: Date) {
  const state = invitationState(invitation, now);
  if (state !== "open") throw new DomainError(410, GONE[state], { code: `invitation_${state}` });
}
