import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, contactSubmissions, organisationMembers, sessions } from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

/**
 * The admin authorization matrix: every admin endpoint, every method, called as anonymous,
 * pending, approved, rejected and admin, and with a forged session cookie and an admin's expired
 * one. Only the admin gets through; everyone else gets 401 (signed out) or 403 (signed in, not an
 * admin) and changes nothing.
 */
const app = useTestApp();
type Who = "anonymous" | "forged" | "expired" | "pending" | "approved" | "rejected" | "admin";
const cookies: Partial<Record<Who, string>> = {};
let approvedCookie: string;

beforeAll(async () => {
  for (const status of ["pending", "approved", "rejected"] as const) {
    const u = await createUser(app.database.db, status);
    cookies[status] = await signInCookie(app, u.email, u.password);
  }
  approvedCookie = cookies.approved!;
  cookies.admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  cookies.forged = `sid=${randomBytes(32).toString("base64url")}`;
  const expired = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  const tokenHash = createHash("sha256").update(expired.slice("sid=".length)).digest("hex");
  const ended = await app.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.idHash, tokenHash))
    .returning();
  expect(ended).toHaveLength(1);
  cookies.expired = expired;
  await app.database.db.insert(contactSubmissions).values({ firstName: "Ada", lastName: "L", email: "ada@lab.example.org", message: "Please send a quote." });
});

let n = 0;
const productBody = () => ({ name: `Matrix product ${++n}`, description: "Made by the matrix.", sku: `MATRIX-${n}-${Date.now()}`, price: "10.00" });
const categoryBody = () => ({ name: `Matrix category ${++n}`, slug: `matrix-${n}-${Date.now()}` });

async function newCategoryId() {
  const [c] = await app.database.db.insert(categories).values(categoryBody()).returning();
  return c.id;
}

async function newOrderId() {
  const product = await createProduct(app, { priceCents: 1000 });
  const sessionId = newCart();
  expect((await app.request("/api/cart", { method: "POST", json: { sessionId, productId: product.id, quantity: 1 }, cookie: approvedCookie })).status).toBe(
    201,
  );
  const customer = { customerName: "Matrix Buyer", customerEmail: "buyer@lab.example.org", shippingAddress: "1 Long Street, Springfield" };
  const res = await orderAsSeen(app, sessionId, customer, approvedCookie);
  expect(res.status).toBe(201);
  return (await res.json()).orderId as string;
}

async function newPendingUserId() {
  return (await createUser(app.database.db, "pending")).user.id;
}

/** The one-person organisation a new registration makes. */
async function newOrganisationId() {
  const userId = await newPendingUserId();
  const [membership] = await app.database.db.select().from(organisationMembers).where(eq(organisationMembers.userId, userId));
  return membership.organisationId;
}

interface Endpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** builds a fresh, valid request so that the admin's call succeeds */
  prepare(): Promise<{ path: string; json?: unknown }>;
  success: number;
}

const endpoints: Record<string, Endpoint> = {
  "POST /api/products": { method: "POST", success: 201, prepare: async () => ({ path: "/api/products", json: productBody() }) },
  "PUT /api/products/:id": {
    method: "PUT",
    success: 200,
    prepare: async () => ({ path: `/api/products/${(await createProduct(app, { priceCents: 100 })).id}`, json: productBody() }),
  },
  "DELETE /api/products/:id": {
    method: "DELETE",
    success: 200,
    prepare: async () => ({ path: `/api/products/${(await createProduct(app, { priceCents: 100 })).id}` }),
  },
  "POST /api/categories": { method: "POST", success: 201, prepare: async () => ({ path: "/api/categories", json: categoryBody() }) },
  "PUT /api/categories/:id": { method: "PUT", success: 200, prepare: async () => ({ path: `/api/categories/${await newCategoryId()}`, json: categoryBody() }) },
  "DELETE /api/categories/:id": { method: "DELETE", success: 200, prepare: async () => ({ path: `/api/categories/${await newCategoryId()}` }) },
  "GET /api/users": { method: "GET", success: 200, prepare: async () => ({ path: "/api/users" }) },
  "PUT /api/users/:id/status": {
    method: "PUT",
    success: 200,
    prepare: async () => ({ path: `/api/users/${await newPendingUserId()}/status`, json: { status: "approved" } }),
  },
  "GET /api/contact": { method: "GET", success: 200, prepare: async () => ({ path: "/api/contact" }) },
  "GET /api/admin/event-registrations": { method: "GET", success: 200, prepare: async () => ({ path: "/api/admin/event-registrations" }) },
  "GET /api/admin/newsletter-subscribers": { method: "GET", success: 200, prepare: async () => ({ path: "/api/admin/newsletter-subscribers" }) },
  "GET /api/admin/audit": { method: "GET", success: 200, prepare: async () => ({ path: "/api/admin/audit?subjectType=product" }) },
  "GET /api/orders": { method: "GET", success: 200, prepare: async () => ({ path: "/api/orders" }) },
  "GET /api/orders/:id": { method: "GET", success: 200, prepare: async () => ({ path: `/api/orders/${await newOrderId()}` }) },
  "PUT /api/orders/:id/status": {
    method: "PUT",
    success: 200,
    prepare: async () => ({ path: `/api/orders/${await newOrderId()}/status`, json: { status: "confirmed" } }),
  },
  "GET /api/admin/orders.csv": { method: "GET", success: 200, prepare: async () => ({ path: "/api/admin/orders.csv" }) },
  "GET /api/admin/users/:id/terms": { method: "GET", success: 200, prepare: async () => ({ path: `/api/admin/users/${await newPendingUserId()}/terms` }) },
  "PUT /api/admin/users/:id/terms": {
    method: "PUT",
    success: 200,
    prepare: async () => ({ path: `/api/admin/users/${await newPendingUserId()}/terms`, json: { paymentTerms: "net-30", discountPercent: 5 } }),
  },
  "DELETE /api/admin/users/:id/terms": {
    method: "DELETE",
    success: 200,
    prepare: async () => ({ path: `/api/admin/users/${await newPendingUserId()}/terms` }),
  },
  "GET /api/admin/organisations": { method: "GET", success: 200, prepare: async () => ({ path: "/api/admin/organisations" }) },
  "GET /api/admin/organisations/:id": { method: "GET", success: 200, prepare: async () => ({ path: `/api/admin/organisations/${await newOrganisationId()}` }) },
  "PATCH /api/admin/organisations/:id": {
    method: "PATCH",
    success: 200,
    prepare: async () => ({ path: `/api/admin/organisations/${await newOrganisationId()}`, json: { name: "Renamed by staff" } }),
  },
  "PUT /api/admin/organisations/:id/terms": {
    method: "PUT",
    success: 200,
    prepare: async () => ({ path: `/api/admin/organisations/${await newOrganisationId()}/terms`, json: { paymentTerms: "net-30", discountPercent: 5 } }),
  },
};

const expected: Record<Who, number | "success"> = { anonymous: 401, forged: 401, expired: 401, pending: 403, approved: 403, rejected: 403, admin: "success" };
const matrix = Object.keys(endpoints).flatMap((name) => (Object.keys(expected) as Who[]).map((who) => [name, who] as const));

describe("admin endpoints: only the admin gets through", () => {
  it.each(matrix)("%s as %s", async (name, who) => {
    const endpoint = endpoints[name];
    const { path, json } = await endpoint.prepare();
    const res = await app.request(path, { method: endpoint.method, json, cookie: cookies[who] });
    const want = expected[who];
    expect(res.status).toBe(want === "success" ? endpoint.success : want);
    if (want !== "success") {
      const body = await res.json();
      expect(body.message).toBe(want === 401 ? "Please sign in first" : "You do not have permission to do this");
      expect(JSON.stringify(body)).not.toMatch(/customerEmail|passwordHash|"email"/);
    }
  });

  it("checks the session before anything else: a non-admin learns nothing from a bad id or body", async () => {
    for (const who of ["anonymous", "approved"] as const) {
      const status = who === "anonymous" ? 401 : 403;
      const bogus = [
        app.request("/api/products/not-a-uuid", { method: "PUT", json: { junk: true }, cookie: cookies[who] }),
        app.request("/api/orders/00000000-0000-0000-0000-000000000000", { cookie: cookies[who] }),
        app.request("/api/users/nope/status", { method: "PUT", json: {}, cookie: cookies[who] }),
        app.request("/api/admin/users/nope/terms", { method: "PUT", json: { junk: true }, cookie: cookies[who] }),
        app.request("/api/categories/nope", { method: "DELETE", cookie: cookies[who] }),
      ];
      for (const res of await Promise.all(bogus)) expect(res.status).toBe(status);
    }
  });

  it("changes nothing when a non-admin writes", async () => {
    const product = await createProduct(app, { priceCents: 100, name: "Untouchable" });
    const userId = await newPendingUserId();
    const orderId = await newOrderId();
    for (const who of ["anonymous", "pending", "approved", "rejected"] as const) {
      const cookie = cookies[who];
      await app.request(`/api/products/${product.id}`, { method: "PUT", json: { ...productBody(), name: "Hacked" }, cookie });
      await app.request(`/api/products/${product.id}`, { method: "DELETE", cookie });
      await app.request(`/api/users/${userId}/status`, { method: "PUT", json: { status: "approved" }, cookie });
      await app.request(`/api/orders/${orderId}/status`, { method: "PUT", json: { status: "cancelled" }, cookie });
    }
    const asAdmin = { cookie: cookies.admin };
    expect((await (await app.request(`/api/products/${product.id}`)).json()).name).toBe("Untouchable");
    const users = (await (await app.request("/api/users", asAdmin)).json()) as Array<{ id: string; status: string }>;
    expect(users.find((u) => u.id === userId)?.status).toBe("pending");
    expect((await (await app.request(`/api/orders/${orderId}`, asAdmin)).json()).status).toBe("pending");
  });

  it("leaves the public reads public", async () => {
    expect((await app.request("/api/products")).status).toBe(200);
    expect((await app.request("/api/categories")).status).toBe(200);
  });

  it("refuses an admin's write sent from another site", async () => {
    const res = await app.request("/api/products", { method: "POST", json: productBody(), cookie: cookies.admin, headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });
});
