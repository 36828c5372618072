import { describe, expect, it } from "vitest";
import { DEV_ADMIN_PASSWORD, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has working defaults for a laptop", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.ADMIN_PASSWORD).toBe(DEV_ADMIN_PASSWORD);
    expect(c.publicOrigin).toBe("http://localhost:3000");
  });

  it("names every bad variable", () => {
    expect(() => loadConfig({ PORT: "x", DATABASE_URL: "not a url" })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  it("refuses the development admin password and a plain-http origin in production", () => {
    expect(() => loadConfig({ APP_ENV: "production" })).toThrow(/ADMIN_PASSWORD[\s\S]*PUBLIC_ORIGIN/);
    const c = loadConfig({ APP_ENV: "production", ADMIN_PASSWORD: "a-long-real-secret", PUBLIC_ORIGIN: "https://shop.example.com" });
    expect(c.isProduction).toBe(true);
  });

  it("counts trusted proxy hops (default 0) and refuses the old TRUST_PROXY with a pointer to TRUST_PROXY_HOPS", () => {
    expect(loadConfig({}).TRUST_PROXY_HOPS).toBe(0);
    expect(loadConfig({ TRUST_PROXY_HOPS: "1" }).TRUST_PROXY_HOPS).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "-1" })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: .*TRUST_PROXY_HOPS/);
  });
});
