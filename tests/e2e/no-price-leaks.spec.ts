import { expect, type APIRequestContext, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { addReleasedLot, lotTrackedProduct } from "./lot-fixtures";
import { ACCOUNTS } from "./support";

const PRICE = /\$\s?\d{1,3}(,\d{3})*\.\d{2}|"priceCents"|Please inquire/;
const PAGES = [
  "/",
  "/products",
  "/products?sort=price-asc",
  "/about",
  "/contact",
  "/documentation",
  "/tools",
  "/news",
  "/events",
  "/biosummit",
  "/agilent-platform",
  "/checkout",
  "/quick-order",
  "/quick-order/template.csv",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=not-a-token",
  "/sitemap.xml",
  "/robots.txt",
];

/** A signed-in viewer's own pages and answers: the account area, its orders, its quotes and its cart. */
const ACCOUNT_URLS = [
  "/account",
  "/account/addresses",
  "/account/orders",
  "/account/quotes",
  "/api/account",
  "/api/account/orders",
  "/api/account/quotes",
  "/api/account/addresses",
  "/api/cart",
];

/** The content pages reached from these listings: news items, events, guides and the library's PDFs. */
const LISTINGS = ["/news", "/events", "/documentation"];
const CONTENT_LINK = /href="(\/(?:news|events|documentation\/guides)\/[\w-]+|\/documentation\/files\/[\w-]+\.pdf(?:\/download)?)"/g;

async function contentUrls(request: APIRequestContext) {
  const found = new Set<string>();
  for (const listing of LISTINGS) for (const match of (await (await request.get(listing)).text()).matchAll(CONTENT_LINK)) found.add(match[1]);
  return [...found];
}

/**
 * A priced, lot-tracked product of this file's own with a released lot: its certificate of analysis
 * is public by lot number, and must not carry the product's price.
 */
let certificateUrl = "";
test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  const tag = `${Date.now()}`;
  const product = await lotTrackedProduct(admin, tag, `Leak Check Kit ${tag}`);
  const lotNumber = `LEAK${tag.slice(-7)}`;
  await addReleasedLot(admin, product.id, lotNumber);
  await admin.dispose();
  certificateUrl = `/documentation/coa?lot=${lotNumber}`;
});

/** What a reader sees of an answer: a PDF's text, any other body as it is. */
async function readableText(res: Awaited<ReturnType<APIRequestContext["get"]>>) {
  if (res.headers()["content-type"] !== "application/pdf") return res.text();
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.body())), { mergePages: true });
  return text;
}

async function crawl(request: APIRequestContext, signedIn: boolean) {
  const products = (await (await request.get("/api/products")).json()) as Array<{ id: string; price: unknown }>;
  expect(products.length).toBeGreaterThan(0);
  expect(products.every((p) => p.price === null)).toBe(true);
  const content = await contentUrls(request);
  // every kind of content page is reached, PDFs too
  for (const kind of ["/news/", "/events/", "/documentation/guides/", "/documentation/files/"])
    expect(
      content.some((u) => u.startsWith(kind)),
      kind,
    ).toBe(true);
  const urls = [
    ...PAGES,
    "/api/products",
    "/api/categories",
    ...products.flatMap((p) => [`/products/${p.id}`, `/api/products/${p.id}`, `/products/${p.id}.data`]),
    "/products.data",
    ...content,
    "/documentation?q=capillary",
    certificateUrl,
    ...(signedIn ? ACCOUNT_URLS : []),
  ];
  for (const url of urls) {
    const res = await request.get(url);
    expect(res.status(), url).toBeLessThan(400);
    const body = await readableText(res);
    expect(body.match(PRICE)?.[0], `${url} leaks a price`).toBeUndefined();
    // the certificate was read as text, not as compressed PDF streams
    if (url === certificateUrl) expect(body).toContain(url.split("=")[1]);
  }
}

for (const who of ["anonymous", "pending", "rejected"] as const) {
  test(`no page, payload, sitemap or JSON-LD carries a price for ${who} visitors`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    if (who !== "anonymous") {
      const login = await request.post("/api/auth/login", { data: ACCOUNTS[who] });
      expect(login.status()).toBe(200);
    }
    await crawl(request, who !== "anonymous");
    await request.dispose();
  });
}

test("an approved visitor does see prices (the crawl above would notice them)", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await request.post("/api/auth/login", { data: ACCOUNTS.approved });
  expect(await (await request.get("/products")).text()).toMatch(PRICE);
  await request.dispose();
});

// decisions.md: exact stock quantities are for admins only; everyone else sees in/out of stock and "Low stock".
for (const who of ["anonymous", "pending", "approved", "rejected"] as const) {
  test(`no page, loader data or payload carries the exact stock for ${who} visitors`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    if (who !== "anonymous") expect((await request.post("/api/auth/login", { data: ACCOUNTS[who] })).status()).toBe(200);
    const products = (await (await request.get("/api/products")).json()) as Array<{ id: string; lowStock: boolean }>;
    expect(products.some((p) => p.lowStock)).toBe(true);
    const urls = [
      "/products",
      "/products.data",
      "/api/products",
      ...products.flatMap((p) => [`/products/${p.id}`, `/api/products/${p.id}`, `/products/${p.id}.data`]),
    ];
    for (const url of urls) {
      const res = await request.get(url);
      expect(res.status(), url).toBeLessThan(400);
      expect(await res.text(), `${url} tells the exact stock`).not.toContain("stockQuantity");
    }
    await request.dispose();
  });
}

test("an admin does get exact stock quantities (the crawl above would notice them)", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  expect((await request.post("/api/auth/login", { data: ACCOUNTS.admin })).status()).toBe(200);
  expect(await (await request.get("/api/products")).text()).toContain("stockQuantity");
  expect(await (await request.get("/products")).text()).toContain("stockQuantity");
  await request.dispose();
});
