import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChangesChannel, type ChangesChannel } from "../../server/speed/changes-channel";
import { createSessionCache, type SessionCache } from "../../server/speed/session-cache";
import { hashToken } from "../../server/auth/session";
import type { Db } from "../../server/db/database";
import * as schema from "../../server/db/schema";
import { mailOutbox, orders, sessions, users } from "../../server/db/schema";
import { seedDemoData } from "../../server/db/seed";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// Sessions and their users are kept in memory (server/speed/session-cache.ts). "Instance A" is the
// app under test; "instance B" is a second cache on the same database, as another process would
// have: changes made through A must reach B through PostgreSQL's NOTIFY.
const app = useTestApp({ SESSION_CACHE_TTL_SECONDS: "60" });
let admin: string;
let instanceB: SessionCache;
let changesB: ChangesChannel;

/** A session cache with its own ear on the changes channel, as another process has. */
function sessionCacheOn(db: Db, ttlMs: number) {
  const changes = createChangesChannel({ db, logger: pino({ level: "silent" }), enabled: true });
  return { changes, cache: createSessionCache({ db, ttlMs, idleTimeoutMs: 8 * 3600_000, changes }) };
}

beforeAll(async () => {
  await seedDemoData(app.database.db);
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  ({ cache: instanceB, changes: changesB } = sessionCacheOn(app.database.db, 60_000));
  await changesB.start();
});
afterAll(() => changesB.stop());

const tokenOf = (cookie: string) => cookie.split("=")[1];
const rename = (id: string, firstName: string) => app.database.db.update(users).set({ firstName }).where(eq(users.id, id));

/** Polls until `check` holds (a NOTIFY takes a few milliseconds to arrive), for at most 3 s. */
async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 3_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met within 3 s");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("session cache", () => {
  it("keeps a session it found: a change made behind the application's back is not seen until the user is forgotten", async () => {
    const u = await createUser(app.database.db, "approved");
    const token = tokenOf(await signInCookie(app, u.email, u.password));
    expect((await instanceB.find(token))?.firstName).toBe(u.user.firstName);
    await rename(u.user.id, "Renamed");
    expect((await instanceB.find(token))?.firstName).toBe(u.user.firstName);
    instanceB.forget({ userId: u.user.id });
    expect((await instanceB.find(token))?.firstName).toBe("Renamed");
  });

  it("signing out on one instance ends the session on this one at once and on the others by NOTIFY", async () => {
    const u = await createUser(app.database.db, "approved");
    const cookie = await signInCookie(app, u.email, u.password);
    expect((await app.request("/api/auth/me", { cookie })).status).toBe(200);
    expect(await instanceB.find(tokenOf(cookie))).not.toBeNull();

    expect((await app.request("/api/auth/logout", { method: "POST", cookie })).status).toBe(200);
    expect((await app.request("/api/auth/me", { cookie })).status).toBe(401);
    await eventually(async () => (await instanceB.find(tokenOf(cookie))) === null);
  });

  it("an approval through the admin API shows prices at once here and reaches the other instances", async () => {
    const u = await createUser(app.database.db, "pending");
    const cookie = await signInCookie(app, u.email, u.password);
    const pricesShown = async () =>
      ((await (await app.request("/api/products", { cookie })).json()) as Array<{ price: string | null }>).some((p) => p.price !== null);
    expect(await pricesShown()).toBe(false);
    expect((await instanceB.find(tokenOf(cookie)))?.status).toBe("pending");

    const approve = await app.request(`/api/users/${u.user.id}/status`, { method: "PUT", json: { status: "approved" }, cookie: admin });
    expect(approve.status).toBe(200);
    expect(await pricesShown()).toBe(true);
    await eventually(async () => (await instanceB.find(tokenOf(cookie)))?.status === "approved");

    const reject = await app.request(`/api/users/${u.user.id}/status`, { method: "PUT", json: { status: "rejected" }, cookie: admin });
    expect(reject.status).toBe(200);
    expect(await pricesShown()).toBe(false);
    await eventually(async () => (await instanceB.find(tokenOf(cookie)))?.status === "rejected");
  });

  it("does not serve a session past its expiry", async () => {
    const u = await createUser(app.database.db, "approved");
    const token = tokenOf(await signInCookie(app, u.email, u.password));
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 600) })
      .where(eq(sessions.idHash, hashToken(token)));
    instanceB.forget({ userId: u.user.id });
    expect(await instanceB.find(token)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 700));
    expect(await instanceB.find(token)).toBeNull();
  });

  it("keeps nothing while its listener is down, and starts again when it reconnects", async () => {
    const u = await createUser(app.database.db, "approved");
    const token = tokenOf(await signInCookie(app, u.email, u.password));
    await instanceB.find(token);
    // a database restart, as far as the listening connection can tell
    await app.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN session_changes' and pid <> pg_backend_pid()`,
    );
    await eventually(async () => instanceB.size() === 0);
    await rename(u.user.id, "Seen at once");
    expect((await instanceB.find(token))?.firstName).toBe("Seen at once");

    // reconnected (after about a second): it keeps sessions again
    await eventually(async () => {
      await instanceB.find(token);
      return instanceB.size() > 0;
    });
    await rename(u.user.id, "Later");
    expect((await instanceB.find(token))?.firstName).toBe("Seen at once");
  });

  it("looks up unknown and malformed tokens in the database every time and keeps nothing for them", async () => {
    const before = instanceB.size();
    expect(await instanceB.find("not-a-token")).toBeNull();
    expect(await instanceB.find("A".repeat(43))).toBeNull();
    expect(instanceB.size()).toBe(before);
  });
});

describe("writes read the status fresh, not from the session cache", () => {
  it("a user rejected behind the application's back (no NOTIFY) can no longer buy or order with amounts, though the cache still says approved", async () => {
    const u = await createUser(app.database.db, "approved");
    const cookie = await signInCookie(app, u.email, u.password);
    const p = await createProduct(app, { priceCents: 30_000, name: "Stale-session kit" });
    const sessionId = newCart();
    expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: p.id, quantity: 1 }, cookie })).status).toBe(201);
    await app.database.db.update(users).set({ status: "rejected" }).where(eq(users.id, u.user.id));
    // the cached session still shows prices (reads may lag by the TTL) ...
    const [line] = await (await app.request(`/api/cart/${sessionId}`, { cookie })).json();
    expect(line.product.price).toBe("$300.00");

    // ... but no write acts on it
    expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: p.id, quantity: 1 }, cookie })).status).toBe(403);
    const res = await app.request("/api/orders", {
      method: "POST",
      cookie,
      json: {
        orderData: {
          customerName: "Stale Session",
          customerEmail: "stale@lab.example.org",
          shippingAddress: "1 Cached Lane, Staleton 12345",
          total: "374.00",
          status: "pending",
        },
        items: [{ productId: p.id, quantity: 1, unitPrice: "$300.00", totalPrice: "$300.00", name: p.name }],
        sessionId,
      },
    });
    expect(res.status).toBe(201);
    const receipt = await res.json();
    expect(receipt).toMatchObject({ subtotal: null, total: null, requiresQuote: true });
    const [stored] = await app.database.db.select().from(orders).where(eq(orders.id, receipt.orderId));
    expect(stored.totalCents).toBe(0);
    const mails = await app.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.text} like ${`%${receipt.orderNumber}%`}`);
    expect(mails.find((m) => m.kind === "order-confirmation")?.text).not.toMatch(/\$/);
  });
});

/**
 * Past its TTL a remembered session is looked up again; when that lookup fails because the
 * database cannot be reached, the remembered user is served (no sign-out or status change can
 * have been written meanwhile). A database that is only overloaded (a statement or lock timeout)
 * still takes writes, whose NOTIFY may not have arrived yet: the lookup's failure is then the answer.
 */
describe("a remembered session past its TTL when the lookup fails", () => {
  async function cacheOn(options: pg.PoolConfig) {
    const pool = new pg.Pool({ connectionString: app.database.url, max: 1, ...options });
    const { cache, changes } = sessionCacheOn(drizzle(pool, { schema }) as Db, 50);
    await changes.start();
    const u = await createUser(app.database.db, "approved");
    const token = tokenOf(await signInCookie(app, u.email, u.password));
    expect((await cache.find(token))?.id).toBe(u.user.id);
    await new Promise((r) => setTimeout(r, 100)); // past the TTL: the next find asks the database
    return { pool, cache, token, userId: u.user.id, close: async () => (await changes.stop(), await pool.end()) };
  }

  /** Runs `during` while another connection holds an exclusive lock on the sessions table (every lookup waits). */
  async function withSessionsLocked<T>(during: () => Promise<T>) {
    const holder = new pg.Client({ connectionString: app.database.url });
    await holder.connect();
    try {
      await holder.query("begin; lock table sessions in access exclusive mode");
      return await during();
    } finally {
      await holder.query("rollback");
      await holder.end();
    }
  }

  for (const [what, options, code] of [
    ["statement timeout", { statement_timeout: 300 }, "57014"],
    ["lock timeout", { lock_timeout: 300 }, "55P03"],
  ] as const) {
    it(`is not served on a ${what} (${code}): an overloaded database is no outage`, async () => {
      const c = await cacheOn(options);
      try {
        const error = await withSessionsLocked(() =>
          c.cache.find(c.token).then(
            () => null,
            (e: unknown) => e,
          ),
        );
        // drizzle wraps PostgreSQL's error: its code is on the cause
        expect((error as { cause?: { code?: string } } | null)?.cause?.code).toBe(code);
      } finally {
        await c.close();
      }
    });
  }

  it("is served when no connection to the database can be had", async () => {
    const c = await cacheOn({ connectionTimeoutMillis: 300 });
    const onlyConnection = await c.pool.connect();
    try {
      expect((await c.cache.find(c.token))?.id).toBe(c.userId);
    } finally {
      onlyConnection.release();
      await c.close();
    }
  });
});
