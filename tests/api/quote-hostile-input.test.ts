import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, signInCookie } from "../support/accounts";
import { createSentQuote } from "../support/quotes";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

/** The customer's quote endpoints answer hostile bodies with a 4xx JSON {message}, never a 5xx. */
const app = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "1000" });
let owner: string;
let admin: string;
let quoteId: string;
let expiredId: string;

beforeAll(async () => {
  const u = await createUser(app.database.db, "approved");
  owner = await signInCookie(app, u.email, u.password);
  admin = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
  quoteId = (await createSentQuote(app.database.db, { userId: u.user.id, poRequired: true })).quote.id;
  expiredId = (await createSentQuote(app.database.db, { userId: u.user.id, validUntil: "2026-01-01" })).quote.id;
});

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "<script>alert(1)</script>", "' or 1=1 --", "%PDF-"),
  fc.string({ minLength: 3000, maxLength: 6000 }),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    nasty,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("v"), { maxLength: 3 }),
    fc.dictionary(fc.oneof(nasty, fc.constantFrom("body", "reason", "poNumber", "shippingAddress", "billingAddress", "__proto__")), tie("v"), { maxKeys: 4 }),
  ),
})).v;

async function expectClientError(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBeGreaterThanOrEqual(400);
  expect(res.status, text).toBeLessThan(500);
  expect(typeof JSON.parse(text).message).toBe("string");
}

describe("hostile bodies on the quote endpoints", () => {
  // each with a body the endpoint itself refuses with its own message: the endpoint is there and reads bodies
  const endpoints: Array<[string, () => string, () => string, unknown, string]> = [
    [
      "accept",
      () => `/api/quotes/${quoteId}/accept`,
      () => owner,
      { shippingAddress: "1 Lab Road, Springfield" },
      "A purchase-order number is required for this order",
    ],
    ["decline", () => `/api/quotes/${expiredId}/decline`, () => owner, { reason: "Too late" }, "This quote expired on January 1, 2026"],
    ["message", () => `/api/quotes/${quoteId}/messages`, () => owner, { body: " " }, "Message is required"],
    ["sales message", () => `/api/admin/quotes/${quoteId}/messages`, () => admin, { body: " " }, "Message is required"],
  ];

  it.each(endpoints)("%s answers every hostile JSON body with a 4xx JSON message", async (_, path, cookie, known, message) => {
    const own = await app.request(path(), { method: "POST", json: known, cookie: cookie() });
    expect((await own.json()).message).toBe(message);
    await fc.assert(
      fc.asyncProperty(value, async (body) => {
        const res = await app.request(path(), { method: "POST", json: body, cookie: cookie() });
        if (res.status < 300) return; // a body that happens to be valid is fine
        await expectClientError(res);
      }),
      { numRuns: 40 },
    );
  });

  it("accept answers broken multipart forms and odd files with a 4xx JSON message", async () => {
    const notPdf = new FormData();
    notPdf.set("poNumber", "PO-1");
    notPdf.set("shippingAddress", "1 Lab Road, Springfield 12345");
    notPdf.set("poDocument", new File(["hello"], "po.pdf", { type: "application/pdf" }));
    const own = await app.request(`/api/quotes/${quoteId}/accept`, { method: "POST", cookie: owner, body: notPdf });
    expect((await own.json()).message).toBe("The purchase-order document must be a PDF file");
    const raw = ['--x\r\nContent-Disposition: form-data; name="poNumber"\r\n\r\nPO', "garbage", ""];
    for (const body of raw) {
      const res = await app.request(`/api/quotes/${quoteId}/accept`, {
        method: "POST",
        cookie: owner,
        body,
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
      });
      await expectClientError(res);
    }
    await fc.assert(
      fc.asyncProperty(nasty, fc.string(), fc.uint8Array({ maxLength: 200 }), async (poNumber, type, bytes) => {
        const form = new FormData();
        form.set("poNumber", poNumber);
        form.set("shippingAddress", "1 Lab Road, Springfield 12345");
        form.set("poDocument", new File([new Uint8Array(bytes)], "po.pdf", { type }));
        const res = await app.request(`/api/quotes/${quoteId}/accept`, { method: "POST", cookie: owner, body: form });
        if (res.status < 300) return;
        await expectClientError(res);
      }),
      { numRuns: 30 },
    );
  });
});
