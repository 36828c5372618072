import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { utcDate } from "~/lib/account-terms";
import { defaultValidUntil } from "~/lib/quote-edit-schema";
import { accountPrices, accountTerms, auditLog, mailOutbox, quoteLines, quotes } from "../../server/db/schema";
import { createQuoteRequest } from "../../server/services/quotes/quotes";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct } from "../support/catalogue";
import { createSentQuote } from "../support/quotes";
import { TEST_ADMIN, useTestApp } from "../support/test-app";
import { organisationIdOf } from "../../server/services/organisations/organisations";

const app = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
});

const contact = { name: "Ada Lovelace", email: "ada@lab.example.org", company: "Analytical Engines" };
const inDays = (days: number) => utcDate(new Date(Date.now() + days * 86_400_000));

async function requested(opts: { userId?: string | null } = {}) {
  const kit = await createProduct(app, { priceCents: 125_000, name: "Quote kit" });
  const instrument = await createProduct(app, { priceCents: null, name: "Quote instrument" });
  const created = await createQuoteRequest(app.database.db, {
    source: "product",
    lines: [
      { productId: kit.id, quantity: 2 },
      { productId: instrument.id, quantity: 1 },
    ],
    userId: opts.userId ?? null,
    contact,
  });
  return { ...created, kit, instrument };
}

const api = (path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) =>
  app.request(`/api/admin/quotes${path}`, { cookie: admin, ...init });

async function editorValues(id: string) {
  const res = await api(`/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { values: Record<string, unknown> & { lines: Array<Record<string, string>> }; editable: boolean; quote: { status: string } };
}

/** The editor's values with the instrument priced at $80,000 less 5 %, $250 shipping. */
async function pricedValues(id: string) {
  const { values } = await editorValues(id);
  values.lines[1].unitPrice = "80000";
  values.lines[1].discountPercent = "5";
  return { ...values, shipping: "250" };
}

async function quoteRow(id: string) {
  const [row] = await app.database.db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}

describe("admin quotes API", () => {
  it("refuses anyone but an admin on every endpoint", async () => {
    const { id } = await requested();
    const { email, password } = await createUser(app.database.db, "approved");
    const customer = await signInCookie(app, email, password);
    for (const [method, path] of [
      ["GET", ""],
      ["GET", `/${id}`],
      ["GET", `/${id}/pdf`],
      ["PUT", `/${id}`],
      ["POST", `/${id}/send`],
      ["POST", `/${id}/revise`],
    ] as const) {
      expect((await app.request(`/api/admin/quotes${path}`, { method, json: method === "GET" ? undefined : {}, cookie: customer })).status).toBe(403);
      expect((await app.request(`/api/admin/quotes${path}`, { method, json: method === "GET" ? undefined : {} })).status).toBe(401);
    }
  });

  it("lists quotes newest first, filtered by status", async () => {
    const first = await requested();
    const second = await requested();
    const all = (await (await api("")).json()) as Array<{ id: string; status: string; lineCount: number }>;
    expect(all.findIndex((q) => q.id === second.id)).toBeLessThan(all.findIndex((q) => q.id === first.id));
    expect(all.find((q) => q.id === first.id)?.lineCount).toBe(2);
    const sent = (await (await api("?status=sent")).json()) as Array<{ status: string }>;
    expect(sent.every((q) => q.status === "sent")).toBe(true);
    expect((await api("?status=nonsense")).status).toBe(400);
  });

  it("shows a sent quote past its valid-until as expired, in the list and its status filter", async () => {
    const { quote: lapsed } = await createSentQuote(app.database.db, { validUntil: inDays(-1) });
    const { quote: current } = await createSentQuote(app.database.db, { validUntil: inDays(0) });
    const all = (await (await api("")).json()) as Array<{ id: string; status: string }>;
    expect(all.find((q) => q.id === lapsed.id)?.status).toBe("expired");
    expect(all.find((q) => q.id === current.id)?.status).toBe("sent");
    const expired = (await (await api("?status=expired")).json()) as Array<{ id: string }>;
    const sent = (await (await api("?status=sent")).json()) as Array<{ id: string }>;
    expect(expired.map((q) => q.id)).toContain(lapsed.id);
    expect(expired.map((q) => q.id)).not.toContain(current.id);
    expect(sent.map((q) => q.id)).toContain(current.id);
    expect(sent.map((q) => q.id)).not.toContain(lapsed.id);
  });

  it("prefills the editor: list prices, 8 % tax, prepaid, valid for 30 days; from the account's terms when it has them", async () => {
    const anonymous = await requested();
    const { values } = await editorValues(anonymous.id);
    expect(values.lines.map((l) => [l.unitPrice, l.discountPercent])).toEqual([
      ["1250.00", "0"],
      ["", "0"],
    ]);
    expect(values).toMatchObject({ taxExempt: false, taxRatePercent: "8", paymentTerms: "prepaid", poRequired: false, validUntil: defaultValidUntil() });

    const { user } = await createUser(app.database.db, "approved");
    await app.database.db.insert(accountTerms).values({
      organisationId: (await organisationIdOf(app.database.db, user.id))!,
      paymentTerms: "net-30",
      poRequired: true,
      taxExemptionCertificate: "EX-77",
      taxExemptionExpiresOn: inDays(10),
    });
    const forAccount = await requested({ userId: user.id });
    expect((await editorValues(forAccount.id)).values).toMatchObject({
      taxExempt: true,
      taxExemptionCertificate: "EX-77",
      paymentTerms: "net-30",
      poRequired: true,
    });
  });

  it("prefills an account's quote with that account's prices: its price list first, then its discount", async () => {
    const { user } = await createUser(app.database.db, "approved");
    const q = await requested({ userId: user.id });
    const other = await createProduct(app, { priceCents: 40_000, name: "Quote extra" });
    const organisationId = (await organisationIdOf(app.database.db, user.id))!;
    await app.database.db.insert(accountTerms).values({ organisationId, discountBasisPoints: 1_000 });
    await app.database.db.insert(accountPrices).values({ organisationId, productId: q.kit.id, priceCents: 99_900 });
    await app.database.db.insert(quoteLines).values({ quoteId: q.id, position: 2, productId: other.id, sku: other.sku, name: other.name, quantity: 1 });
    const { values } = await editorValues(q.id);
    // kit: the account's price $999 (list $1,250); instrument: on request; extra: $400 less 10 %
    expect(values.lines.map((l) => l.unitPrice)).toEqual(["999.00", "", "360.00"]);
  });

  it("sends a quote: amounts stored on the quote and its lines, status sent, mail with the PDF attached, audit row", async () => {
    const q = await requested();
    const values = await pricedValues(q.id);
    const res = await api(`/${q.id}/send`, { method: "POST", json: { ...values, note: "Installation included." } });
    expect(res.status).toBe(200);
    // kit 2 × $1,250 = $2,500; instrument $80,000 − 5 % = $76,000; subtotal $78,500; 8 % tax $6,280; shipping $250
    const row = await quoteRow(q.id);
    expect(row).toMatchObject({
      status: "sent",
      subtotalCents: 7_850_000,
      taxCents: 628_000,
      shippingCents: 25_000,
      totalCents: 8_503_000,
      taxBasisPoints: 800,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    const lines = await app.database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, q.id)).orderBy(quoteLines.position);
    expect(lines.map((l) => [l.unitPriceCents, l.discountBasisPoints, l.lineTotalCents])).toEqual([
      [125_000, 0, 250_000],
      [8_000_000, 500, 7_600_000],
    ]);

    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "quote-sent"), eq(mailOutbox.to, contact.email)));
    expect(mail.subject).toContain(q.quoteNumber);
    expect(mail.text).toMatch(/\/quotes\/view\/[A-Za-z0-9_-]{43}/);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({ filename: `${q.quoteNumber}-r1.pdf`, contentType: "application/pdf" });
    const pdf = Buffer.from(mail.attachments![0].contentBase64, "base64");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain(q.quoteNumber);
    expect(text).toContain("$85,030.00");
    expect(text).toContain("Installation included.");

    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, q.id), eq(auditLog.action, "sent")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: TEST_ADMIN.email, subjectType: "quote", before: { status: "requested" } });
    expect(audit[0].after).toMatchObject({ status: "sent", total: "85030.00" });
  });

  it("keeps the request confirmation's link working once the quote is sent: both links open the sent quote", async () => {
    const q = await requested();
    const asLinkHolder = (token: string) => app.request(`/api/quotes/${q.id}`, { headers: { "X-Quote-Token": token } });
    expect((await asLinkHolder(q.token)).status).toBe(200);
    expect((await api(`/${q.id}/send`, { method: "POST", json: await pricedValues(q.id) })).status).toBe(200);
    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "quote-sent"), eq(mailOutbox.to, contact.email)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const sentToken = /\/quotes\/view\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    for (const token of [q.token, sentToken]) {
      const res = await asLinkHolder(token);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ quoteNumber: q.quoteNumber, status: "sent", total: "$85,030.00" });
    }
  });

  it("saves the editor's values without sending, adding a catalogue line and a free line and removing one", async () => {
    const q = await requested();
    const extra = await createProduct(app, { priceCents: 9_500, name: "Quote sheath liquid" });
    const { values } = await editorValues(q.id);
    const res = await api(`/${q.id}`, {
      method: "PUT",
      json: {
        ...values,
        lines: [
          values.lines[0],
          { kind: "product", sku: extra.sku, quantity: "3", unitPrice: "95", discountPercent: "" },
          { kind: "free", name: "On-site training, 2 days", quantity: "1", unitPrice: "3000", discountPercent: "0" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect((await quoteRow(q.id)).status).toBe("requested");
    const lines = await app.database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, q.id)).orderBy(quoteLines.position);
    expect(lines.map((l) => [l.sku, l.name, l.quantity, l.unitPriceCents])).toEqual([
      [q.kit.sku, "Quote kit", 2, 125_000],
      [extra.sku, "Quote sheath liquid", 3, 9_500],
      ["—", "On-site training, 2 days", 1, 300_000],
    ]);
  });

  it.each([
    ["no lines", (v: Values) => ({ ...v, lines: [] }), 400, "A quote needs at least one line"],
    ["a negative price", (v: Values) => ({ ...v, lines: [{ ...v.lines[0], unitPrice: "-5" }, v.lines[1]] }), 400, "Prices cannot be negative"],
    ["a negative shipping", (v: Values) => ({ ...v, shipping: "-1" }), 400, "Prices cannot be negative"],
    [
      "a discount above 100 %",
      (v: Values) => ({ ...v, lines: [{ ...v.lines[0], discountPercent: "100.5" }, v.lines[1]] }),
      400,
      "A discount is a percentage from 0 to 100",
    ],
    ["valid-until in the past", (v: Values) => ({ ...v, validUntil: inDays(-1) }), 400, "The valid-until date cannot be in the past"],
    ["a line without a unit price", (v: Values) => ({ ...v, lines: [v.lines[0], { ...v.lines[1], unitPrice: "" }] }), 400, "Please enter a unit price for"],
    [
      "an unknown SKU",
      (v: Values) => ({ ...v, lines: [...v.lines, { kind: "product", sku: "NO-SUCH", quantity: "1", unitPrice: "1", discountPercent: "0" }] }),
      400,
      "Unknown product: NO-SUCH",
    ],
    ["exempt without a certificate", (v: Values) => ({ ...v, taxExempt: true, taxExemptionCertificate: "" }), 400, "tax-exemption certificate"],
  ])("refuses to send with %s, storing nothing", async (_label, change, status, message) => {
    const q = await requested();
    const before = await quoteRow(q.id);
    const res = await api(`/${q.id}/send`, { method: "POST", json: change(await pricedValues(q.id)) });
    expect(res.status).toBe(status);
    expect((await res.json()).message).toContain(message);
    const after = await quoteRow(q.id);
    expect(after).toEqual(before);
    const lines = await app.database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, q.id));
    expect(lines.map((l) => l.unitPriceCents)).toEqual([null, null]);
    expect(
      await app.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, "quote-sent"))
        .then((m) => m.some((x) => x.subject.includes(q.quoteNumber))),
    ).toBe(false);
  });

  it("revises a sent quote: a new revision to work on; sending it supersedes the previous one, with audit", async () => {
    const q = await requested();
    expect((await api(`/${q.id}/send`, { method: "POST", json: await pricedValues(q.id) })).status).toBe(200);
    // a sent quote is not edited in place
    const edit = await api(`/${q.id}`, { method: "PUT", json: await pricedValues(q.id) });
    expect(edit.status).toBe(409);
    expect((await edit.json()).message).toContain("revise it");

    const revised = await api(`/${q.id}/revise`, { method: "POST", json: {} });
    expect(revised.status).toBe(201);
    const rev = (await revised.json()) as { id: string; quoteNumber: string; revision: number };
    expect(rev).toMatchObject({ quoteNumber: q.quoteNumber, revision: 2 });
    expect((await quoteRow(rev.id)).status).toBe("requested");
    expect((await quoteRow(q.id)).status).toBe("sent");
    // only once
    expect((await api(`/${q.id}/revise`, { method: "POST", json: {} })).status).toBe(409);

    const { values } = await editorValues(rev.id);
    expect(values.lines.map((l) => l.unitPrice)).toEqual(["1250.00", "80000.00"]);
    // the revision starts from what was sent, not from the list prices or the account's terms
    expect(values).toMatchObject({ shipping: "250.00", taxRatePercent: "8", paymentTerms: "prepaid" });
    expect(values.validUntil).toBe(defaultValidUntil());
    values.lines[1].discountPercent = "10";
    expect((await api(`/${rev.id}/send`, { method: "POST", json: values })).status).toBe(200);

    expect(await quoteRow(q.id)).toMatchObject({ status: "superseded", supersededBy: rev.id });
    expect(await quoteRow(rev.id)).toMatchObject({ status: "sent", revision: 2 });
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.subjectId, q.id));
    expect(audit.map((a) => a.action)).toContain("superseded");
    // a superseded quote can be neither edited, sent nor revised
    for (const [method, path] of [
      ["PUT", `/${q.id}`],
      ["POST", `/${q.id}/send`],
      ["POST", `/${q.id}/revise`],
    ] as const) {
      const res = await api(path, { method, json: values });
      expect(res.status).toBe(409);
      expect((await res.json()).message).toContain("superseded");
    }
  });

  it.each(["accepted", "declined"] as const)("refuses to change an %s quote (409)", async (status) => {
    const q = await requested();
    const values = await pricedValues(q.id);
    await app.database.db.update(quotes).set({ status }).where(eq(quotes.id, q.id));
    for (const [method, path] of [
      ["PUT", `/${q.id}`],
      ["POST", `/${q.id}/send`],
      ["POST", `/${q.id}/revise`],
    ] as const) {
      const res = await api(path, { method, json: values });
      expect(res.status).toBe(409);
      expect((await res.json()).message).toContain(status);
    }
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await api("/not-a-uuid")).status).toBe(404);
    expect((await api("/00000000-0000-4000-8000-000000000000/send", { method: "POST", json: await pricedValues((await requested()).id) })).status).toBe(404);
  });
});

type Values = Awaited<ReturnType<typeof pricedValues>>;
