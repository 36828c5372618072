import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, products, users } from "../../server/db/schema";
import { ensureAdmin, seedDemoData } from "../../server/db/seed";
import { verifyPassword } from "../../server/auth/password";
import { useTestApp } from "../support/test-app";

const app = useTestApp();

describe("operations endpoints", () => {
  it("/healthz answers ok without touching the database", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/readyz checks the database", async () => {
    const res = await app.request("/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
  });
});

describe("the tests' PostgreSQL", () => {
  // a throwaway server (tests/support/global-setup.ts, scripts/with-system-postgres.sh): no commit
  // waits for the disk, which it did for a few milliseconds each on the shared CI machine
  it("does not flush to disk at each commit", async () => {
    const setting = async (name: string) =>
      (await app.database.db.execute<{ setting: string }>(sql`select current_setting(${name}) as setting`)).rows[0].setting;
    expect(await setting("fsync")).toBe("off");
  });
});

describe("security headers", () => {
  it("are on every response, API errors included", async () => {
    for (const path of ["/healthz", "/api/no-such-thing"]) {
      const res = await app.request(path);
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    }
  });

  it("use a fresh nonce for every request", async () => {
    const nonceOf = async () => (await app.request("/healthz")).headers.get("Content-Security-Policy")!.match(/nonce-([^']+)/)![1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });
});

describe("API conventions", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const res = await app.request("/api/does-not-exist", { method: "POST", json: {} });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found", code: "not_found" });
  });

  it("refuses bodies over the limit with 413 and a message", async () => {
    const res = await app.request("/api/contact", { method: "POST", json: { message: "x".repeat(200_000) } });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("Request body is too large");
  });

  it("refuses state-changing requests from another origin", async () => {
    const res = await app.request("/api/auth/logout", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/Cross-site/);
  });

  it("compresses large JSON with brotli when the client accepts it", async () => {
    const res = await app.request("/api/does-not-exist", { headers: { "Accept-Encoding": "br, gzip" } });
    // small bodies are sent as they are, but the Vary header is always there for caches
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
  });
});

describe("demo data and admin account", () => {
  it("seeds the spec's categories and a realistic catalogue, idempotently", async () => {
    const { db } = app.database;
    await seedDemoData(db);
    await seedDemoData(db);
    const cats = await db.select().from(categories);
    expect(cats.map((c) => c.slug).sort()).toEqual([
      "ce-ms-instrumentation",
      "custom-solutions",
      "ion-sources",
      "peripheral-equipment",
      "reagent-kits",
      "separation-capillaries",
      "technical-services",
    ]);
    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((p) => p.priceOnRequest && p.priceCents === null).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((p) => !p.inStock).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((p) => p.featured)).toHaveLength(3);
    expect(rows.some((p) => p.sku === "MB03-CE")).toBe(true);
    expect(rows.every((p) => p.imageUrl?.startsWith("/images/products/"))).toBe(true);
  });

  it("keeps the admin account approved with the admin role and the configured password", async () => {
    const { db } = app.database;
    await ensureAdmin(db, "admin@example.com", "a-new-admin-password");
    const [admin] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'admin@example.com'`);
    expect(admin.role).toBe("admin");
    expect(admin.status).toBe("approved");
    expect(await verifyPassword(admin.passwordHash, "a-new-admin-password")).toBe(true);
    expect(admin.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
