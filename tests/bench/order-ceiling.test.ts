import { drizzle } from "drizzle-orm/node-postgres";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBrand } from "~/content/brand";
import type { SessionUser } from "../../server/auth/session";
import * as schema from "../../server/db/schema";
import { cartItems, mailOutbox, orders, products } from "../../server/db/schema";
import { placeOrder } from "../../server/services/orders/orders";
import { createUser } from "../support/accounts";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
// @ts-expect-error: a plain .mjs script of the benchmark, without types
import { halfRate, orderTransaction, parsePgbenchOutput, pgbenchScript, prepareOrderCeiling } from "../../bench/lib/order-ceiling.mjs";

type Statement = { sql: string; gset?: string };

/** What a statement does, to compare two transactions: "select users for share", "insert orders", "lock", … */
function shape(sql: string) {
  const s = sql.trim().toLowerCase();
  if (s.includes("pg_advisory_xact_lock")) return "lock";
  if (s.includes("pg_notify")) return "notify";
  if (s === "begin" || s === "commit") return s;
  const verb = s.split(/\s+/)[0];
  const table = /^(?:insert into|update|delete from)\s+"(\w+)"/.exec(s)?.[1] ?? /\bfrom\s+"(\w+)"/.exec(s)?.[1];
  return `${verb} ${table}${/\bfor share\b/.test(s) ? " for share" : ""}`;
}

const product = { name: "Benchmark reagent kit", description: "Bench", sku: "BENCH-ORDERS-0001", priceCents: 12500, stockQuantity: 1000 };
const customer = {
  customerName: "Bench Customer",
  customerEmail: "approved.customer@example.com",
  customerCompany: "Bench Lab",
  customerPhone: null,
  shippingAddress: "1 Benchmark Road, Test City 12345",
  billingAddress: null,
  notes: null,
  poNumber: null,
};

describe("the order ceiling's pgbench script (bench/lib/order-ceiling.mjs)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("runs the statements of the site's order transaction, in its order", async () => {
    const logged: string[] = [];
    const db = drizzle(database.pool, { schema, logger: { logQuery: (query) => logged.push(query) } }) as unknown as typeof database.db;
    const { user } = await createUser(database.db, "approved");
    const [kit] = await database.db.insert(products).values(product).returning();
    const sessionId = `cart_${Date.now()}_${"a".repeat(32)}`;
    await database.db.insert(cartItems).values({ sessionId, productId: kit.id, quantity: 1 });

    logged.length = 0;
    const { created } = await placeOrder(db, defaultBrand, "http://127.0.0.1", {
      sessionId,
      customer,
      idempotencyKey: null,
      viewer: user as unknown as SessionUser,
      seen: { items: [{ productId: kit.id, quantity: 1, unitPrice: "$125.00" }] },
    });
    expect(created).toBe(true);
    expect((orderTransaction() as Statement[]).map((s) => shape(s.sql)).filter((s) => s !== "begin" && s !== "commit")).toEqual(
      logged.map(shape).filter((s) => s !== "begin" && s !== "commit"),
    );
  });

  it("places an order against the real schema: the order, its item and mails written, the cart emptied, the stock taken", async () => {
    const { email } = await createUser(database.db, "approved");
    const [kit] = await database.db
      .insert(products)
      .values({ ...product, sku: "BENCH-2" })
      .returning();
    // the mails the script copies are the site's own: one queued order's
    await database.db.insert(mailOutbox).values([
      { to: "a@example.org", subject: "Order", text: "Thank you", kind: "order-confirmation" },
      { to: "sales@example.org", subject: "New order", text: "An order", kind: "order-notice" },
    ]);
    const mailsBefore = (await database.db.select().from(mailOutbox)).length;
    const client = await database.pool.connect();
    let userId = "";
    try {
      const prepared = await prepareOrderCeiling(client, { productId: kit.id, userEmail: email, pool: 3 });
      userId = prepared.user.id;
      const vars: Record<string, string> = {
        user_id: prepared.user.id,
        organisation_id: prepared.user.organisation_id,
        product_id: kit.id,
        cart_hash: "0".repeat(64),
        payload: `catalogue:stock:${kit.id}`,
      };
      // pgbench's extended protocol: each :variable becomes a parameter; \gset keeps the row's columns
      for (const statement of orderTransaction() as Statement[]) {
        const params: string[] = [];
        const text = statement.sql.replace(/:(\w+)/g, (_, name: string) => {
          if (!(name in vars)) throw new Error(`no variable ${name}`);
          params.push(vars[name]);
          return `$${params.length}`;
        });
        const result = await client.query(text, params);
        if (statement.gset !== undefined) for (const [key, value] of Object.entries(result.rows[0])) vars[`${statement.gset}${key}`] = String(value);
      }
    } finally {
      client.release();
    }
    const [order] = await database.db.select().from(orders).where(eq(orders.userId, userId));
    expect(order.totalCents).toBeGreaterThan(0);
    expect(await database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id))).toHaveLength(1);
    expect(await database.db.select().from(cartItems).where(eq(cartItems.sessionId, "pgbench_cart_1"))).toEqual([]);
    expect(await database.db.select().from(cartItems).where(eq(cartItems.sessionId, "pgbench_cart_2"))).toHaveLength(1);
    const [after] = await database.db.select().from(products).where(eq(products.id, kit.id));
    expect(after.stockQuantity).toBe(product.stockQuantity - 1);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(mailsBefore + 2);
  });

  it("writes pgbench's \\gset after the statements whose row it keeps", () => {
    const script: string = pgbenchScript();
    expect(script.startsWith("begin;\n")).toBe(true);
    expect(script).toMatch(/as next_cart\n\\gset\n/);
    expect(script).toMatch(/returning [^\n]+\n\\gset order_\n/);
    expect(script.trimEnd().endsWith("commit;")).toBe(true);
  });

  it("reads pgbench's summary", () => {
    const out = `transaction type: order.sql
scaling factor: 1
query mode: extended
number of clients: 10
number of threads: 1
duration: 8 s
number of transactions actually processed: 2551
number of failed transactions: 0 (0.000%)
latency average = 31.372 ms
initial connection time = 21.402 ms
tps = 318.755 (without initial connection time)
`;
    expect(parsePgbenchOutput(out)).toEqual({ transactions: 2551, failed: 0, tps: 318.755, latencyMeanMs: 31.372 });
  });

  it("takes half the maximum, at least one request per second", () => {
    expect(halfRate(831.6)).toBe(416);
    expect(halfRate(1)).toBe(1);
    expect(halfRate(0)).toBe(1);
  });
});
