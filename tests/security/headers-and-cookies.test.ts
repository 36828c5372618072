import { describe, expect, it } from "vitest";
import { createUser } from "../support/accounts";
import { useTestApp } from "../support/test-app";
import { observatoryScore } from "./observatory";

const production = useTestApp({ APP_ENV: "production", ADMIN_PASSWORD: "a-production-grade-secret", PUBLIC_ORIGIN: "https://shop.example.com" });

describe("security headers in production", () => {
  it.each(["/healthz", "/api/products", "/api/does-not-exist", "/images/products/placeholder.svg?w=99999&h=1"])("%s carries the full set", async (path) => {
    const res = await production.request(path);
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("geolocation=()");
    const hstsAge = Number(res.headers.get("Strict-Transport-Security")?.match(/max-age=(\d+)/)?.[1]);
    expect(hstsAge).toBeGreaterThanOrEqual(63_072_000);
  });

  it("scores A+ (100 or more) on the Mozilla Observatory's header tests, sign-in cookie included", async () => {
    const { email, password } = await createUser(production.database.db, "approved");
    const res = await production.request("/api/auth/login", { method: "POST", json: { email, password }, headers: { Origin: "https://shop.example.com" } });
    const { score, findings } = observatoryScore(res.headers);
    expect(findings.filter(([, m]) => m < 0)).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(100);
  });

  it("sets the session cookie HttpOnly, Secure, SameSite=Lax, Path=/ with the __Host- prefix", async () => {
    const { email, password } = await createUser(production.database.db, "approved");
    const res = await production.request("/api/auth/login", { method: "POST", json: { email, password } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-sid="))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("marks signed-in API reads private and never stored", async () => {
    const { email, password } = await createUser(production.database.db, "approved");
    const login = await production.request("/api/auth/login", { method: "POST", json: { email, password } });
    const cookie = login.headers.getSetCookie()[0].split(";")[0];
    expect((await production.request("/api/products", { cookie })).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await production.request("/api/auth/me", { cookie })).headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("cross-site request forgery", () => {
  const writes: Array<[string, string]> = [
    ["POST", "/api/auth/login"],
    ["POST", "/api/auth/register"],
    ["POST", "/api/auth/logout"],
    ["POST", "/api/cart"],
    ["PUT", "/api/cart/00000000-0000-4000-8000-000000000000"],
    ["DELETE", "/api/cart/00000000-0000-4000-8000-000000000000"],
    ["POST", "/api/orders"],
    ["POST", "/api/contact"],
    ["POST", "/api/events/boston-vendor-tour-2027/registrations"],
    ["POST", "/api/newsletter"],
    ["POST", "/api/products"],
    ["PUT", "/api/users/00000000-0000-4000-8000-000000000000/status"],
    ["POST", "/login"],
    ["POST", "/logout"],
  ];

  it.each(writes)("%s %s from another origin is refused with 403", async (method, path) => {
    const res = await production.request(path, { method, json: {}, headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("Cross-site requests are not allowed");
  });

  it("refuses a cross-site request that hides its Origin but not its Sec-Fetch-Site", async () => {
    const res = await production.request("/api/auth/logout", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(403);
  });

  it("accepts the site's own origin", async () => {
    const res = await production.request("/api/auth/logout", { method: "POST", headers: { Origin: "https://shop.example.com" } });
    expect(res.status).toBe(200);
  });

  it("never changes state on GET", async () => {
    expect((await production.request("/api/auth/logout")).status).toBe(404);
    expect((await production.request("/api/orders")).status).not.toBe(201);
  });
});
