import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { USER_STATUSES, userStatusActions } from "~/lib/admin-user-status";
import { mailOutbox } from "../../server/db/schema";
import { canChangeStatus } from "../../server/services/accounts/accounts";
import { createUser, findUser, signInCookie } from "../support/accounts";
import { createProduct } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  await createProduct(app, { priceCents: 12_345, name: "Priced kit" });
});

const setStatus = (id: string, status: unknown) => app.request(`/api/users/${id}/status`, { method: "PUT", json: { status }, cookie: admin });
const mailsTo = (to: string, kind: string) =>
  app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
const pricesSeenBy = async (cookie: string) =>
  ((await (await app.request("/api/products", { cookie })).json()) as Array<{ price: string | null }>).map((p) => p.price);

describe("GET /api/users", () => {
  it("lists accounts without password hashes, pending approvals first", async () => {
    const pending = await createUser(app.database.db, "pending");
    await createUser(app.database.db, "approved");
    const res = await app.request("/api/users", { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const users = (await res.json()) as Array<Record<string, unknown>>;
    expect(users[0]).toMatchObject({ id: pending.user.id, status: "pending", email: pending.email, company: "Test Lab" });
    expect(JSON.stringify(users)).not.toMatch(/passwordHash|argon2/);
  });
});

describe("PUT /api/users/{id}/status (spec §4)", () => {
  it("approves a pending user, records who and when, e-mails them and gives them prices at once", async () => {
    const { user, email, password } = await createUser(app.database.db, "pending");
    const cookie = await signInCookie(app, email, password);
    expect(await pricesSeenBy(cookie)).toEqual([null]);

    const res = await setStatus(user.id, "approved");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, status: "approved", approvedAt: expect.any(String) });
    const stored = await findUser(app.database.db, email);
    expect(stored.approvedBy).toBe((await findUser(app.database.db, TEST_ADMIN.email)).id);
    expect(await mailsTo(email, "account-approved")).toHaveLength(1);
    expect(await pricesSeenBy(cookie)).toEqual(["$123.45"]);

    // Revoke: approved → rejected; the same session loses prices on its next request.
    const revoked = await setStatus(user.id, "rejected");
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ status: "rejected", approvedAt: null });
    expect(await mailsTo(email, "account-rejected")).toHaveLength(1);
    expect(await pricesSeenBy(cookie)).toEqual([null]);

    // rejected → approved again
    expect((await setStatus(user.id, "approved")).status).toBe(200);
    expect(await mailsTo(email, "account-approved")).toHaveLength(2);
  });

  it("rejects a pending user and e-mails them", async () => {
    const { user, email } = await createUser(app.database.db, "pending");
    expect((await setStatus(user.id, "rejected")).status).toBe(200);
    expect(await mailsTo(email, "account-rejected")).toHaveLength(1);
  });

  it("answers every other transition with 400 and sends nothing", async () => {
    const cases: Array<["pending" | "approved" | "rejected", string]> = [
      ["pending", "pending"],
      ["approved", "approved"],
      ["approved", "pending"],
      ["rejected", "rejected"],
      ["rejected", "pending"],
    ];
    for (const [from, to] of cases) {
      const { user, email } = await createUser(app.database.db, from);
      const res = await setStatus(user.id, to);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(`A ${from} account cannot be changed to ${to}`);
      expect((await findUser(app.database.db, email)).status).toBe(from);
      expect(await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
    }
  });

  it("refuses unknown statuses, extra fields, the admin account and unknown users", async () => {
    const { user } = await createUser(app.database.db, "pending");
    expect((await setStatus(user.id, "banned")).status).toBe(400);
    expect((await app.request(`/api/users/${user.id}/status`, { method: "PUT", json: { status: "approved", role: "admin" }, cookie: admin })).status).toBe(400);
    expect((await findUser(app.database.db, user.email)).role).toBe("customer");
    const self = await findUser(app.database.db, TEST_ADMIN.email);
    const own = await setStatus(self.id, "rejected");
    expect(own.status).toBe(400);
    expect((await own.json()).message).toBe("An administrator account's status cannot be changed");
    expect((await setStatus("00000000-0000-4000-8000-000000000000", "approved")).status).toBe(404);
    expect((await setStatus("nope", "approved")).status).toBe(404);
  });

  it("offers in the UI exactly the transitions the server allows", () => {
    for (const from of USER_STATUSES) {
      const offered = userStatusActions[from].map((a) => a.status).sort();
      const allowed = USER_STATUSES.filter((to) => canChangeStatus(from, to)).sort();
      expect(offered).toEqual(allowed);
    }
  });
});
