import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";

const production = useTestApp({ APP_ENV: "production", ADMIN_PASSWORD: "a-production-grade-secret", PUBLIC_ORIGIN: "https://shop.example.com" });

/** A sign-out POST with this Origin, sent to `url` with that URL's host as Host header (both chosen by the client). */
const logout = (origin: string, url = "https://shop.example.com/api/auth/logout") =>
  production.app.request(url, { method: "POST", headers: { Origin: origin, Host: new URL(url).host } });

describe("the Origin check of writes compares scheme, host and port with PUBLIC_ORIGIN", () => {
  it("accepts the public origin, also with its default port written out", async () => {
    expect((await logout("https://shop.example.com")).status).toBe(200);
    expect((await logout("https://shop.example.com:443")).status).toBe(200);
  });

  it("refuses another scheme or port of the same host", async () => {
    for (const origin of ["http://shop.example.com", "https://shop.example.com:8443", "https://sub.shop.example.com", "null", "not a url"]) {
      const res = await logout(origin);
      expect(res.status, origin).toBe(403);
      expect((await res.json()).message).toBe("Cross-site requests are not allowed");
    }
  });

  it("does not trust the request's own Host header in production", async () => {
    const res = await logout("https://evil.example", "https://evil.example/api/auth/logout");
    expect(res.status).toBe(403);
  });
});
