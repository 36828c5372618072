import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartItems, products, sharedListLines, sharedLists } from "../../server/db/schema";
import { createProduct, newCart } from "../support/catalogue";
import { organisationWithEveryRole, type SignedInMember } from "../support/organisations";
import { useTestApp } from "../support/test-app";

const app = useTestApp();

/** One organisation with a member of each role, and a second organisation. */
let admin: SignedInMember;
let approver: SignedInMember;
let buyer: SignedInMember;
let requester: SignedInMember;
let otherAdmin: SignedInMember;
let staff: string;

beforeAll(async () => {
  ({ admin, approver, buyer, requester, otherAdmin, staff } = await organisationWithEveryRole(app));
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, path: string, cookie?: string, json?: unknown) => app.request(path, { method, cookie, json });
const LISTS = "/api/organisation/lists";

async function createList(who: SignedInMember, lines: { sku: string; quantity: number }[], name = "Weekly buffers") {
  const res = await call("POST", LISTS, who.cookie, { name, lines });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; name: string; lines: { sku: string; name: string | null; quantity: number }[] };
}

async function storedLists() {
  const lists = await app.database.db.select().from(sharedLists);
  const lines = await app.database.db.select().from(sharedListLines);
  return { lists, lines };
}

const linesOf = async (id: string) => app.database.db.select().from(sharedListLines).where(eq(sharedListLines.listId, id)).orderBy(sharedListLines.position);

describe("shared lists are the organisation's", () => {
  it("any member makes one; every member of the organisation reads it, with the products' names; the other organisation does not", async () => {
    const buffer = await createProduct(app, { priceCents: 1_250, name: "Running buffer" });
    const capillary = await createProduct(app, { priceCents: 9_900, name: "Fused-silica capillary" });
    const res = await call("POST", LISTS, requester.cookie, {
      name: "  Monday restock ",
      lines: [
        { sku: buffer.sku.toLowerCase(), quantity: 4 },
        { sku: capillary.sku, quantity: 2 },
        { sku: buffer.sku, quantity: 1 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const created = await res.json();
    expect(created).toEqual({
      id: expect.any(String),
      name: "Monday restock",
      // the catalogue's spelling, lines of one SKU merged
      lines: [
        { sku: buffer.sku, name: "Running buffer", quantity: 5 },
        { sku: capillary.sku, name: "Fused-silica capillary", quantity: 2 },
      ],
      createdBy: { id: requester.id, name: expect.any(String) },
      updatedAt: expect.any(String),
    });
    for (const who of [admin, approver, buyer, requester]) {
      const seen = await call("GET", LISTS, who.cookie);
      expect(seen.status).toBe(200);
      expect(await seen.json()).toContainEqual(created);
    }
    const foreign = await call("GET", LISTS, otherAdmin.cookie);
    expect(foreign.status).toBe(200);
    expect((await foreign.json()).map((list: { id: string }) => list.id)).not.toContain(created.id);
  });

  it("staff belong to no organisation: 404 no_organisation", async () => {
    const res = await call("GET", LISTS, staff);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe("no_organisation");
  });
});

describe("bad lists are refused and nothing is stored", () => {
  it.each([
    ["no name", { name: "  ", lines: [{ sku: "X", quantity: 1 }] }],
    ["a quantity of 0", { name: "L", lines: [{ sku: "X", quantity: 0 }] }],
    ["a quantity of 1000", { name: "L", lines: [{ sku: "X", quantity: 1000 }] }],
    ["no lines", { name: "L", lines: [] }],
    ["201 lines", { name: "L", lines: Array.from({ length: 201 }, (_, i) => ({ sku: `X-${i}`, quantity: 1 })) }],
  ])("%s → 400 validation_failed", async (_, body) => {
    const before = await storedLists();
    const res = await call("POST", LISTS, buyer.cookie, body);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("validation_failed");
    expect(await storedLists()).toEqual(before);
  });

  it("unknown SKUs → 422 unknown_sku naming them", async () => {
    const known = await createProduct(app, { priceCents: 1_000 });
    const before = await storedLists();
    const res = await call("POST", LISTS, buyer.cookie, {
      name: "L",
      lines: [
        { sku: known.sku, quantity: 1 },
        { sku: "NO-SUCH-1", quantity: 1 },
        { sku: "NO-SUCH-2", quantity: 3 },
      ],
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe("unknown_sku");
    expect(body.message).toContain("NO-SUCH-1");
    expect(body.message).toContain("NO-SUCH-2");
    expect(await storedLists()).toEqual(before);
  });

  it("lines of one SKU adding up past 999 → 400", async () => {
    const known = await createProduct(app, { priceCents: 1_000 });
    const res = await call("POST", LISTS, buyer.cookie, {
      name: "L",
      lines: [
        { sku: known.sku, quantity: 600 },
        { sku: known.sku, quantity: 600 },
      ],
    });
    expect(res.status).toBe(400);
  });
});

describe("editing and deleting", () => {
  it("its creator replaces the name and lines (200); an admin too", async () => {
    const a = await createProduct(app, { priceCents: 1_000 });
    const b = await createProduct(app, { priceCents: 2_000, name: "Sample vials" });
    const list = await createList(buyer, [{ sku: a.sku, quantity: 1 }]);
    const res = await call("PUT", `${LISTS}/${list.id}`, buyer.cookie, { name: "Renamed", lines: [{ sku: b.sku, quantity: 7 }] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: list.id, name: "Renamed", lines: [{ sku: b.sku, name: "Sample vials", quantity: 7 }] });
    const byAdmin = await call("PUT", `${LISTS}/${list.id}`, admin.cookie, { name: "By admin", lines: [{ sku: a.sku, quantity: 2 }] });
    expect(byAdmin.status).toBe(200);
    expect((await linesOf(list.id)).map((line) => [line.sku, line.quantity])).toEqual([[a.sku, 2]]);
  });

  it("other members may not change or delete it: 403 not_allowed, nothing changes", async () => {
    const a = await createProduct(app, { priceCents: 1_000 });
    const list = await createList(buyer, [{ sku: a.sku, quantity: 3 }]);
    for (const who of [approver, requester]) {
      const put = await call("PUT", `${LISTS}/${list.id}`, who.cookie, { name: "Mine now", lines: [{ sku: a.sku, quantity: 9 }] });
      expect(put.status).toBe(403);
      expect((await put.json()).code).toBe("not_allowed");
      const del = await call("DELETE", `${LISTS}/${list.id}`, who.cookie);
      expect(del.status).toBe(403);
    }
    const [stored] = await app.database.db.select().from(sharedLists).where(eq(sharedLists.id, list.id));
    expect(stored.name).toBe("Weekly buffers");
    expect((await linesOf(list.id)).map((line) => line.quantity)).toEqual([3]);
  });

  it("a bad edit (unknown SKU, bad quantity) leaves the list as it was", async () => {
    const a = await createProduct(app, { priceCents: 1_000 });
    const list = await createList(buyer, [{ sku: a.sku, quantity: 3 }]);
    expect((await call("PUT", `${LISTS}/${list.id}`, buyer.cookie, { name: "X", lines: [{ sku: "GONE-1", quantity: 1 }] })).status).toBe(422);
    expect((await call("PUT", `${LISTS}/${list.id}`, buyer.cookie, { name: "X", lines: [{ sku: a.sku, quantity: 1000 }] })).status).toBe(400);
    const [stored] = await app.database.db.select().from(sharedLists).where(eq(sharedLists.id, list.id));
    expect(stored.name).toBe("Weekly buffers");
    expect((await linesOf(list.id)).map((line) => line.quantity)).toEqual([3]);
  });

  it("its creator deletes it (204) with its lines; an admin deletes another's", async () => {
    const a = await createProduct(app, { priceCents: 1_000 });
    const mine = await createList(requester, [{ sku: a.sku, quantity: 1 }]);
    const res = await call("DELETE", `${LISTS}/${mine.id}`, requester.cookie);
    expect(res.status).toBe(204);
    expect(await linesOf(mine.id)).toEqual([]);
    const theirs = await createList(buyer, [{ sku: a.sku, quantity: 1 }]);
    expect((await call("DELETE", `${LISTS}/${theirs.id}`, admin.cookie)).status).toBe(204);
    expect(await app.database.db.select().from(sharedLists).where(eq(sharedLists.id, theirs.id))).toEqual([]);
  });
});

describe("another organisation's or a malformed id is not found", () => {
  it.each([
    ["PUT", ""],
    ["DELETE", ""],
    ["POST", "/cart"],
  ] as const)("%s …%s → 404 list_not_found, nothing changes", async (method, tail) => {
    const a = await createProduct(app, { priceCents: 1_000 });
    const list = await createList(buyer, [{ sku: a.sku, quantity: 2 }]);
    const body = { name: "Taken", lines: [{ sku: a.sku, quantity: 5 }] };
    for (const id of [list.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const res = await call(method, `${LISTS}/${id}${tail}`, otherAdmin.cookie, method === "DELETE" ? undefined : body);
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe("list_not_found");
    }
    expect((await linesOf(list.id)).map((line) => line.quantity)).toEqual([2]);
    const otherCart = await app.database.db.select().from(cartItems).where(eq(cartItems.productId, a.id));
    expect(otherCart).toEqual([]);
  });
});

describe("adding a list to a cart", () => {
  it("puts the lines on top of the account cart and skips deleted, price-on-request and out-of-stock products with a reason", async () => {
    const held = await createProduct(app, { priceCents: 1_000, stock: 50, name: "Held" });
    const fresh = await createProduct(app, { priceCents: 2_000, stock: 50, name: "Fresh" });
    const onRequest = await createProduct(app, { priceCents: null, name: "On request" });
    const empty = await createProduct(app, { priceCents: 3_000, stock: 0, name: "Sold out" });
    const doomed = await createProduct(app, { priceCents: 4_000, name: "Discontinued" });
    const list = await createList(admin, [
      { sku: held.sku, quantity: 3 },
      { sku: fresh.sku, quantity: 2 },
      { sku: onRequest.sku, quantity: 1 },
      { sku: empty.sku, quantity: 1 },
      { sku: doomed.sku, quantity: 1 },
    ]);
    await app.database.db.delete(products).where(eq(products.id, doomed.id));

    // the buyer's account cart already holds 4 of one product
    const first = await call("POST", "/api/cart/bulk", buyer.cookie, { text: `${held.sku}, 4` });
    expect(first.status).toBe(200);
    const sessionId = (await first.json()).sessionId as string;

    const res = await call("POST", `${LISTS}/${list.id}/cart`, buyer.cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.added).toEqual([
      { sku: held.sku, quantity: 3 },
      { sku: fresh.sku, quantity: 2 },
    ]);
    expect(body.skipped.map(({ sku, reason }: { sku: string; reason: string }) => ({ sku, reason }))).toEqual([
      { sku: onRequest.sku, reason: "price_on_request" },
      { sku: empty.sku, reason: "out_of_stock" },
      { sku: doomed.sku, reason: "deleted" },
    ]);
    expect(body.sessionId).toBe(sessionId);
    const cart = await app.database.db.select().from(cartItems).where(eq(cartItems.sessionId, sessionId));
    expect(Object.fromEntries(cart.map((item) => [item.productId, item.quantity]))).toEqual({ [held.id]: 7, [fresh.id]: 2 });
  });

  it("into the cart named by sessionId, as POST /api/cart names it; another account's cart is 404 cart_not_found", async () => {
    const a = await createProduct(app, { priceCents: 1_000 });
    const list = await createList(requester, [{ sku: a.sku, quantity: 2 }]);
    const browserCart = newCart();
    const res = await call("POST", `${LISTS}/${list.id}/cart`, approver.cookie, { sessionId: browserCart });
    expect(res.status).toBe(200);
    const inCart = await app.database.db.select().from(cartItems).where(eq(cartItems.sessionId, browserCart));
    expect(inCart.map((item) => [item.productId, item.quantity])).toEqual([[a.id, 2]]);

    const buyersCart = (await (await call("POST", "/api/cart/account", buyer.cookie, {})).json()).sessionId as string;
    const buyersItems = () => app.database.db.select().from(cartItems).where(eq(cartItems.sessionId, buyersCart)).orderBy(cartItems.id);
    const before = await buyersItems();
    const refused = await call("POST", `${LISTS}/${list.id}/cart`, approver.cookie, { sessionId: buyersCart });
    expect(refused.status).toBe(404);
    expect((await refused.json()).code).toBe("cart_not_found");
    expect(await buyersItems()).toEqual(before);
  });
});

describe("a bad cart body", () => {
  it.each([
    ["malformed JSON", "{not json"],
    ["a cart id of another shape", JSON.stringify({ sessionId: "not-a-cart" })],
  ])("%s → 400 validation_failed, nothing added", async (_, body) => {
    const a = await createProduct(app, { priceCents: 1_000 });
    const list = await createList(buyer, [{ sku: a.sku, quantity: 2 }]);
    const res = await app.request(`${LISTS}/${list.id}/cart`, { method: "POST", cookie: buyer.cookie, body, headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("validation_failed");
    expect(await app.database.db.select().from(cartItems).where(eq(cartItems.productId, a.id))).toEqual([]);
  });
});

describe("signed out", () => {
  it.each([
    ["GET", LISTS],
    ["POST", LISTS],
    ["PUT", `${LISTS}/00000000-0000-4000-8000-000000000000`],
    ["DELETE", `${LISTS}/00000000-0000-4000-8000-000000000000`],
    ["POST", `${LISTS}/00000000-0000-4000-8000-000000000000/cart`],
  ] as const)("%s %s → 401 not_signed_in before the body is read", async (method, path) => {
    const body = method === "GET" ? undefined : "{not json";
    const res = await app.request(path, { method, body, headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("not_signed_in");
  });
});
