import { expect, type APIRequestContext, test } from "@playwright/test";
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

async function crawl(request: APIRequestContext, signedIn: boolean) {
  const products = (await (await request.get("/api/products")).json()) as Array<{ id: string; price: unknown }>;
  expect(products.length).toBeGreaterThan(0);
  expect(products.every((p) => p.price === null)).toBe(true);
  const urls = [
    ...PAGES,
    "/api/products",
    "/api/categories",
    ...products.flatMap((p) => [`/products/${p.id}`, `/api/products/${p.id}`, `/products/${p.id}.data`]),
    "/products.data",
    ...(signedIn ? ACCOUNT_URLS : []),
  ];
  for (const url of urls) {
    const res = await request.get(url);
    expect(res.status(), url).toBeLessThan(400);
    const body = await res.text();
    expect(body.match(PRICE)?.[0], `${url} leaks a price`).toBeUndefined();
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
