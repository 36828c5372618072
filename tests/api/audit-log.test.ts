import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_FILTER_MESSAGES, AUDIT_PAGE_SIZE, type AuditPage } from "~/lib/audit-log-view";
import { recordAudit } from "../../server/audit/audit-log";
import { auditLog, categories, products } from "../../server/db/schema";
import { changeUserStatus } from "../../server/services/accounts/accounts";
import { createUser, findUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp();
let admin: string;
let adminUser: { id: string; email: string };
let approved: string;
let pending: string;

beforeAll(async () => {
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  adminUser = await findUser(app.database.db, TEST_ADMIN.email);
  const a = await createUser(app.database.db, "approved");
  approved = await signInCookie(app, a.email, a.password);
  const p = await createUser(app.database.db, "pending");
  pending = await signInCookie(app, p.email, p.password);
});

/** The audit rows of one subject, oldest first. */
const entriesOf = (subjectId: string) => app.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(asc(auditLog.id));

const byAdmin = () => ({ actorId: adminUser.id, actorEmail: TEST_ADMIN.email });

const setUserStatus = (id: string, status: string) => app.request(`/api/users/${id}/status`, { method: "PUT", json: { status }, cookie: admin });

describe("account approval, rejection and status changes", () => {
  it("writes one entry per change with the admin, the account's e-mail and the status before and after", async () => {
    const { user } = await createUser(app.database.db, "pending");
    expect((await setUserStatus(user.id, "approved")).status).toBe(200);
    expect(await entriesOf(user.id)).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        subjectType: "user",
        subjectLabel: user.email,
        action: "approved",
        before: { status: "pending" },
        after: { status: "approved" },
      }),
    ]);
    expect((await setUserStatus(user.id, "rejected")).status).toBe(200);
    const [, revoked] = await entriesOf(user.id);
    expect(revoked).toMatchObject({ action: "revoked", before: { status: "approved" }, after: { status: "rejected" } });

    const { user: refused } = await createUser(app.database.db, "pending");
    expect((await setUserStatus(refused.id, "rejected")).status).toBe(200);
    expect(await entriesOf(refused.id)).toEqual([expect.objectContaining({ action: "rejected", after: { status: "rejected" } })]);
  });

  it("writes nothing for a refused transition, and one entry for the next allowed one", async () => {
    const { user } = await createUser(app.database.db, "approved");
    expect((await setUserStatus(user.id, "approved")).status).toBe(400);
    expect(await entriesOf(user.id)).toEqual([]);
    expect((await setUserStatus(user.id, "rejected")).status).toBe(200);
    expect(await entriesOf(user.id)).toHaveLength(1);
  });

  it("stores the entry in the change's transaction: when a later step fails, neither the status nor the entry is kept", async () => {
    const { db } = app.database;
    const { user } = await createUser(db, "pending");
    // the approval e-mail is queued after the entry is written; make queuing it fail for this user
    await db.execute(
      sql.raw(`create function refuse_mail_to_test_user() returns trigger language plpgsql as $$
        begin if new."to" = '${user.email}' then raise exception 'mail refused by the test'; end if; return new; end $$`),
    );
    await db.execute(sql.raw(`create trigger refuse_mail_to_test_user before insert on mail_outbox for each row execute function refuse_mail_to_test_user()`));
    try {
      await expect(changeUserStatus(db, app.services.brand, "http://localhost", { userId: user.id, status: "approved", actor: adminUser })).rejects.toThrow();
      expect((await findUser(db, user.email)).status).toBe("pending");
      expect(await entriesOf(user.id)).toEqual([]);
    } finally {
      await db.execute(sql.raw(`drop trigger refuse_mail_to_test_user on mail_outbox; drop function refuse_mail_to_test_user()`));
    }
    await changeUserStatus(db, app.services.brand, "http://localhost", { userId: user.id, status: "approved", actor: adminUser });
    expect(await entriesOf(user.id)).toHaveLength(1);
  });
});

describe("products", () => {
  let categoryId: string;
  let n = 0;
  beforeAll(async () => {
    const [c] = await app.database.db.insert(categories).values({ name: "Audit Kits", slug: "audit-kits" }).returning();
    categoryId = c.id;
  });
  const form = (extra: Record<string, unknown> = {}) => ({
    name: "CR3520 Reagent Kit",
    description: "Reagents for the CR3520 method.",
    sku: `AUD-${++n}`,
    price: "12500.00",
    priceOnRequest: false,
    stockQuantity: "10",
    categoryId,
    inStock: true,
    featured: false,
    specifications: "Volume: 10 mL\nStorage: 4 °C",
    ...extra,
  });
  const create = async (body = form()) => {
    const res = await app.request("/api/products", { method: "POST", json: body, cookie: admin });
    expect(res.status).toBe(201);
    return { id: (await res.json()).id as string, body };
  };
  const put = (id: string, json: unknown) => app.request(`/api/products/${id}`, { method: "PUT", json, cookie: admin });

  it("records a creation with the product's fields, the price in dollars and the category by name", async () => {
    const { id, body } = await create();
    const [entry, ...more] = await entriesOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ ...byAdmin(), subjectType: "product", subjectLabel: body.sku, action: "created", before: null });
    expect(entry.after).toMatchObject({
      name: "CR3520 Reagent Kit",
      sku: body.sku,
      price: "12500.00",
      stockQuantity: 10,
      category: "Audit Kits",
      specifications: { Volume: "10 mL", Storage: "4 °C" },
    });
  });

  it("records an edit with only the fields that changed: a price change, a stock change, other edits", async () => {
    const { id, body } = await create();
    expect((await put(id, { ...body, price: "13000.00" })).status).toBe(200);
    expect((await put(id, { ...body, price: "13000.00", stockQuantity: "4" })).status).toBe(200);
    expect((await put(id, { ...body, price: "13000.00", stockQuantity: "4", name: "CR3520 Reagent Kit (2026)" })).status).toBe(200);
    // specifications in another order are the same specifications: a save without changes records nothing
    expect(
      (
        await put(id, {
          ...body,
          price: "13000.00",
          stockQuantity: "4",
          name: "CR3520 Reagent Kit (2026)",
          specifications: { Storage: "4 °C", Volume: "10 mL" },
        })
      ).status,
    ).toBe(200);
    const [, price, stock, name, ...more] = await entriesOf(id);
    expect(more).toEqual([]);
    expect(price).toMatchObject({
      ...byAdmin(),
      action: "price-changed",
      subjectLabel: body.sku,
      before: { price: "12500.00" },
      after: { price: "13000.00" },
    });
    expect(stock).toMatchObject({ action: "stock-changed", before: { stockQuantity: 10 }, after: { stockQuantity: 4 } });
    expect(name).toMatchObject({ action: "updated", before: { name: "CR3520 Reagent Kit" }, after: { name: "CR3520 Reagent Kit (2026)" } });
    expect(Object.keys(price.after!)).toEqual(["price"]);
  });

  it("records a move to another category by the categories' names", async () => {
    const { id, body } = await create();
    const [other] = await app.database.db
      .insert(categories)
      .values({ name: "Audit Capillaries", slug: `audit-capillaries-${n}` })
      .returning();
    expect((await put(id, { ...body, categoryId: other.id })).status).toBe(200);
    expect((await put(id, { ...body, categoryId: null })).status).toBe(200);
    const [, moved, removed] = await entriesOf(id);
    expect(moved).toMatchObject({ action: "updated", before: { category: "Audit Kits" }, after: { category: "Audit Capillaries" } });
    expect(removed).toMatchObject({ before: { category: "Audit Capillaries" }, after: { category: null } });
    expect(Object.keys(moved.after!)).toEqual(["category"]);
  });

  it("records a deletion with what the product was", async () => {
    const { id, body } = await create();
    expect((await app.request(`/api/products/${id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    const [, deleted] = await entriesOf(id);
    expect(deleted).toMatchObject({
      ...byAdmin(),
      action: "deleted",
      subjectLabel: body.sku,
      after: null,
      before: expect.objectContaining({ price: "12500.00" }),
    });
  });

  it("writes nothing for a refused edit (a taken SKU), and one entry for the next edit", async () => {
    const first = await create();
    const second = await create();
    expect((await put(second.id, { ...second.body, sku: first.body.sku, price: "1.00" })).status).toBe(409);
    expect(await entriesOf(second.id)).toHaveLength(1); // its creation
    expect((await put(second.id, { ...second.body, price: "1.00" })).status).toBe(200);
    expect(await entriesOf(second.id)).toHaveLength(2);
  });

  it("keeps the change and its entry together: when the entry cannot be written, the price stays as it was", async () => {
    const { db } = app.database;
    const { id, body } = await create();
    await db.execute(
      sql.raw(`create function refuse_test_entry() returns trigger language plpgsql as $$
        begin if new.subject_label = '${body.sku}' then raise exception 'entry refused by the test'; end if; return new; end $$`),
    );
    await db.execute(sql.raw(`create trigger refuse_test_entry before insert on audit_log for each row execute function refuse_test_entry()`));
    try {
      expect((await put(id, { ...body, price: "99.00" })).status).toBe(500);
    } finally {
      await db.execute(sql.raw(`drop trigger refuse_test_entry on audit_log; drop function refuse_test_entry()`));
    }
    const [stored] = await db.select().from(products).where(eq(products.id, id));
    expect(stored.priceCents).toBe(1_250_000);
  });
});

describe("categories", () => {
  const post = (json: unknown) => app.request("/api/categories", { method: "POST", json, cookie: admin });

  it("records creation, an edit of the changed fields and deletion", async () => {
    const res = await post({ name: "Capillaries", slug: "audit-capillaries", description: "Bare fused silica" });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(
      (
        await app.request(`/api/categories/${id}`, {
          method: "PUT",
          json: { name: "Capillaries", slug: "audit-capillaries", description: "Coated" },
          cookie: admin,
        })
      ).status,
    ).toBe(200);
    expect((await app.request(`/api/categories/${id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    const entries = await entriesOf(id);
    expect(entries.map((e) => e.action)).toEqual(["created", "updated", "deleted"]);
    expect(entries[0]).toMatchObject({
      ...byAdmin(),
      subjectType: "category",
      subjectLabel: "Capillaries",
      after: { name: "Capillaries", slug: "audit-capillaries" },
    });
    expect(entries[1]).toMatchObject({ before: { description: "Bare fused silica" }, after: { description: "Coated" } });
    expect(Object.keys(entries[1].after!)).toEqual(["description"]);
    expect(entries[2]).toMatchObject({ before: { name: "Capillaries", description: "Coated" }, after: null });
  });

  it("writes nothing when a deletion is refused (the category still has products)", async () => {
    const { id } = await (await post({ name: "Occupied", slug: "audit-occupied" })).json();
    await app.database.db.insert(products).values({ name: "Resident", description: "x", sku: `RES-${Date.now()}`, categoryId: id });
    expect((await app.request(`/api/categories/${id}`, { method: "DELETE", cookie: admin })).status).toBe(409);
    expect((await entriesOf(id)).map((e) => e.action)).toEqual(["created"]);
  });
});

describe("orders", () => {
  async function placeOrder() {
    const kit = await createProduct(app, { priceCents: 1_000 });
    const sessionId = newCart();
    expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: kit.id, quantity: 1 }, cookie: approved })).status).toBe(201);
    const res = await orderAsSeen(
      app,
      sessionId,
      { customerName: "Marie Curie", customerEmail: "mc@lab.example.org", shippingAddress: "1 Rue Pierre et Marie Curie, Paris" },
      approved,
    );
    expect(res.status).toBe(201);
    return (await res.json()) as { orderId: string; orderNumber: string };
  }
  const setStatus = (id: string, json: unknown) => app.request(`/api/orders/${id}/status`, { method: "PUT", json, cookie: admin });

  it("records each status change with the order number, and the tracking reference when it is set", async () => {
    const { orderId, orderNumber } = await placeOrder();
    expect((await setStatus(orderId, { status: "confirmed" })).status).toBe(200);
    expect((await setStatus(orderId, { status: "pending" })).status).toBe(400);
    expect((await setStatus(orderId, { status: "shipped", trackingReference: "1Z999AA10123456784" })).status).toBe(200);
    const [created, ...entries] = await entriesOf(orderId);
    // the order function's one row, by the buyer, naming where the order came from
    expect(created).toMatchObject({ subjectLabel: orderNumber, action: "created", after: { source: "checkout", status: "pending" } });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      ...byAdmin(),
      subjectType: "order",
      subjectLabel: orderNumber,
      action: "status-changed",
      before: { status: "pending" },
      after: { status: "confirmed" },
    });
    expect(entries[1]).toMatchObject({
      before: { status: "confirmed", trackingReference: null },
      after: { status: "shipped", trackingReference: "1Z999AA10123456784" },
    });
  });
});

describe("the log cannot be changed", () => {
  it("refuses UPDATE and DELETE through SQL (the append-only trigger)", async () => {
    const { db } = app.database;
    await recordAudit(db, {
      actor: adminUser,
      subjectType: "product",
      subjectId: "sql-probe",
      action: "updated",
      before: { priceCents: 1 },
      after: { priceCents: 2 },
    });
    await expect(db.execute(sql`update audit_log set action = 'forged' where subject_id = 'sql-probe'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where subject_id = 'sql-probe'`)).rejects.toThrow();
    expect(await entriesOf("sql-probe")).toEqual([expect.objectContaining({ action: "updated" })]);
  });

  it("has no route that writes to it", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await app.request("/api/admin/audit", { method, json: {}, cookie: admin });
      expect(res.status, method).toBe(404);
    }
  });
});

describe("GET /api/admin/audit", () => {
  const list = async (query: string, cookie = admin) => {
    const res = await app.request(`/api/admin/audit${query}`, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    return (await res.json()) as AuditPage;
  };

  it("lists entries newest first, filtered by subject type, subject text or id, actor and action", async () => {
    const { db } = app.database;
    const stamp = Date.now();
    const other = { id: crypto.randomUUID(), email: `sales-${stamp}@example.com` };
    await recordAudit(db, {
      actor: adminUser,
      subjectType: "product",
      subjectId: `p-${stamp}`,
      subjectLabel: `FILTER-${stamp}-A`,
      action: "price-changed",
      before: { priceCents: 100 },
      after: { priceCents: 200 },
    });
    await recordAudit(db, {
      actor: other,
      subjectType: "product",
      subjectId: `q-${stamp}`,
      subjectLabel: `FILTER-${stamp}-B`,
      action: "updated",
      before: { name: "a" },
      after: { name: "b" },
    });
    await recordAudit(db, { actor: other, subjectType: "order", subjectId: `o-${stamp}`, subjectLabel: `filter-${stamp}-order`, action: "status-changed" });

    const all = await list(`?subject=filter-${stamp}`);
    expect(all.entries.map((e) => e.subjectId)).toEqual([`o-${stamp}`, `q-${stamp}`, `p-${stamp}`]);
    expect(all).toMatchObject({ page: 1, pageSize: AUDIT_PAGE_SIZE, hasNext: false });
    expect(all.entries[2]).toMatchObject({ actorEmail: TEST_ADMIN.email, before: { price: "1.00" }, after: { price: "2.00" } });
    expect((await list(`?subject=filter-${stamp}&subjectType=product`)).entries.map((e) => e.subjectId)).toEqual([`q-${stamp}`, `p-${stamp}`]);
    expect((await list(`?subject=p-${stamp}`)).entries.map((e) => e.subjectId)).toEqual([`p-${stamp}`]);
    expect((await list(`?actor=SALES-${stamp}`)).entries.map((e) => e.subjectId)).toEqual([`o-${stamp}`, `q-${stamp}`]);
    expect((await list(`?subject=filter-${stamp}&action=price-changed`)).entries.map((e) => e.subjectId)).toEqual([`p-${stamp}`]);
    expect((await list(`?subject=${encodeURIComponent("%")}`)).entries).toEqual([]);
  });

  it("carries amounts as dollars, entries written in cents before that rule included", async () => {
    const { db } = app.database;
    const stamp = Date.now();
    // an entry as the log kept them before: cents, in a price change and in an account's price list
    await db.insert(auditLog).values({
      actorId: adminUser.id,
      actorEmail: adminUser.email,
      subjectType: "account-terms",
      subjectId: `legacy-${stamp}`,
      subjectLabel: `legacy-${stamp}@lab.example.org`,
      action: "terms-changed",
      before: { paymentTerms: "net-30", prices: { "MB03-CE": 25_000 } },
      after: { paymentTerms: "net-30", prices: { "MB03-CE": 110_000 }, lines: [{ sku: "MB03-CE", unitPriceCents: 110_000 }] },
    });
    const [legacy] = (await list(`?subject=legacy-${stamp}@lab.example.org`)).entries;
    expect(legacy.before).toEqual({ paymentTerms: "net-30", prices: { "MB03-CE": "250.00" } });
    expect(legacy.after).toEqual({ paymentTerms: "net-30", prices: { "MB03-CE": "1100.00" }, lines: [{ sku: "MB03-CE", unitPrice: "1100.00" }] });

    // a new entry is stored in dollars
    await recordAudit(db, {
      actor: adminUser,
      subjectType: "product",
      subjectId: `dollars-${stamp}`,
      subjectLabel: `DOLLARS-${stamp}`,
      action: "price-changed",
      before: { priceCents: 25_000 },
      after: { priceCents: 110_000 },
    });
    const [stored] = await entriesOf(`dollars-${stamp}`);
    expect(stored).toMatchObject({ before: { price: "250.00" }, after: { price: "1100.00" } });
    const body = await (await app.request(`/api/admin/audit?subject=DOLLARS-${stamp}`, { cookie: admin })).text();
    expect(body).toContain('"price":"1100.00"');
    expect(body).not.toMatch(/Cents|110000/);
  });

  it("pages by 50 with next and previous", async () => {
    const { db } = app.database;
    const label = `PAGED-${Date.now()}`;
    for (let i = 0; i < AUDIT_PAGE_SIZE + 1; i++) {
      await recordAudit(db, { actor: adminUser, subjectType: "category", subjectId: `${label}-${i}`, subjectLabel: label, action: "updated" });
    }
    const first = await list(`?subject=${label}`);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.hasNext).toBe(true);
    expect(first.entries[0].subjectId).toBe(`${label}-${AUDIT_PAGE_SIZE}`);
    const second = await list(`?subject=${label}&page=2`);
    expect(second).toMatchObject({ page: 2, hasNext: false });
    expect(second.entries.map((e) => e.subjectId)).toEqual([`${label}-0`]);
  });

  it("answers bad filter values with 400 and a message", async () => {
    const cases: Array<[string, string]> = [
      ["?subjectType=invoice", AUDIT_FILTER_MESSAGES.subjectType],
      ["?action=DROP%20TABLE", AUDIT_FILTER_MESSAGES.action],
      ["?page=0", AUDIT_FILTER_MESSAGES.page],
      ["?page=abc", AUDIT_FILTER_MESSAGES.page],
      ["?page=1.5", AUDIT_FILTER_MESSAGES.page],
      [`?subject=${"x".repeat(201)}`, "Subject is too long"],
      ["?actor=%00", "Contains characters that are not allowed"],
    ];
    for (const [query, message] of cases) {
      const res = await app.request(`/api/admin/audit${query}`, { cookie: admin });
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toEqual({ message, code: "validation_failed" });
    }
  });

  it("is for admins only: 401 signed out, 403 for an approved or a pending customer", async () => {
    expect((await app.request("/api/admin/audit")).status).toBe(401);
    expect((await app.request("/api/admin/audit", { cookie: approved })).status).toBe(403);
    expect((await app.request("/api/admin/audit", { cookie: pending })).status).toBe(403);
    const body = await (await app.request("/api/admin/audit", { cookie: approved })).text();
    expect(body).not.toContain("priceCents");
  });
});
