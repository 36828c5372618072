import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../errors/domain-error";
import { assertInvitationOpen, invitationState, invitationTokenHash, invitationUrl, newInvitationToken } from "./invitation-token";

const now = new Date("2026-11-29T12:00:00Z");
const sevenDaysLater = new Date("2026-12-06T12:00:00Z");

describe("an invitation's token", () => {
  it("is 32 random bytes in base64url, stored as its sha-256, and expires 7 days after it is made", () => {
    const first = newInvitationToken(now);
    const second = newInvitationToken(now);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.token, "base64url")).toHaveLength(32);
    expect(first.token).not.toBe(second.token);
    expect(first.tokenHash).toBe(createHash("sha256").update(first.token).digest("hex"));
    expect(first.tokenHash).not.toContain(first.token);
    expect(first.expiresAt).toEqual(sevenDaysLater);
  });

  it("is looked up by its hash; a token of another shape is not looked up at all", () => {
    const { token, tokenHash } = newInvitationToken(now);
    expect(invitationTokenHash(token)).toBe(tokenHash);
    expect(invitationTokenHash("not-a-token")).toBeNull();
    expect(invitationTokenHash(`${token}x`)).toBeNull();
  });

  it("is carried by one link, to the invitation page", () => {
    expect(invitationUrl("https://shop.example.com", "abc")).toBe("https://shop.example.com/invitations/abc");
  });
});

describe("an invitation", () => {
  const open = { acceptedAt: null, revokedAt: null, expiresAt: sevenDaysLater };

  it("is open until it expires, used once accepted, revoked once withdrawn", () => {
    expect(invitationState(open, now)).toBe("open");
    expect(invitationState(open, new Date(sevenDaysLater.getTime() - 1))).toBe("open");
    expect(invitationState(open, sevenDaysLater)).toBe("expired");
    expect(invitationState({ ...open, acceptedAt: now }, now)).toBe("used");
    expect(invitationState({ ...open, revokedAt: now }, now)).toBe("revoked");
    // what happened to it wins over the time that passed since
    expect(invitationState({ ...open, acceptedAt: now }, new Date("2027-01-01T00:00:00Z"))).toBe("used");
  });

  it.each([
    [{ acceptedAt: now }, "invitation_used"],
    [{ revokedAt: now }, "invitation_revoked"],
    [{ expiresAt: now }, "invitation_expired"],
  ])("that cannot be accepted any more is 410 (%o → %s)", (change, code) => {
    let refused: unknown;
    try {
      assertInvitationOpen({ ...open, ...change }, now);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 410, code });
    expect(() => assertInvitationOpen(open, now)).not.toThrow();
  });
});
