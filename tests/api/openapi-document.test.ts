import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createApiDocument } from "../../server/api/openapi/document";
import { cartItemSchema, categorySchema, orderReceiptSchema, productSchema } from "../../server/api/openapi/responses";
import { signedInAccount, signInCookie } from "../support/accounts";
import { createProduct, newCart, orderAsSeen } from "../support/catalogue";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// Behind one trusted proxy every request can come from its own address, so that walking every
// route never meets a rate limit.
const app = useTestApp({ TRUST_PROXY_HOPS: "1" });
let nextAddress = 1;
const fromNewAddress = () => ({ "X-Forwarded-For": `198.51.100.${nextAddress++ % 250}` });

const document = createApiDocument();
type Operation = { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };

/** The codes the document lists for an operation's answer of `status`; null when it lists none (any code). */
function documentedCodes(operation: Operation, status: number): string[] | null {
  const ref = operation.responses[String(status)]?.content?.["application/json"]?.schema?.$ref;
  const name = ref?.split("/").pop();
  const schema = name ? (document.components?.schemas?.[name] as { properties?: { code?: { enum?: string[] } } } | undefined) : undefined;
  return schema?.properties?.code?.enum ?? null;
}

const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  (["get", "post", "put", "patch", "delete"] as const).flatMap((method) =>
    item[method] ? [{ method, path, operation: item[method] as unknown as Operation }] : [],
  ),
);

/** The operation's path with a value of the wrong shape in every parameter. */
const malformed = (path: string) => path.replace(/\{\w+\}/g, "not-a-valid-id");

/** Calls every operation with malformed ids and an empty JSON body; each answer must be one the document lists, with a listed code. */
async function walk(cookie: string | undefined, skip: (path: string) => boolean) {
  const undocumented: string[] = [];
  for (const { method, path, operation } of operations) {
    if (skip(path)) continue;
    const res = await app.request(malformed(path), {
      method: method.toUpperCase(),
      headers: fromNewAddress(),
      cookie,
      ...(method === "get" ? {} : { json: {} }),
    });
    const name = `${method.toUpperCase()} ${path} → ${res.status}`;
    if (!(String(res.status) in operation.responses)) {
      undocumented.push(`${name}: status not documented`);
      continue;
    }
    if (res.status < 400) continue;
    const body = (await res.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message !== "string") undocumented.push(`${name}: no message`);
    const codes = documentedCodes(operation, res.status);
    // an answer without a code is the error mapping's to fix; a code the document does not list is the document's
    if (typeof body.code === "string" && codes && !codes.includes(body.code)) undocumented.push(`${name}: code ${body.code} not in [${codes}]`);
  }
  return undocumented;
}

describe("GET /api/openapi.json", () => {
  it("answers the OpenAPI 3.1 document as JSON", async () => {
    const res = await app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const served = await res.json();
    expect(served.openapi).toBe("3.1.0");
    expect(served).toEqual(JSON.parse(JSON.stringify(document)));
  });
});

describe("the document against the API's real answers", () => {
  it("lists every status and code the routes answer a signed-out caller sending malformed ids and empty bodies", async () => {
    expect(await walk(undefined, () => false)).toEqual([]);
  });

  it("lists every status and code the routes answer an administrator sending malformed ids and empty bodies", async () => {
    const cookie = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
    // signing out would end the walk's session: those two are walked signed out above
    expect(await walk(cookie, (path) => path === "/api/auth/logout" || path === "/api/account/sign-out-everywhere")).toEqual([]);
  });

  describe("the answers' shapes", () => {
    let product: { id: string };
    let buyer: { cookie: string };
    let adminCookie: string;
    beforeAll(async () => {
      product = await createProduct(app, { priceCents: 12_500, stock: 20, name: "Fused-silica capillary for the document" });
      buyer = await signedInAccount(app, "approved");
      adminCookie = await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password);
      const category = await app.request("/api/categories", { method: "POST", json: { name: "Capillaries for the document" }, cookie: adminCookie });
      expect(category.status).toBe(201);
    });

    /** `schema` parses the answer strictly: a field the document does not state fails. */
    async function answerOf(schema: z.ZodType, path: string, cookie?: string) {
      const res = await app.request(path, { cookie });
      expect(res.status, path).toBe(200);
      const parsed = schema.safeParse(await res.json());
      expect(parsed.error?.issues ?? [], path).toEqual([]);
      return parsed.data;
    }

    it("products and categories, to anyone, to a buyer, to an administrator and as a search's page", async () => {
      for (const cookie of [undefined, buyer.cookie, adminCookie]) {
        await answerOf(productSchema.array().min(1), "/api/products", cookie);
        await answerOf(productSchema, `/api/products/${product.id}`, cookie);
        await answerOf(productSchema.array().min(1), "/api/products?q=capillary&page=1", cookie);
      }
      await answerOf(categorySchema.array().min(1), "/api/categories");
    });

    it("a cart's items and an order's receipt", async () => {
      const sessionId = newCart();
      const added = await app.request("/api/cart", {
        method: "POST",
        json: { sessionId, productId: product.id, quantity: 2 },
        cookie: buyer.cookie,
        headers: fromNewAddress(),
      });
      expect(added.status).toBe(201);
      await answerOf(cartItemSchema.array().length(1), `/api/cart/${sessionId}`, buyer.cookie);
      const placed = await orderAsSeen(
        app,
        sessionId,
        {
          customerName: "Dr. Rosalind Franklin",
          customerEmail: "rosalind@lab.example.org",
          customerCompany: "King's Lab",
          shippingAddress: "Strand, London WC2R 2LS, United Kingdom",
        },
        buyer.cookie,
      );
      expect(placed.status, await placed.clone().text()).toBe(201);
      const receipt = orderReceiptSchema.safeParse(await placed.json());
      expect(receipt.error?.issues ?? []).toEqual([]);
    });
  });
});
