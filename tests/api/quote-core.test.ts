import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItems, quoteLinks } from "../../server/db/schema";
import { DomainError } from "../../server/errors/domain-error";
import { createQuoteRequest, hashQuoteToken, readQuote, readQuoteByToken } from "../../server/services/quotes/quotes";
import { createUser } from "../support/accounts";
import { createProduct, newCart } from "../support/catalogue";
import { useTestApp } from "../support/test-app";

const app = useTestApp();
const contact = { name: "Ada Lovelace", email: "ada@lab.example.org", company: "Analytical Engines" };

describe("createQuoteRequest and readQuote", () => {
  it("stores revision 1, status requested, its lines with SKU and name, and only the token's sha-256", async () => {
    const priced = await createProduct(app, { priceCents: 12_500 });
    const onRequest = await createProduct(app, { priceCents: null });
    const created = await createQuoteRequest(app.database.db, {
      source: "product",
      lines: [
        { productId: priced.id, quantity: 2 },
        { sku: onRequest.sku, quantity: 1 },
        { productId: priced.id, quantity: 3 },
      ],
      message: "Two sites",
      userId: null,
      contact,
    });
    expect(created.quoteNumber).toMatch(/^Q-\d{4}-\d{6}$/);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const quote = await readQuote(app.database.db, created.id);
    expect(quote).toMatchObject({
      revision: 1,
      status: "requested",
      userId: null,
      contactName: "Ada Lovelace",
      source: "product",
      requestMessage: "Two sites",
    });
    const links = await app.database.db.select().from(quoteLinks).where(eq(quoteLinks.quoteNumber, created.quoteNumber));
    expect(links.map((l) => l.tokenHash)).toEqual([hashQuoteToken(created.token)]);
    expect(quote!.lines.map((l) => [l.sku, l.name, l.quantity, l.unitPriceCents])).toEqual([
      [priced.sku, priced.name, 5, null],
      [onRequest.sku, onRequest.name, 1, null],
    ]);
    expect((await readQuoteByToken(app.database.db, created.token))?.id).toBe(created.id);
  });

  it("takes a cart's lines, price-on-request included, and belongs to the signed-in account", async () => {
    const { user } = await createUser(app.database.db, "pending");
    const onRequest = await createProduct(app, { priceCents: null });
    const sessionId = newCart();
    await app.database.db.insert(cartItems).values({ sessionId, productId: onRequest.id, quantity: 4 });
    const created = await createQuoteRequest(app.database.db, { source: "cart", cartSessionId: sessionId, userId: user.id, contact });
    const quote = await readQuote(app.database.db, created.id);
    expect(quote!.userId).toBe(user.id);
    expect(quote!.lines).toHaveLength(1);
    expect(quote!.lines[0]).toMatchObject({ productId: onRequest.id, quantity: 4 });
  });

  it("refuses no lines and unknown products, storing nothing", async () => {
    await expect(createQuoteRequest(app.database.db, { source: "product", lines: [], userId: null, contact })).rejects.toBeInstanceOf(DomainError);
    await expect(
      createQuoteRequest(app.database.db, { source: "product", lines: [{ sku: "NO-SUCH-SKU", quantity: 1 }], userId: null, contact }),
    ).rejects.toThrow("Unknown product: NO-SUCH-SKU");
    expect(await readQuote(app.database.db, "not-a-uuid")).toBeNull();
  });
});
