import { describe, expect, it, vi } from "vitest";
import { RATE_LIMITS } from "../../server/http/rate-limit-table";
import { useTestApp } from "../support/test-app";

// a hundred failed sign-ins each verify a password: at the lowest argon2id cost (tests/support/cheap-password-hashing.ts)
vi.mock("../../server/auth/password", async (importOriginal) =>
  (await import("../support/cheap-password-hashing")).withCheapHashing(await importOriginal<typeof import("../../server/auth/password")>()),
);

// Behind the project's nginx (deploy/nginx.conf), which appends the address it was connected from
// to X-Forwarded-For: the client can write anything to the left of it, but not that last entry.
const app = useTestApp({ TRUST_PROXY_HOPS: "1" });

const ATTACKER = "203.0.113.7";
const COLLEAGUE = "203.0.113.8";

function signInAttempt(email: string, forwardedFor: string) {
  return app.request("/api/auth/login", { method: "POST", json: { email, password: "Spring-2024-password" }, headers: { "X-Forwarded-For": forwardedFor } });
}

describe("client addresses behind a trusted proxy", () => {
  it("limits password spraying with a forged X-Forwarded-For by the address nginx saw, and no one else", async () => {
    const attempts = Math.max(60, RATE_LIMITS["login-address"].limit + 10);
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) {
      // one attempt per account (no per-account limit is reached), a fresh forged address each time
      const res = await signInAttempt(`sprayed.${i}@lab.example.org`, `10.${i % 250}.${i}.1, ${ATTACKER}`);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, RATE_LIMITS["login-address"].limit).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(RATE_LIMITS["login-address"].limit)).toEqual(Array(attempts - RATE_LIMITS["login-address"].limit).fill(429));

    // someone at another address is not limited by the attacker's attempts
    expect((await signInAttempt("colleague@lab.example.org", COLLEAGUE)).status).toBe(401);
    expect((await signInAttempt("colleague@lab.example.org", `${ATTACKER}, ${COLLEAGUE}`)).status).toBe(401);
  });

  it("counts contact messages by the address nginx saw, whatever the client put before it", async () => {
    const inquiry = { firstName: "Ada", lastName: "Lovelace", email: "ada@lab.example.org", message: "Please send a quotation for two kits." };
    const post = (forwardedFor: string) => app.request("/api/contact", { method: "POST", json: inquiry, headers: { "X-Forwarded-For": forwardedFor } });
    for (let i = 0; i < RATE_LIMITS["contact-address"].limit; i++) expect((await post(`192.0.2.${i}, 198.51.100.20`)).status).toBe(201);
    expect((await post("192.0.2.200, 198.51.100.20")).status).toBe(429);
    expect((await post("198.51.100.21")).status).toBe(201);
  });
});
