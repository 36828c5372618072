import { and, eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { LOT_MESSAGES } from "~/lib/lot-rules";
import { auditLog, lots, mailOutbox, orderItemLots } from "../../server/db/schema";
import { RATE_LIMITS } from "../../server/http/rate-limit-table";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

/**
 * Lots and certificates of analysis (decision 027): the admin's lots API and who may use
 * it, the certificate PDF and its look-up (exact number, same answer for unknown lots, a limit per
 * client address), and shipping that records each lot-tracked line's lot, checked server-side.
 */

const app = useTestApp({ TRUST_PROXY_HOPS: "1" }, { pages: true });
let admin: string;
let customer: string;
let nextAddress = 1;
/** A client address of its own for each look-up test (the limit counts per address). */
const newAddress = () => `198.51.100.${nextAddress++}`;

beforeAll(async () => {
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  const u = await createUser(app.database.db, "approved");
  customer = await signInCookie(app, u.email, u.password);
});

let skuCounter = 0;
async function lotTrackedProduct(name = "cIEF Test Kit") {
  skuCounter++;
  const res = await app.request("/api/products", {
    method: "POST",
    cookie: admin,
    json: {
      name: `${name} ${skuCounter}`,
      description: "A kit made in lots.",
      sku: `LOTKIT-${skuCounter}-${Date.now()}`,
      price: "250",
      stockQuantity: "100",
      lotTracked: true,
    },
  });
  expect(res.status).toBe(201);
  const product = await res.json();
  expect(product.lotTracked).toBe(true);
  return product as { id: string; name: string; sku: string };
}

let lotCounter = 0;
const qc = [
  { test: "pI marker linearity", specification: "R² min. 0.990", result: "0.998", passed: true },
  { test: "pH of ampholyte mix, 25 °C", specification: "6.8 to 7.4", result: "7.1", passed: true },
  { test: "Bioburden", specification: "max. 10 CFU/mL", result: "< 1 CFU/mL", passed: true },
];
function lotBody(overrides: Record<string, unknown> = {}) {
  lotCounter++;
  return {
    lotNumber: `tl${Date.now() % 100000}-${lotCounter}a`,
    manufacturedOn: "2026-06-01",
    expiresOn: "2099-12-31",
    releasedOn: "2026-06-15",
    releasedBy: "Dr. Marcus Lee",
    qcResults: qc,
    ...overrides,
  };
}

async function createLot(productId: string, overrides: Record<string, unknown> = {}) {
  const res = await app.request(`/api/admin/products/${productId}/lots`, { method: "POST", cookie: admin, json: lotBody(overrides) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; lotNumber: string; expiresOn: string };
}

const lookUp = (lot: string, address = newAddress()) =>
  app.request(`/documentation/coa?lot=${encodeURIComponent(lot)}`, { headers: { "X-Forwarded-For": address } });

async function pdfText(res: Response) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true });
  return text;
}

describe("the admin's lots API", () => {
  it("is for admins only: 401 signed out, 403 for customers, cross-site writes refused", async () => {
    const product = await lotTrackedProduct();
    const lot = await createLot(product.id);
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/api/admin/products/${product.id}/lots`],
      ["POST", `/api/admin/products/${product.id}/lots`, lotBody()],
      ["GET", `/api/admin/lots/${lot.id}`],
      ["PUT", `/api/admin/lots/${lot.id}`, lotBody()],
    ];
    for (const [method, path, json] of calls) {
      const anonymous = await app.request(path, { method, json });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect((await anonymous.json()).message).toBe("Please sign in first");
      expect((await app.request(path, { method, json, cookie: customer })).status, `${method} ${path}`).toBe(403);
    }
    const crossSite = await app.request(`/api/admin/products/${product.id}/lots`, {
      method: "POST",
      json: lotBody(),
      cookie: admin,
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    // nothing lists lots for anyone else: there is no public lots endpoint
    expect((await app.request(`/api/products/${product.id}/lots`)).status).toBe(404);
  });

  it("creates, lists and corrects a product's lots, audit-logged", async () => {
    const product = await lotTrackedProduct();
    const created = await createLot(product.id, { lotNumber: " ck-2606a " });
    expect(created).toMatchObject({ lotNumber: "CK-2606A", expiresOn: "2099-12-31", shippedLines: 0, qcResults: qc });

    const list = await app.request(`/api/admin/products/${product.id}/lots`, { cookie: admin });
    expect(list.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await list.json()).toMatchObject({
      product: { id: product.id, sku: product.sku, lotTracked: true },
      lots: [{ id: created.id, lotNumber: "CK-2606A" }],
    });

    const corrected = await app.request(`/api/admin/lots/${created.id}`, {
      method: "PUT",
      cookie: admin,
      json: lotBody({ lotNumber: "CK-2606A", qcResults: [...qc.slice(0, 2), { ...qc[2], result: "2 CFU/mL" }] }),
    });
    expect(corrected.status).toBe(200);
    expect((await corrected.json()).qcResults[2].result).toBe("2 CFU/mL");

    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "lot"), eq(auditLog.subjectId, created.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(["created", "updated"]);
    const updated = entries.find((e) => e.action === "updated")!;
    expect(updated.subjectLabel).toBe("CK-2606A");
    expect(Object.keys(updated.after!)).toEqual(["qcResults"]);
    expect(entries.find((e) => e.action === "created")!.after).toMatchObject({ product: product.sku, lotNumber: "CK-2606A" });
  });

  it("answers bad input with a 4xx message, never a 500", async () => {
    const product = await lotTrackedProduct();
    const lot = await createLot(product.id);
    const post = (json: unknown, productId = product.id) => app.request(`/api/admin/products/${productId}/lots`, { method: "POST", cookie: admin, json });
    const expectMessage = async (res: Response, status: number, message: string | RegExp) => {
      expect(res.status).toBe(status);
      expect((await res.json()).message).toMatch(message);
    };
    await expectMessage(
      await post(lotBody({ lotNumber: lot.lotNumber.toLowerCase() })),
      409,
      `Lot ${lot.lotNumber} already exists. Lot numbers are unique across products.`,
    );
    await expectMessage(await post(lotBody({ lotNumber: "CK 01" })), 400, LOT_MESSAGES.lotNumberCharacters);
    await expectMessage(await post(lotBody({ expiresOn: "2026-05-01" })), 400, LOT_MESSAGES.expiresAfterManufacture);
    await expectMessage(await post(lotBody({ qcResults: [] })), 400, LOT_MESSAGES.qcRequired);
    await expectMessage(await post({ ...lotBody(), priceCents: 100 }), 400, /unrecognized|Unrecognized/);
    await expectMessage(await post(lotBody(), "00000000-0000-4000-8000-000000000000"), 404, "Product not found");
    await expectMessage(await post(lotBody(), "not-a-product"), 404, "Product not found");
    const plain = await createProduct(app, { priceCents: 1_000 });
    await expectMessage(await post(lotBody(), plain.id), 400, /is not lot-tracked/);
    const bad = await app.request(`/api/admin/products/${product.id}/lots`, {
      method: "POST",
      cookie: admin,
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    await expectMessage(bad, 400, "Request body must be valid JSON");
    await expectMessage(await app.request("/api/admin/lots/not-a-lot", { cookie: admin }), 404, "Lot not found");
    await expectMessage(
      await app.request("/api/admin/lots/00000000-0000-4000-8000-000000000000", { method: "PUT", cookie: admin, json: lotBody() }),
      404,
      "Lot not found",
    );
  });
});

describe("GET /documentation/coa?lot=", () => {
  it("returns the lot's certificate as a PDF: product, SKU, lot, dates, every QC row, the release; no price", async () => {
    const product = await lotTrackedProduct("Charge Variant Kit");
    const lot = await createLot(product.id);
    const res = await lookUp(` ${lot.lotNumber.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(`inline; filename="CoA-${lot.lotNumber}.pdf"`);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await pdfText(res);
    for (const expected of [
      "Certificate of Analysis",
      product.name,
      product.sku,
      lot.lotNumber,
      "2026-06-01",
      "2099-12-31",
      "2026-06-15",
      "Dr. Marcus Lee",
      "Specification",
      ...qc.flatMap((row) => [row.test, row.specification, row.result]),
      "Pass",
      "this lot meets all of its specifications",
      app.services.brand.companyName,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("$");
    expect(text).not.toMatch(/250\.00|price/i);
  });

  it("answers an unknown lot with the not-found page and the look-up box, the same for any unknown number", async () => {
    for (const unknown of ["NO-SUCH-LOT-1", "ZZZ", "X".repeat(32)]) {
      const res = await lookUp(unknown);
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain("No such lot");
      expect(html).toContain(LOT_MESSAGES.notFound.replace("'", "&#x27;").slice(0, 40));
      const form = html.match(/<form[^>]*action="\/documentation\/coa"[^>]*>/)?.[0];
      expect(form).toContain('method="get"');
      expect(html).toContain('name="lot"');
    }
  });

  it("gives no certificate for a lot that failed QC or is not released yet: the same not-found page as an unknown lot", async () => {
    const product = await lotTrackedProduct();
    const failed = await createLot(product.id, {
      qcResults: [{ test: "Inner diameter", specification: "50 ± 3 µm", result: "55 µm", passed: false }],
    });
    const future = await createLot(product.id, { releasedOn: "2099-01-01" });
    const released = await createLot(product.id);
    for (const hidden of [failed.lotNumber, future.lotNumber]) {
      const res = await lookUp(hidden);
      expect(res.status, hidden).toBe(404);
      expect(await res.text()).toContain("No such lot");
    }
    expect((await lookUp(released.lotNumber)).headers.get("Content-Type")).toBe("application/pdf");
  });

  it("answers a malformed lot number with 400 and the rule's message, and no number with the look-up box", async () => {
    for (const [lot, message] of [
      ["CR 3520", LOT_MESSAGES.lotNumberCharacters],
      ["<script>alert(1)</script>", LOT_MESSAGES.lotNumberCharacters],
      ["AB", LOT_MESSAGES.lotNumberLength],
      ["X".repeat(200), LOT_MESSAGES.lotNumberLength],
    ]) {
      const res = await lookUp(lot);
      expect(res.status, lot).toBe(400);
      const html = await res.text();
      expect(html).toContain("That is not a lot number");
      expect(html).toContain(message.slice(0, 40));
      expect(html).not.toContain("<script>alert(1)</script>");
    }
    const empty = await app.request("/documentation/coa");
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('name="lot"');
  });

  it("limits look-ups per client address, known and unknown lots alike, and answers both the same when over it", async () => {
    const product = await lotTrackedProduct();
    const lot = await createLot(product.id);
    const address = newAddress();
    const limit = RATE_LIMITS["coa-lookup-address"].limit;
    for (let i = 0; i < limit; i++) {
      const res = await lookUp(i % 2 === 0 ? lot.lotNumber : `UNKNOWN-${i}`, address);
      expect(res.status, `look-up ${i + 1}`).toBe(i % 2 === 0 ? 200 : 404);
    }
    for (const asked of [lot.lotNumber, "UNKNOWN-X"]) {
      const limited = await lookUp(asked, address);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await limited.text()).toContain(LOT_MESSAGES.rateLimited.slice(0, 40));
    }
    // malformed numbers are refused before counting; other addresses have their own allowance
    expect((await lookUp("CR 3520", address)).status).toBe(400);
    expect((await lookUp(lot.lotNumber)).status).toBe(200);
  });

  it("counts one look-up per request, whether the lot exists or not", async () => {
    const product = await lotTrackedProduct();
    const lot = await createLot(product.id);
    const address = newAddress();
    await lookUp(lot.lotNumber, address);
    await lookUp(lot.lotNumber, address);
    await lookUp("NOT-THERE-1", address);
    await lookUp("NOT-THERE-1", address);
    const keys = await app.database.db.execute<{ count: number }>(sql`select count from rate_limits where key = ${`coa-lookup-address:${address}`}`);
    expect(keys.rows[0].count).toBe(4);
  });

  it("counts a refused look-up of a known lot once, though the page answers it", async () => {
    const product = await lotTrackedProduct();
    const lot = await createLot(product.id);
    const address = newAddress();
    const limit = RATE_LIMITS["coa-lookup-address"].limit;
    for (let i = 0; i < limit; i++) await lookUp(`NOT-THERE-${i}`, address);
    expect((await lookUp(lot.lotNumber, address)).status).toBe(429);
    const keys = await app.database.db.execute<{ count: number }>(sql`select count from rate_limits where key = ${`coa-lookup-address:${address}`}`);
    expect(keys.rows[0].count).toBe(limit + 1);
  });
});

describe("shipping lot-tracked lines", () => {
  const buyer = {
    customerName: "Rosalind Franklin",
    customerEmail: "rf.lots@lab.example.org",
    shippingAddress: "Strand, London WC2R 2LS",
  };

  async function placeOrder(lines: Array<{ productId: string; quantity: number }>) {
    const sessionId = newCart();
    for (const line of lines) expect((await app.request("/api/cart", { method: "POST", json: { sessionId, ...line }, cookie: customer })).status).toBe(201);
    const res = await orderAsSeen(app, sessionId, buyer, customer);
    expect(res.status).toBe(201);
    const { orderId } = await res.json();
    const order = await (await app.request(`/api/orders/${orderId}`, { cookie: admin })).json();
    expect((await setStatus(orderId, { status: "confirmed" })).status).toBe(200);
    return order as { id: string; orderNumber: string; items: Array<{ id: string; productId: string }> };
  }

  const setStatus = (id: string, json: unknown) => app.request(`/api/orders/${id}/status`, { method: "PUT", json, cookie: admin });
  const itemOf = (order: { items: Array<{ id: string; productId: string }> }, productId: string) => order.items.find((i) => i.productId === productId)!.id;

  it("requires a valid lot for every lot-tracked line, records it, links its certificate in the e-mail and the buyer's order, and audits it", async () => {
    const kit = await lotTrackedProduct("Charge Variant Kit");
    const other = await lotTrackedProduct("BGE Kit");
    const plain = await createProduct(app, { priceCents: 5_000, name: "Emitter holder" });
    const [lotA, lotB] = [await createLot(kit.id, { expiresOn: "2098-01-31" }), await createLot(kit.id)];
    const otherLot = await createLot(other.id);
    const expired = await createLot(kit.id, { manufacturedOn: "2020-01-01", releasedOn: "2020-01-10", expiresOn: "2021-06-30" });
    const failed = await createLot(kit.id, { qcResults: [...qc.slice(0, 2), { ...qc[2], result: "40 CFU/mL", passed: false }] });
    const order = await placeOrder([
      { productId: kit.id, quantity: 3 },
      { productId: plain.id, quantity: 1 },
    ]);
    const kitLine = itemOf(order, kit.id);
    const plainLine = itemOf(order, plain.id);

    // the admin's order names the lots sales may choose: this product's, passed QC and unexpired, soonest expiry first
    const detail = await (await app.request(`/api/orders/${order.id}`, { cookie: admin })).json();
    const kitItem = detail.items.find((i: { id: string }) => i.id === kitLine);
    expect(kitItem).toMatchObject({ lotTracked: true, lots: [] });
    expect(kitItem.shippableLots.map((l: { lotNumber: string }) => l.lotNumber)).toEqual([lotA.lotNumber, lotB.lotNumber]);
    expect(detail.items.find((i: { id: string }) => i.id === plainLine)).toMatchObject({ lotTracked: false, shippableLots: [] });

    const refused = async (lotsBody: unknown, message: string | RegExp) => {
      const res = await setStatus(order.id, { status: "shipped", lots: lotsBody });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    };
    await refused([], `Please choose the lot of ${kit.name} (${kit.sku}) before marking the order shipped`);
    await refused(undefined, /Please choose the lot of/);
    await refused([{ orderItemId: kitLine, lotId: otherLot.id }], `Lot ${otherLot.lotNumber} is not a lot of ${kit.name}`);
    await refused([{ orderItemId: kitLine, lotId: expired.id }], `Lot ${expired.lotNumber} expired on 2021-06-30 and cannot be shipped`);
    await refused([{ orderItemId: kitLine, lotId: failed.id }], `Lot ${failed.lotNumber} did not pass QC and cannot be shipped`);
    await refused([{ orderItemId: kitLine, lotId: "00000000-0000-4000-8000-000000000000" }], `The lot chosen for ${kit.name} does not exist`);
    await refused(
      [
        { orderItemId: kitLine, lotId: lotA.id },
        { orderItemId: plainLine, lotId: lotA.id },
      ],
      "Emitter holder",
    );
    await refused([{ orderItemId: "00000000-0000-4000-8000-000000000000", lotId: lotA.id }], "A lot names a line that is not on this order");
    await refused([{ orderItemId: kitLine, lotId: "nope" }], "Each lot is named by its id (lotId)");
    const notShipping = await setStatus(order.id, { status: "cancelled", lots: [{ orderItemId: kitLine, lotId: lotA.id }] });
    expect(notShipping.status).toBe(400);
    expect((await notShipping.json()).message).toBe("Lots go with the shipped status only");
    // nothing was stored by the refused attempts
    expect((await app.database.db.select().from(orderItemLots).where(eq(orderItemLots.orderItemId, kitLine))).length).toBe(0);
    expect((await (await app.request(`/api/orders/${order.id}`, { cookie: admin })).json()).status).toBe("confirmed");

    // the line of 3 is split across two lots
    const shipped = await setStatus(order.id, {
      status: "shipped",
      trackingReference: "1Z999AA10123456784",
      lots: [
        { orderItemId: kitLine, lotId: lotB.id, quantity: 1 },
        { orderItemId: kitLine, lotId: lotA.id, quantity: 2 },
      ],
    });
    expect(shipped.status, await shipped.clone().text()).toBe(200);
    const shippedOrder = await shipped.json();
    const expectedLots = [lotA, lotB].map((l) => l.lotNumber).sort();
    expect(shippedOrder.items.find((i: { id: string }) => i.id === kitLine).lots.map((l: { lotNumber: string }) => l.lotNumber)).toEqual(expectedLots);

    // the buyer's order shows the lots of each line
    const mine = await (await app.request(`/api/account/orders/${order.orderNumber}`, { cookie: customer })).json();
    const line = mine.lines.find((l: { sku: string }) => l.sku === kit.sku);
    expect(line.lots.map((l: { lotNumber: string }) => l.lotNumber)).toEqual(expectedLots);
    expect(mine.lines.find((l: { sku: string }) => l.sku === plain.sku).lots).toEqual([]);

    // and its order confirmation PDF names them
    const orderPdf = await pdfText(await app.request(`/api/account/orders/${order.orderNumber}/pdf`, { cookie: customer }));
    expect(orderPdf).toContain(`Lots ${expectedLots.join(", ")}`);

    // the shipping e-mail links exactly those lots' certificates, without amounts
    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order-shipped"), sql`${mailOutbox.subject} like ${`%${order.orderNumber}%`}`));
    expect(mail.text).toContain("Certificates of analysis for the lots you received:");
    for (const lotNumber of expectedLots) {
      expect(mail.text).toContain(`${kit.name} (${kit.sku}), lot ${lotNumber}: http://localhost:3000/documentation/coa?lot=${lotNumber}`);
    }
    expect(mail.text.match(/documentation\/coa\?lot=/g)).toHaveLength(2);
    expect(mail.text).not.toContain(otherLot.lotNumber);
    expect(mail.text).not.toMatch(/\$\d/);

    // each link answers with that lot's certificate
    const certificate = await lookUp(expectedLots[0]);
    expect(certificate.status).toBe(200);
    expect(await pdfText(certificate)).toContain(expectedLots[0]);

    // the assignment is in the audit log
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, order.id), eq(auditLog.action, "lots-recorded")));
    expect(entry).toMatchObject({ subjectType: "order", subjectLabel: order.orderNumber, actorEmail: TEST_ADMIN.email });
    const quantityOf: Record<string, number> = { [lotA.lotNumber]: 2, [lotB.lotNumber]: 1 };
    expect(entry.after).toEqual({ lines: [{ sku: kit.sku, lots: expectedLots.map((n) => `${n} × ${quantityOf[n]}`).join(", ") }] });

    // a shipped lot keeps its number, and its product cannot be deleted
    const renamed = await app.request(`/api/admin/lots/${lotA.id}`, {
      method: "PUT",
      cookie: admin,
      json: lotBody({ lotNumber: "RENAMED-1", expiresOn: "2098-01-31" }),
    });
    expect(renamed.status).toBe(409);
    expect((await renamed.json()).message).toMatch(/has shipped: its number cannot change/);
    const deleted = await app.request(`/api/products/${kit.id}`, { method: "DELETE", cookie: admin });
    expect(deleted.status).toBe(409);
    expect((await deleted.json()).message).toMatch(/has lots with certificates of analysis/);
    const [stillThere] = await app.database.db.select().from(lots).where(eq(lots.id, lotA.id));
    expect(stillThere.lotNumber).toBe(lotA.lotNumber);
  });

  it("ships a line of 12 as 7 from one lot and 5 from another, and shows the split in the order, the CSV and the e-mail", async () => {
    const kit = await lotTrackedProduct("Buffer Lot Kit");
    const capillary = await lotTrackedProduct("Capillary Lot");
    const [first, second] = [await createLot(kit.id, { expiresOn: "2098-06-30" }), await createLot(kit.id)];
    const capillaryLot = await createLot(capillary.id);
    const order = await placeOrder([
      { productId: kit.id, quantity: 12 },
      { productId: capillary.id, quantity: 2 },
    ]);
    const kitLine = itemOf(order, kit.id);
    const capillaryLine = itemOf(order, capillary.id);
    const ship = (lotsBody: unknown) => setStatus(order.id, { status: "shipped", lots: lotsBody });
    const refusedWith = async (lotsBody: unknown, code: string, message?: string) => {
      const res = await ship(lotsBody);
      expect(res.status, JSON.stringify(lotsBody)).toBe(400);
      const body = await res.json();
      expect(body.code, JSON.stringify(lotsBody)).toBe(code);
      if (message) expect(body.message).toBe(message);
    };
    const capillaryWhole = { orderItemId: capillaryLine, lotId: capillaryLot.id };

    await refusedWith(
      [{ orderItemId: kitLine, lotId: first.id, quantity: 7 }, { orderItemId: kitLine, lotId: second.id, quantity: 4 }, capillaryWhole],
      "lot_quantities_mismatch",
      `The lots of ${kit.name} (${kit.sku}) add up to 11, but the line has 12`,
    );
    await refusedWith(
      [{ orderItemId: kitLine, lotId: first.id, quantity: 7 }, { orderItemId: kitLine, lotId: second.id }, capillaryWhole],
      "lot_quantities_mismatch",
    );
    await refusedWith([{ orderItemId: kitLine, lotId: first.id, quantity: 11 }, capillaryWhole], "lot_quantities_mismatch");
    for (const quantity of [0, -5, 2.5, "7"]) {
      await refusedWith(
        [{ orderItemId: kitLine, lotId: first.id, quantity }, { orderItemId: kitLine, lotId: second.id, quantity: 5 }, capillaryWhole],
        "invalid_quantity",
        "A lot's quantity is a whole number of at least 1",
      );
    }
    expect((await app.database.db.select().from(orderItemLots).where(eq(orderItemLots.orderItemId, kitLine))).length).toBe(0);

    // the capillary's single lot leaves its quantity out: it covers the whole line
    const shipped = await ship([
      { orderItemId: kitLine, lotId: first.id, quantity: 7 },
      { orderItemId: kitLine, lotId: second.id, quantity: 5 },
      capillaryWhole,
    ]);
    expect(shipped.status, await shipped.clone().text()).toBe(200);

    const detail = await (await app.request(`/api/orders/${order.id}`, { cookie: admin })).json();
    const lotsOf = (lineId: string) => detail.items.find((i: { id: string }) => i.id === lineId).lots;
    expect(lotsOf(kitLine)).toEqual(
      expect.arrayContaining([
        { lotId: first.id, lotNumber: first.lotNumber, expiresOn: "2098-06-30", quantity: 7 },
        { lotId: second.id, lotNumber: second.lotNumber, expiresOn: second.expiresOn, quantity: 5 },
      ]),
    );
    expect(lotsOf(kitLine)).toHaveLength(2);
    expect(lotsOf(capillaryLine)).toEqual([{ lotId: capillaryLot.id, lotNumber: capillaryLot.lotNumber, expiresOn: capillaryLot.expiresOn, quantity: 2 }]);

    const kitSplit = [
      { n: first.lotNumber, q: 7 },
      { n: second.lotNumber, q: 5 },
    ]
      .sort((a, b) => a.n.localeCompare(b.n))
      .map(({ n, q }) => `${n} × ${q}`)
      .join(", ");

    // the CSV's Lots column: each line's split, lines apart by "; "
    const csv = await (await app.request("/api/admin/orders.csv", { cookie: admin })).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    // every cell is quoted (a quote inside doubled): the Lots column follows the Carrier
    const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replaceAll('""', '"'));
    const columns = cells(header);
    const lotsColumn = columns.indexOf("Lots");
    expect(columns[lotsColumn - 1]).toBe("Carrier");
    const row = rows.find((r) => r.startsWith(`"${order.orderNumber}"`))!;
    const lineSplits = [
      { name: kit.name, text: kitSplit },
      { name: capillary.name, text: `${capillaryLot.lotNumber} × 2` },
    ]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((l) => l.text)
      .join("; ");
    expect(cells(row)[lotsColumn]).toBe(lineSplits);

    // the shipping e-mail gives the same split
    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order-shipped"), sql`${mailOutbox.subject} like ${`%${order.orderNumber}%`}`));
    expect(mail.text).toContain(`Lots shipped:`);
    expect(mail.text).toContain(`  ${kit.name} (${kit.sku}): ${kitSplit}`);
    expect(mail.text).toContain(`  ${capillary.name} (${capillary.sku}): ${capillaryLot.lotNumber} × 2`);

    // and the buyer's order names the quantity of each lot, without the admin's lot ids
    const mine = await (await app.request(`/api/account/orders/${order.orderNumber}`, { cookie: customer })).json();
    const line = mine.lines.find((l: { sku: string }) => l.sku === kit.sku);
    expect(line.lots).toEqual(expect.arrayContaining([{ lotNumber: first.lotNumber, expiresOn: "2098-06-30", quantity: 7 }]));
  });

  it("ships orders without lot-tracked lines as before", async () => {
    const plain = await createProduct(app, { priceCents: 2_000 });
    const order = await placeOrder([{ productId: plain.id, quantity: 1 }]);
    const res = await setStatus(order.id, { status: "shipped" });
    expect(res.status).toBe(200);
    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order-shipped"), sql`${mailOutbox.subject} like ${`%${order.orderNumber}%`}`));
    expect(mail.text).not.toContain("Certificates of analysis");
  });
});
