import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "../../server/auth/password";
import type { Db } from "../../server/db/database";
import { migrationsFolder, runMigrations } from "../../server/db/migrate";
import * as schema from "../../server/db/schema";
import { ensureAdmin } from "../../server/db/seed";
import { withDatabase } from "../support/global-setup";
import { signInCookie } from "../support/accounts";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// A database as it was before organisations (migration 0021), with approved, pending and rejected
// customers holding terms, prices, addresses, orders, quotes and signed-in browsers, migrated to
// the latest; then the app serves it, and every customer gets what they got before.

const adminUrl = inject("adminDatabaseUrl");
const name = `cems_migration_${randomBytes(6).toString("hex")}`;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-organisations-"));
let pool: pg.Pool | undefined;

// registered before the app's own hooks, so that it runs after them: the app stops first
afterAll(async () => {
  await pool?.end();
  fs.rmSync(folder, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** The migrations as they were before organisations. */
function migrationsBeforeOrganisations() {
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag.endsWith("_organisations"));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

type Who = "approved" | "pending" | "rejected" | "staff";
interface Before {
  id: string;
  email: string;
  company: string;
  /** the session cookie of a browser signed in before the migration */
  cookie: string;
  orderNumber?: string;
  quoteNumber?: string;
  addressId?: string;
}
const before = {} as Record<Who, Before>;
let productId = "";
let productSku = "";

/** What the database held before organisations, written as that schema takes it. */
async function seedOldSchema(client: pg.Pool) {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  const [product] = (
    await q(`insert into products (name, description, sku, price_cents, stock_quantity) values ('Migration kit', 'Kit', $1, 10000, 50) returning id, sku`, [
      `MIGRATE-${Date.now()}`,
    ])
  ).rows;
  productId = product.id;
  productSku = product.sku;
  const people: Array<[Who, string, string]> = [
    ["approved", "approved", "Northwind Proteomics"],
    ["pending", "pending", "Contoso Biologics"],
    ["rejected", "rejected", "Fabrikam Labs"],
    ["staff", "approved", "Administration"],
  ];
  const passwordHash = await hashPassword("migration-password-long");
  for (const [who, status, company] of people) {
    const email = `${who}.migration@lab.example.org`;
    const [user] = (
      await q(`insert into users (email, first_name, last_name, company, password_hash, role, status) values ($1, 'Mia', $2, $3, $4, $5, $6) returning id`, [
        email,
        who,
        company,
        passwordHash,
        who === "staff" ? "admin" : "customer",
        status,
      ])
    ).rows;
    const token = randomBytes(32).toString("base64url");
    await q(`insert into sessions (id_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
      createHash("sha256").update(token).digest("hex"),
      user.id,
    ]);
    before[who] = { id: user.id, email, company, cookie: `sid=${token}` };
    const [address] = (
      await q(
        `insert into addresses (user_id, kind, name, line1, postal_code, city, country, is_default) values ($1, 'shipping', $2, '1 Lab Road', '02139', 'Cambridge', 'United States', true) returning id`,
        [user.id, `${company} receiving`],
      )
    ).rows;
    before[who].addressId = address.id;
    const [order] = (
      await q(
        `insert into orders (customer_email, customer_name, shipping_address, subtotal_cents, tax_cents, shipping_cents, total_cents, user_id, status) values ($1, 'Mia', '1 Lab Road', 10000, 800, 5000, 15800, $2, 'confirmed') returning order_number`,
        [email, user.id],
      )
    ).rows;
    before[who].orderNumber = order.order_number;
    const [quote] = (
      await q(
        `insert into quotes (user_id, contact_name, contact_email, contact_company, source) values ($1, 'Mia', $2, $3, 'product') returning quote_number`,
        [user.id, email, company],
      )
    ).rows;
    before[who].quoteNumber = quote.quote_number;
  }
  await q(`insert into account_terms (user_id, payment_terms, po_required, discount_basis_points) values ($1, 'net-30', true, 1000)`, [before.approved.id]);
  await q(`insert into account_prices (user_id, product_id, price_cents) values ($1, $2, 8000)`, [before.approved.id, productId]);
  await q(`insert into account_terms (user_id, payment_terms, discount_basis_points) values ($1, 'net-60', 500)`, [before.pending.id]);
}

const app = useTestApp(
  {},
  {
    serveWith: async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      pool = new pg.Pool({ connectionString: withDatabase(adminUrl, name), max: 10 });
      await migrate(drizzle(pool), { migrationsFolder: migrationsBeforeOrganisations() });
      await seedOldSchema(pool);
      await runMigrations(pool);
      const db = drizzle(pool, { schema }) as Db;
      await ensureAdmin(db, TEST_ADMIN.email, TEST_ADMIN.password);
      return db;
    },
  },
);

const json = async <T>(pathName: string, cookie?: string) => {
  const res = await app.request(pathName, { cookie });
  return { status: res.status, body: (await res.json()) as T };
};

describe("the migration to organisations", () => {
  it("makes every customer account the admin of a one-person organisation named after its company, and staff members of none", async () => {
    const { rows } = await pool!.query(
      `select u.id, o.name, m.role, (select count(*)::int from organisation_members x where x.organisation_id = o.id) as members
       from users u left join organisation_members m on m.user_id = u.id left join organisations o on o.id = m.organisation_id`,
    );
    const of = (who: Who) => rows.find((r) => r.id === before[who].id);
    for (const who of ["approved", "pending", "rejected"] as const) expect(of(who)).toMatchObject({ name: before[who].company, role: "admin", members: 1 });
    expect(of("staff")).toMatchObject({ name: null, role: null });
    expect(new Set(rows.filter((r) => r.name).map((r) => r.name)).size).toBe(3);
  });

  it("signs nobody out: every browser signed in before is signed in after, in its organisation", async () => {
    for (const who of ["approved", "pending", "rejected", "staff"] as const) {
      const me = await json<{ id: string }>("/api/auth/me", before[who].cookie);
      expect([who, me.status, me.body.id]).toEqual([who, 200, before[who].id]);
    }
    for (const who of ["approved", "pending", "rejected"] as const) {
      const organisation = await json<{ name: string; you: { role: string } }>("/api/organisation", before[who].cookie);
      expect(organisation.body).toMatchObject({ name: before[who].company, you: { userId: before[who].id, role: "admin" } });
    }
    expect((await json<{ code: string }>("/api/organisation", before.staff.cookie)).body.code).toBe("no_organisation");
  });

  it("gives each customer the same answers: terms and prices, addresses, orders and quotes", async () => {
    // the approved account's own price, and its terms at checkout's time
    const product = await json<{ price: string }>(`/api/products/${productId}`, before.approved.cookie);
    expect(product.body.price).toBe("$80.00");
    const staffCookie = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const terms = await json<{ terms: unknown; prices: unknown }>(`/api/admin/users/${before.approved.id}/terms`, staffCookie);
    expect(terms.status).toBe(200);
    expect(terms.body).toMatchObject({
      terms: { paymentTerms: "net-30", poRequired: true, discountBasisPoints: 1000 },
      prices: [{ sku: productSku, priceCents: 8000 }],
    });
    const pendingTerms = await json<{ terms: unknown }>(`/api/admin/users/${before.pending.id}/terms`, staffCookie);
    expect(pendingTerms.body.terms).toMatchObject({ paymentTerms: "net-60", discountBasisPoints: 500 });
    // a pending account still sees no prices
    expect((await json<{ price: string | null }>(`/api/products/${productId}`, before.pending.cookie)).body.price).toBeNull();

    for (const who of ["approved", "pending", "rejected"] as const) {
      const addresses = await json<Array<{ id: string; name: string; isDefault: boolean }>>("/api/account/addresses", before[who].cookie);
      expect(addresses.body).toMatchObject([{ id: before[who].addressId, name: `${before[who].company} receiving`, isDefault: true }]);
      const orders = await json<Array<{ orderNumber: string }>>("/api/account/orders", before[who].cookie);
      expect(orders.body.map((o) => o.orderNumber)).toEqual([before[who].orderNumber]);
      const quotes = await json<Array<{ quoteNumber: string }>>("/api/account/quotes", before[who].cookie);
      expect(quotes.body.map((q) => q.quoteNumber)).toEqual([before[who].quoteNumber]);
    }
    const order = await json<{ orderNumber: string; total: string | null }>(`/api/account/orders/${before.approved.orderNumber}`, before.approved.cookie);
    expect(order.body).toMatchObject({ orderNumber: before.approved.orderNumber, total: "$158.00" });
    // nothing crosses: one customer's order is another's 404
    expect((await app.request(`/api/account/orders/${before.approved.orderNumber}`, { cookie: before.pending.cookie })).status).toBe(404);
  });

  it("keeps staff's own orders and quotes theirs, and leaves their address book empty", async () => {
    const orders = await json<Array<{ orderNumber: string }>>("/api/account/orders", before.staff.cookie);
    expect(orders.body.map((o) => o.orderNumber)).toEqual([before.staff.orderNumber]);
    const { rows } = await pool!.query(`select organisation_id from orders where order_number = $1`, [before.staff.orderNumber]);
    expect(rows[0].organisation_id).toBeNull();
    expect((await json<unknown[]>("/api/account/addresses", before.staff.cookie)).body).toEqual([]);
  });
});
