import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";

// a multiplier that lifts the form limits twentyfold: the limit on e-mailed links must not move with it
const app = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "20", TRUST_PROXY_HOPS: "1" });

const forged = (n: number) => `forged${String(n).padStart(37, "0")}`;
const from = (address: string) => ({ "X-Forwarded-For": address });
const resetTry = (address: string, token: string, password = "a perfectly good passphrase") =>
  app.request("/api/auth/reset-password", { method: "POST", json: { token, password }, headers: from(address) });
const confirmTry = (address: string, token: string) => app.request("/api/auth/confirm-email", { method: "POST", json: { token }, headers: from(address) });

describe("password reset links", () => {
  it("answers a link nobody issued, and one of the wrong shape, with 400 reset_link_invalid", async () => {
    for (const token of [forged(1), "short", 42]) {
      const res = await resetTry("198.51.100.1", token as string);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe("reset_link_invalid");
    }
    // a bad link is refused before the password is looked at
    const weak = await resetTry("198.51.100.1", forged(2), "short");
    expect(weak.status).toBe(400);
    expect((await weak.json()).code).toBe("reset_link_invalid");
  });
});

describe("tries of e-mailed links per client address", () => {
  it("allows 10 in 15 minutes across reset and confirmation together, then 429 rate_limited with Retry-After", async () => {
    const address = "203.0.113.50";
    for (let i = 0; i < 5; i++) expect((await resetTry(address, forged(i))).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await confirmTry(address, forged(i))).status).toBe(400);

    for (const eleventh of [() => resetTry(address, forged(99)), () => confirmTry(address, forged(99))]) {
      const res = await eleventh();
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(await res.json()).toMatchObject({ code: "rate_limited", message: expect.stringMatching(/too many/i) });
    }
  });

  it("counts each client address on its own", async () => {
    const res = await confirmTry("203.0.113.51", forged(1));
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("confirm_link_invalid");
  });
});
