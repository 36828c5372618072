import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema";
import { ORDER_STATUSES, canChangeOrderStatus } from "~/lib/admin-order-status";
import { csvCell } from "../../server/services/orders/order-csv-admin";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen, stockOf } from "../support/catalogue";
import { orderOne } from "../support/organisation-orders";
import { createOrganisationAdmin, createOrganisationMember } from "../support/organisations";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

const app = useTestApp();
let admin: string;
let approved: string;
let approvedEmail: string;

beforeAll(async () => {
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  const u = await createUser(app.database.db, "approved", "customer", { company: "Franklin Lab" });
  approved = await signInCookie(app, u.email, u.password);
  approvedEmail = u.email;
});

const customer = {
  customerName: "Rosalind Franklin",
  customerEmail: "rf@lab.example.org",
  customerCompany: "King's College",
  customerPhone: "+44 20 5555 0199",
  shippingAddress: "Strand, London WC2R 2LS",
  billingAddress: "Accounts payable, Strand, London",
  notes: "Deliver to goods-in",
};

async function placeOrder(lines: Array<{ productId: string; quantity: number }>, orderData: Record<string, unknown> = customer) {
  const sessionId = newCart();
  for (const line of lines) {
    expect((await app.request("/api/cart", { method: "POST", json: { sessionId, ...line }, cookie: approved })).status).toBe(201);
  }
  const res = await orderAsSeen(app, sessionId, orderData, approved);
  expect(res.status).toBe(201);
  return (await res.json()).orderId as string;
}

const getJson = async (path: string) => (await app.request(path, { cookie: admin })).json();
const setStatus = (id: string, status: string) => app.request(`/api/orders/${id}/status`, { method: "PUT", json: { status }, cookie: admin });

describe("GET /api/orders and /api/orders/{id}", () => {
  it("lists orders newest first with status, customer, total and item count", async () => {
    const kit = await createProduct(app, { priceCents: 45_000 });
    const reagent = await createProduct(app, { priceCents: 20_000 });
    const first = await placeOrder([{ productId: kit.id, quantity: 2 }]);
    const second = await placeOrder([{ productId: reagent.id, quantity: 1 }], { ...customer, customerName: "Second Buyer" });
    const res = await app.request("/api/orders", { cookie: admin });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const list = (await res.json()) as Array<Record<string, unknown>>;
    expect(list.slice(0, 2).map((o) => o.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({ status: "pending", customerName: "Second Buyer", requiresQuote: false, totalCents: 26_600, itemCount: 1 });
    expect(list[1]).toMatchObject({ customerEmail: "rf@lab.example.org", totalCents: 102_200, requiresQuote: false, itemCount: 2 });
    expect(list[0]).not.toHaveProperty("idempotencyKey");
    expect((await getJson("/api/orders?limit=1")).length).toBe(1);
    expect((await app.request("/api/orders?limit=0", { cookie: admin })).status).toBe(400);
  });

  it("shows one order with its items, addresses and notes", async () => {
    const kit = await createProduct(app, { priceCents: 1_000, name: "Capillary pack" });
    const id = await placeOrder([{ productId: kit.id, quantity: 3 }]);
    const order = await getJson(`/api/orders/${id}`);
    expect(order).toMatchObject({
      id,
      status: "pending",
      shippingAddress: customer.shippingAddress,
      billingAddress: customer.billingAddress,
      notes: customer.notes,
      subtotalCents: 3_000,
      items: [
        expect.objectContaining({ productId: kit.id, productName: "Capillary pack", sku: kit.sku, quantity: 3, unitPriceCents: 1_000, totalPriceCents: 3_000 }),
      ],
    });
    expect((await app.request("/api/orders/00000000-0000-4000-8000-000000000000", { cookie: admin })).status).toBe(404);
    expect((await app.request("/api/orders/not-an-id", { cookie: admin })).status).toBe(404);
  });
});

describe("PUT /api/orders/{id}/status", () => {
  it("moves an order pending → confirmed → shipped → completed", async () => {
    const kit = await createProduct(app, { priceCents: 1_000 });
    const id = await placeOrder([{ productId: kit.id, quantity: 1 }]);
    for (const status of ["confirmed", "shipped", "completed"]) {
      const res = await setStatus(id, status);
      expect(res.status).toBe(200);
      expect((await res.json()).status).toBe(status);
    }
    const late = await setStatus(id, "cancelled");
    expect(late.status).toBe(400);
    expect((await late.json()).message).toBe("A completed order cannot be changed to cancelled");
  });

  it("refuses skipped steps, going back, unknown statuses and extra fields with 400", async () => {
    const kit = await createProduct(app, { priceCents: 1_000 });
    const id = await placeOrder([{ productId: kit.id, quantity: 1 }]);
    for (const status of ["shipped", "completed", "pending", "refunded"]) expect((await setStatus(id, status)).status).toBe(400);
    expect((await app.request(`/api/orders/${id}/status`, { method: "PUT", json: { status: "confirmed", totalCents: 1 }, cookie: admin })).status).toBe(400);
    expect((await getJson(`/api/orders/${id}`)).status).toBe("pending");
    expect((await setStatus("00000000-0000-4000-8000-000000000000", "confirmed")).status).toBe(404);
  });

  it("follows the transition table exactly", () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canChangeOrderStatus(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      ["pending>confirmed", "confirmed>shipped", "shipped>completed", "pending>cancelled", "confirmed>cancelled", "shipped>cancelled"].sort(),
    );
  });

  it("puts the items back in stock when an order is cancelled before shipping, not after", async () => {
    const kit = await createProduct(app, { priceCents: 1_000, stock: 2 });
    const soldOut = await placeOrder([{ productId: kit.id, quantity: 2 }]);
    expect(await stockOf(app.database.db, kit.id)).toMatchObject({ stockQuantity: 0, inStock: false });
    expect((await setStatus(soldOut, "confirmed")).status).toBe(200);
    expect((await setStatus(soldOut, "cancelled")).status).toBe(200);
    expect(await stockOf(app.database.db, kit.id)).toMatchObject({ stockQuantity: 2, inStock: true });

    const shipped = await placeOrder([{ productId: kit.id, quantity: 1 }]);
    await setStatus(shipped, "confirmed");
    await setStatus(shipped, "shipped");
    expect((await setStatus(shipped, "cancelled")).status).toBe(200);
    expect((await stockOf(app.database.db, kit.id)).stockQuantity).toBe(1);
  });
});

describe("shipping with a carrier", () => {
  const ship = (id: string, body: Record<string, unknown>) =>
    app.request(`/api/orders/${id}/status`, { method: "PUT", json: { status: "shipped", ...body }, cookie: admin });

  it("stores the carrier beside the tracking reference and answers the carrier's tracking page", async () => {
    const kit = await createProduct(app, { priceCents: 1_000 });
    const cases = [
      ["ups", "1Z999AA10123456784", "https://www.ups.com/track?tracknum=1Z999AA10123456784"],
      ["fedex", "449044304137821", "https://www.fedex.com/fedextrack/?trknbr=449044304137821"],
      ["dhl-express", "1234567890", "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890"],
      ["usps", "9400100000000000000000", "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000"],
      ["other", "COURIER-77", null],
    ] as const;
    for (const [carrier, trackingReference, url] of cases) {
      const id = await placeOrder([{ productId: kit.id, quantity: 1 }]);
      await setStatus(id, "confirmed");
      const res = await ship(id, { carrier, trackingReference });
      expect(res.status, carrier).toBe(200);
      expect(await res.json()).toMatchObject({ status: "shipped", carrier, trackingReference, trackingUrl: url });
      expect(await getJson(`/api/orders/${id}`)).toMatchObject({ carrier, trackingReference, trackingUrl: url });
    }
  });

  it("refuses an unknown carrier with 400 unknown_carrier and stores nothing", async () => {
    const kit = await createProduct(app, { priceCents: 1_000 });
    const id = await placeOrder([{ productId: kit.id, quantity: 1 }]);
    await setStatus(id, "confirmed");
    for (const carrier of ["dpd", "UPS", 7, { name: "ups" }]) {
      const res = await ship(id, { carrier, trackingReference: "X1" });
      expect(res.status, JSON.stringify(carrier)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "unknown_carrier", message: "Carrier must be one of: ups, fedex, dhl-express, usps, other" });
    }
    const cancelWithCarrier = await app.request(`/api/orders/${id}/status`, { method: "PUT", json: { status: "cancelled", carrier: "ups" }, cookie: admin });
    expect(cancelWithCarrier.status).toBe(400);
    expect(await getJson(`/api/orders/${id}`)).toMatchObject({ status: "confirmed", carrier: null, trackingReference: null, trackingUrl: null });
  });

  it("shows the buyer the carrier and its tracking page, on the order and in the shipping e-mail", async () => {
    const kit = await createProduct(app, { priceCents: 1_000 });
    const id = await placeOrder([{ productId: kit.id, quantity: 1 }]);
    await setStatus(id, "confirmed");
    const shipped = await (await ship(id, { carrier: "fedex", trackingReference: "449044304137821" })).json();
    const mine = await (await app.request(`/api/account/orders/${shipped.orderNumber}`, { cookie: approved })).json();
    expect(mine).toMatchObject({
      carrierName: "FedEx",
      trackingReference: "449044304137821",
      trackingUrl: "https://www.fedex.com/fedextrack/?trknbr=449044304137821",
    });
    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order-shipped"), sql`${mailOutbox.subject} like ${`%${shipped.orderNumber}%`}`));
    expect(mail.text).toContain("Tracking reference: 449044304137821\nTrack your parcel: https://www.fedex.com/fedextrack/?trknbr=449044304137821\n");
    expect(mail.text).toContain(`See your order: http://localhost:3000/account/orders/${shipped.orderNumber}`);
  });
});

describe("sales' notice of a new order", () => {
  it("links the order's own admin page", async () => {
    const kit = await createProduct(app, { priceCents: 1_000 });
    const id = await placeOrder([{ productId: kit.id, quantity: 1 }]);
    const { orderNumber } = await getJson(`/api/orders/${id}`);
    const [notice] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order-notice"), sql`${mailOutbox.text} like ${`%${orderNumber}%`}`));
    expect(notice.text).toContain(`Open it in the admin area: http://localhost:3000/admin/orders/${orderNumber}`);
    expect(notice.text).not.toContain("tab=orders");
  });
});

describe("GET /api/admin/orders.csv", () => {
  it("exports every order as CSV that a spreadsheet cannot run as formulas", async () => {
    const kit = await createProduct(app, { priceCents: 2_500, name: '=HYPERLINK("http://evil.example","Click")' });
    const id = await placeOrder([{ productId: kit.id, quantity: 1 }], {
      ...customer,
      customerName: "=1+2",
      customerCompany: "@SUM(A1:A2)",
      customerPhone: "+1 555 0100",
      notes: 'Line one\nsays "hi", -then\tmore',
      poNumber: "-PO 77",
    });
    const res = await app.request("/api/admin/orders.csv", { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte order mark for Excel
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('"Order number","Order ID",')).toBe(true);
    const row = text.split("\r\n").find((line) => line.includes(`"${id}"`))!;
    expect(row).toContain(`"pending","'=1+2","rf@lab.example.org","'@SUM(A1:A2)","'+1 555 0100"`);
    expect(row).toContain(`"1 x =HYPERLINK(""http://evil.example"",""Click"") (${kit.sku})"`);
    expect(row).toContain(`"25.00","2.00","50.00","77.00","no"`);
    // the order number first, then at the end the PO number (formula-safe), the tracking reference, the carrier, the lots, the
    // cost centre, the GL code, the organisation, who placed it and who approved it (nobody: it needed no approval)
    expect(row).toMatch(new RegExp(`^"SO-\\d{4}-\\d{6,}","${id}",`));
    expect(row.endsWith(`"'-PO 77","","","","","","Franklin Lab","${approvedEmail}",""`)).toBe(true);
    expect(text).toContain('"Line one\nsays ""hi"", -then\tmore"');
    // No cell of the export starts with a formula character.
    const cells = text.match(/"(?:[^"]|"")*"/g)!;
    expect(cells.every((cell) => !/^"[=+\-@\t\r]/.test(cell))).toBe(true);
  });

  it("names an approved order's organisation, the member who placed it, the one who approved it, its cost centre and GL code", async () => {
    const lab = await createOrganisationAdmin(app, { company: "Approval Export Lab" });
    const requester = await createOrganisationMember(app, { organisation: lab.organisationId, role: "requester" });
    const product = await createProduct(app, { priceCents: 10_000, name: "Export approval probe" });
    const requested = await orderOne(app, requester.cookie, product.id);
    expect(requested.status).toBe(202);
    const { approvalId } = await requested.json();
    const approvedRes = await app.request(`/api/organisation/approvals/${approvalId}/approve`, {
      method: "POST",
      cookie: lab.cookie,
      json: { costCentre: "CC-77", glCode: "GL-6100" },
    });
    expect(approvedRes.status).toBe(201);
    const { orderId } = await approvedRes.json();

    expect(await getJson(`/api/orders/${orderId}`)).toMatchObject({
      organisationId: lab.organisationId,
      organisationName: "Approval Export Lab",
      placedBy: requester.email,
      approvedBy: lab.email,
      costCentre: "CC-77",
      glCode: "GL-6100",
    });
    const listed = ((await getJson("/api/orders")) as { id: string; placedBy: string | null }[]).find((o) => o.id === orderId);
    expect(listed).toMatchObject({ organisationName: "Approval Export Lab", placedBy: requester.email, approvedBy: lab.email });

    const text = await (await app.request("/api/admin/orders.csv", { cookie: admin })).text();
    expect(text.split("\r\n")[0].endsWith('"Cost centre","GL code","Organisation","Placed by","Approved by"')).toBe(true);
    const row = text.split("\r\n").find((line) => line.includes(`"${orderId}"`))!;
    expect(row.endsWith(`"CC-77","GL-6100","Approval Export Lab","${requester.email}","${lab.email}"`)).toBe(true);
  });

  it("quotes and neutralises single cells", () => {
    expect(csvCell("=cmd|' /C calc'!A0")).toBe(`"'=cmd|' /C calc'!A0"`);
    expect(csvCell("-2+3")).toBe(`"'-2+3"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(csvCell('a "b", c')).toBe(`"a ""b"", c"`);
    expect(csvCell(null)).toBe(`""`);
    expect(csvCell(12)).toBe(`"12"`);
  });
});
