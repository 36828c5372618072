import { describe, expect, it } from "vitest";
import { DEV_ADMIN_PASSWORD, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has working defaults for a laptop", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.ADMIN_PASSWORD).toBe(DEV_ADMIN_PASSWORD);
    expect(c.publicOrigin).toBe("http://localhost:3000");
    expect(c.SESSION_IDLE_TIMEOUT_MINUTES).toBe(8 * 60);
  });

  it("runs the job workers in the web server unless RUN_JOB_WORKERS=false, and refuses anything but true or false", () => {
    expect(loadConfig({}).RUN_JOB_WORKERS).toBe(true);
    expect(loadConfig({ RUN_JOB_WORKERS: "false" }).RUN_JOB_WORKERS).toBe(false);
    expect(() => loadConfig({ RUN_JOB_WORKERS: "no" })).toThrow(/RUN_JOB_WORKERS: must be "true" or "false"/);
  });

  it("names every bad variable", () => {
    expect(() => loadConfig({ PORT: "x", DATABASE_URL: "not a url" })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  it("refuses the development admin password and a plain-http origin in production", () => {
    expect(() => loadConfig({ APP_ENV: "production" })).toThrow(/ADMIN_PASSWORD[\s\S]*PUBLIC_ORIGIN/);
    const c = loadConfig({
      APP_ENV: "production",
      ADMIN_PASSWORD: "a-long-real-secret",
      PUBLIC_ORIGIN: "https://shop.example.com",
      DEVICE_COOKIE_SECRET: "s".repeat(32),
    });
    expect(c.isProduction).toBe(true);
  });

  it("holds the production admin password to the users' rule: 12 characters, not a common password", () => {
    const production = { APP_ENV: "production", PUBLIC_ORIGIN: "https://shop.example.com", DEVICE_COOKIE_SECRET: "s".repeat(32) };
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: "short-pw" })).toThrow(/ADMIN_PASSWORD: Password must be at least 12 characters/);
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: "qwerty123456" })).toThrow(/ADMIN_PASSWORD: This password is too common/);
    expect(loadConfig({ ...production, ADMIN_PASSWORD: "a-long-real-secret" }).ADMIN_PASSWORD).toBe("a-long-real-secret");
  });

  it("requires DEVICE_COOKIE_SECRET in production and makes a random one per process elsewhere", () => {
    expect(() => loadConfig({ APP_ENV: "production", PUBLIC_ORIGIN: "https://shop.example.com", ADMIN_PASSWORD: "a-long-real-secret" })).toThrow(
      /DEVICE_COOKIE_SECRET/,
    );
    expect(() => loadConfig({ DEVICE_COOKIE_SECRET: "too-short" })).toThrow(/DEVICE_COOKIE_SECRET/);
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.deviceCookieSecret.length).toBeGreaterThanOrEqual(32);
    expect(a.deviceCookieSecret).not.toBe(b.deviceCookieSecret);
    expect(loadConfig({ DEVICE_COOKIE_SECRET: "k".repeat(40) }).deviceCookieSecret).toBe("k".repeat(40));
  });

  it("counts trusted proxy hops (default 0) and refuses the old TRUST_PROXY with a pointer to TRUST_PROXY_HOPS", () => {
    expect(loadConfig({}).TRUST_PROXY_HOPS).toBe(0);
    expect(loadConfig({ TRUST_PROXY_HOPS: "1" }).TRUST_PROXY_HOPS).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "-1" })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: .*TRUST_PROXY_HOPS/);
  });

  it("takes MIGRATION_DATABASE_URL only with DATABASE_URL, and requires it, naming another role, in production", () => {
    const production = {
      APP_ENV: "production",
      PUBLIC_ORIGIN: "https://shop.example.com",
      ADMIN_PASSWORD: "a-long-real-secret",
      DEVICE_COOKIE_SECRET: "s".repeat(32),
    };
    const app = "postgres://cems_app:secret@db.internal:5432/cems";
    const owner = "postgres://cems_owner:other@db.internal:5432/cems";
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: owner })).toThrow(/MIGRATION_DATABASE_URL: is read only with DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: app, MIGRATION_DATABASE_URL: "not a url" })).toThrow(/MIGRATION_DATABASE_URL/);
    // outside production the role of DATABASE_URL may migrate (tests and benchmarks)
    expect(loadConfig({ DATABASE_URL: app }).MIGRATION_DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ ...production, DATABASE_URL: app })).toThrow(/MIGRATION_DATABASE_URL: must be set in production with DATABASE_URL/);
    expect(() =>
      loadConfig({ ...production, DATABASE_URL: app, MIGRATION_DATABASE_URL: "postgres://cems_app:secret@db.internal:5432/cems?sslmode=require" }),
    ).toThrow(/MIGRATION_DATABASE_URL: names the same role as DATABASE_URL/);
    expect(loadConfig({ ...production, DATABASE_URL: app, MIGRATION_DATABASE_URL: owner }).MIGRATION_DATABASE_URL).toBe(owner);
    // the embedded database has both roles of its own
    expect(loadConfig(production).DATABASE_URL).toBeUndefined();
  });

  it("takes APP_CLOCK_NOW (an ISO date or date-time) only with APP_ENV=test, and an empty one as unset", () => {
    expect(loadConfig({ APP_ENV: "test", APP_CLOCK_NOW: "2025-09-01" }).APP_CLOCK_NOW).toBe("2025-09-01");
    expect(loadConfig({ APP_ENV: "test", APP_CLOCK_NOW: "" }).APP_CLOCK_NOW).toBeUndefined();
    expect(() => loadConfig({ APP_ENV: "test", APP_CLOCK_NOW: "next week" })).toThrow(/APP_CLOCK_NOW: must be an ISO date/);
    expect(() => loadConfig({ APP_CLOCK_NOW: "2025-09-01" })).toThrow(/APP_CLOCK_NOW: is honoured only with APP_ENV=test/);
  });
});
