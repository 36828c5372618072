import { beforeAll, describe, expect, it } from "vitest";
import pageRoutes from "../../app/routes";
import { createUser, signInCookie } from "../support/accounts";
import { TEST_ADMIN, useTestApp } from "../support/test-app";

// The fuzzing classes of an outside review (ids of the wrong shape, unknown form intents, wrong or
// broken content types, oversized fields) replayed on every route the app declares: the API's
// routes as its Hono routers register them, and the pages of app/routes.ts. A route added later is
// covered without touching this file. No answer may be a 500.
const t = useTestApp({ FORM_RATE_LIMIT_MULTIPLIER: "1000" }, { pages: true });

type Role = "anonymous" | "customer" | "admin";
const ROLES: Role[] = ["anonymous", "customer", "admin"];
const cookies: Record<Role, string | undefined> = { anonymous: undefined, customer: undefined, admin: undefined };
let customer: { email: string; password: string };

beforeAll(async () => {
  customer = await createUser(t.database.db, "approved");
  cookies.customer = await signInCookie(t, customer.email, customer.password);
  cookies.admin = await signInCookie(t, TEST_ADMIN.email, TEST_ADMIN.password);
});

/** Signs the role in again when a route (sign-out, sign-out everywhere) ended its session. */
async function keepSignedIn(role: Role) {
  if (role === "anonymous") return;
  const me = await t.request("/api/auth/me", { cookie: cookies[role] });
  if (me.status === 200) return;
  cookies[role] = role === "admin" ? await signInCookie(t, TEST_ADMIN.email, TEST_ADMIN.password) : await signInCookie(t, customer.email, customer.password);
}

interface Route {
  method: string;
  path: string;
}

/** The API's routes as its routers declare them (middleware on `*` patterns left out). */
function apiRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const route of t.app.routes) {
    if (!route.path.startsWith("/api/") || route.path.includes("*") || route.method === "ALL") continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** Every page address of app/routes.ts (the catch-all page as one unknown address). */
function pagePaths(): string[] {
  return pageRoutes.map((route) => (route.index ? "/" : route.path === "*" ? "/no-such-page" : `/${route.path}`));
}

/** Path segments of the wrong shape, as they appear in a request line (already percent-encoded). */
const MALFORMED_IDS: Record<string, string> = {
  "a quote number": "Q-2026-000001",
  "an order number": "SO-2026-000001",
  "a word": "not-an-id",
  "a UUID with letters beyond f": "zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz",
  "a UUID with a bad version character": "123e4567-e89b-x2d3-a456-426614174000",
  "a UUID too long": "123e4567-e89b-42d3-a456-4266141740001",
  "a very long id": "9".repeat(4000),
  unicode: encodeURIComponent("ü€😀\u202e"),
  "an encoded NUL": "%00",
  "malformed UTF-8": "%ED%BF%BF",
  SQL: encodeURIComponent("1' OR '1'='1"),
  "SQL with a comment": encodeURIComponent("1;DROP TABLE users--"),
  "an encoded slash": "..%2F..%2Fetc%2Fpasswd",
  "a space": "%20",
};
/** A well-formed id that names nothing. */
const UNKNOWN_IDS: Record<string, string> = {
  "an unknown UUID": "7b0b0c1e-4a4f-4e8e-9d57-6f0f1b2c3d4e",
  "an unknown quote number": "Q-2026-999999",
  "an unknown order number": "SO-2026-999999",
};

/** The path parameters that name a record: a malformed one is answered as an unknown one, 404 `<thing>_not_found`. */
const RECORD_PARAMS = new Set(["id", "orderNumber", "quoteNumber", "productId", "itemId"]);

const fill = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, value);
const params = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);

/** Bodies of the wrong type, broken, or too large in one field. */
const BODIES: Record<string, { type?: string; body: string }> = {
  "no content type": { body: "garbage" },
  "broken JSON": { type: "application/json", body: '{"a":' },
  "a JSON string": { type: "application/json", body: '"text"' },
  "a JSON array": { type: "application/json", body: "[1,2,3]" },
  "JSON null": { type: "application/json", body: "null" },
  "deeply nested JSON": { type: "application/json", body: "[".repeat(5000) },
  "JSON with a NUL field": { type: "application/json", body: JSON.stringify({ name: "a\u0000b", email: "\u0000", intent: "\u0000" }) },
  "an oversized JSON field": { type: "application/json", body: JSON.stringify({ name: "x".repeat(60_000) }) },
  "multipart without a boundary": { type: "multipart/form-data", body: "garbage" },
  "broken multipart": { type: "multipart/form-data; boundary=x", body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
  "garbage form encoding": { type: "application/x-www-form-urlencoded", body: "a=%%%&=&&%zz=%E0%A4%A" },
  "an oversized form field": { type: "application/x-www-form-urlencoded", body: `intent=x&name=${"x".repeat(60_000)}` },
  "plain text": { type: "text/plain", body: "hello" },
  "a garbage content type": { type: "ü/ü; boundary", body: "garbage" },
};

/** Form intents no page knows. */
const INTENTS: Record<string, string | null> = {
  "no intent": null,
  "an unknown intent": "x",
  "a long intent": "x".repeat(5000),
  "a NUL intent": "\u0000",
};

/** The body classes a page's action meets (pages take forms only: server/http/page-form-body.ts). */
const PAGE_BODIES = [
  "no content type",
  "broken JSON",
  "multipart without a boundary",
  "broken multipart",
  "garbage form encoding",
  "an oversized form field",
  "a garbage content type",
].map((name) => [name, BODIES[name]] as const);

async function send(method: string, path: string, role: Role, body?: { type?: string; body: string | URLSearchParams | FormData }) {
  const headers: Record<string, string> = {};
  if (body?.type) headers["Content-Type"] = body.type;
  const res = await t.request(path, { method, cookie: cookies[role], headers, body: body?.body, redirect: "manual" });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** Collects every 5xx of a sweep, so that one run names them all. */
function failures() {
  const list: string[] = [];
  return {
    check(what: string, answer: { status: number; text: string }) {
      if (answer.status >= 500) list.push(`${what} → ${answer.status} ${answer.text.slice(0, 120)}`);
    },
    list,
  };
}

describe("an id of the wrong shape is an unknown one", () => {
  it.each(ROLES)("GET /api/quotes/Q-2026-000001 answers 404 quote_not_found (%s)", async (role) => {
    const answer = await send("GET", "/api/quotes/Q-2026-000001", role);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual({ message: "Quote not found", code: "quote_not_found" });
  });

  it.each([
    ["GET", "/api/orders/SO-2026-000001", "admin", "order_not_found"],
    ["PUT", "/api/orders/not-an-id/status", "admin", "order_not_found", { status: "cancelled" }],
    ["GET", "/api/products/%00", "anonymous", "product_not_found"],
    ["GET", "/api/account/orders/Q-2026-000001", "customer", "order_not_found"],
    ["GET", "/api/admin/lots/zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz", "admin", "lot_not_found"],
    ["GET", "/api/admin/products/1'%20OR%20'1'='1/lots", "admin", "product_not_found"],
    ["PUT", "/api/users/42/status", "admin", "user_not_found", { status: "approved" }],
    ["DELETE", "/api/categories/%ED%BF%BF", "admin", "category_not_found"],
    ["DELETE", "/api/account/addresses/x", "customer", "address_not_found"],
    ["DELETE", "/api/cart/x", "customer", "cart_item_not_found"],
  ] as const)("%s %s answers 404 %s", async (method, path, role, code, json?: object) => {
    const answer = await send(method, path, role, json && { type: "application/json", body: JSON.stringify(json) });
    expect(answer.status, answer.text).toBe(404);
    expect(JSON.parse(answer.text).code).toBe(code);
  });

  it("answers an unknown well-formed quote id with the same code", async () => {
    const answer = await send("GET", `/api/quotes/${UNKNOWN_IDS["an unknown UUID"]}`, "customer");
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text).code).toBe("quote_not_found");
  });

  it.each(["/account/quotes/not-a-number", "/account/orders/Q-2026-000001", "/admin/quotes/%00", "/products/%ED%BF%BF"])(
    "GET %s shows the 404 page, signed in or not",
    async (path) => {
      for (const role of ROLES) expect((await send("GET", path, role)).status, `${role} ${path}`).toBe(404);
    },
  );
});

describe("unknown form intents", () => {
  it.each([["x"], [null]])("POST /account/addresses with intent %s answers 400 and the page says Unknown action", async (intent) => {
    const form = new URLSearchParams({ id: "x" });
    if (intent !== null) form.set("intent", intent);
    const answer = await send("POST", "/account/addresses", "customer", { body: form });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Unknown action");
  });

  it.each(["/account", "/admin/organisations/:id", "/admin/products/:id/lots", "/login"])(
    "POST %s with an unknown intent answers 400 and says Unknown action",
    async (pattern) => {
      const role = pattern.startsWith("/admin") ? "admin" : pattern === "/login" ? "anonymous" : "customer";
      const path = fill(pattern, UNKNOWN_IDS["an unknown UUID"]);
      const answer = await send("POST", path, role, { body: new URLSearchParams({ intent: "x" }) });
      expect(answer.status).toBe(400);
      expect(answer.text).toContain("Unknown action");
    },
  );
});

describe("malformed requests on every route", () => {
  it("finds the routes in the routers", () => {
    const api = apiRoutes();
    // the routers' own declarations, with their parameters (a sanity check that nothing was missed)
    expect(api).toContainEqual({ method: "GET", path: "/api/quotes/:id" });
    expect(api).toContainEqual({ method: "PUT", path: "/api/orders/:id/status" });
    expect(api).toContainEqual({ method: "GET", path: "/api/account/orders/:orderNumber" });
    expect(api.length).toBeGreaterThan(60);
    expect(pagePaths()).toContain("/account/quotes/:quoteNumber");
  });

  it("answers an API id of the wrong shape as an unknown one, never 5xx", async () => {
    const found = failures();
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => r.path.includes(":"))) {
      for (const role of ROLES) {
        for (const [name, value] of Object.entries({ ...MALFORMED_IDS, ...UNKNOWN_IDS })) {
          const path = fill(route.path, value);
          const answer = await send(route.method, path, role, route.method === "GET" ? undefined : { type: "application/json", body: "{}" });
          found.check(`${role} ${route.method} ${route.path} with ${name}`, answer);
          // a record's id: an unknown one, unless the caller may not ask at all (401/403) or the body is refused first (400)
          if (params(route.path).some((p) => RECORD_PARAMS.has(p)) && name in MALFORMED_IDS) {
            if (![400, 401, 403, 404, 405].includes(answer.status)) wrong.push(`${role} ${route.method} ${route.path} with ${name} → ${answer.status}`);
            if (answer.status === 404 && !/"code":"[a-z_]+_not_found"/.test(answer.text))
              wrong.push(`${role} ${route.method} ${route.path} with ${name} → 404 without a not-found code: ${answer.text.slice(0, 100)}`);
          }
        }
        await keepSignedIn(role);
      }
    }
    expect({ errors: found.list, wrong }).toEqual({ errors: [], wrong: [] });
  }, 600_000);

  it("answers every API write with a broken or mistyped body with a 4xx, never 5xx", async () => {
    const found = failures();
    const writes = apiRoutes().filter((r) => r.method !== "GET");
    for (const route of writes) {
      for (const role of ROLES) {
        for (const [name, body] of Object.entries(BODIES)) {
          const answer = await send(route.method, fill(route.path, UNKNOWN_IDS["an unknown UUID"]), role, body);
          found.check(`${role} ${route.method} ${route.path} with ${name}`, answer);
        }
        await keepSignedIn(role);
      }
    }
    expect(found.list).toEqual([]);
  }, 600_000);

  it("answers a page id of the wrong shape with the 404 page, never 5xx", async () => {
    const found = failures();
    const wrong: string[] = [];
    for (const path of pagePaths().filter((p) => p.includes(":"))) {
      for (const role of ROLES) {
        for (const [name, value] of Object.entries({ ...MALFORMED_IDS, ...UNKNOWN_IDS })) {
          const answer = await send("GET", fill(path, value), role);
          found.check(`${role} GET ${path} with ${name}`, answer);
          // signed out, an account or admin page sends to sign-in first; a signed-in visitor sees the 404 page
          if (params(path).some((p) => RECORD_PARAMS.has(p)) && role !== "anonymous" && ![403, 404].includes(answer.status))
            wrong.push(`${role} GET ${path} with ${name} → ${answer.status}`);
        }
      }
    }
    expect({ errors: found.list, wrong }).toEqual({ errors: [], wrong: [] });
  }, 600_000);

  it("answers every page post with an unknown intent, a malformed id or a broken body with a 4xx, never 5xx", async () => {
    const found = failures();
    for (const pattern of pagePaths()) {
      const path = fill(pattern, MALFORMED_IDS["a word"]);
      for (const role of ROLES) {
        for (const [name, intent] of Object.entries(INTENTS)) {
          for (const multipart of [false, true]) {
            const form = multipart ? new FormData() : new URLSearchParams();
            if (intent !== null) form.append("intent", intent);
            form.append("id", MALFORMED_IDS["a UUID with letters beyond f"]);
            found.check(`${role} POST ${path} with ${name}${multipart ? " (multipart)" : ""}`, await send("POST", path, role, { body: form }));
          }
        }
        for (const [name, body] of PAGE_BODIES) found.check(`${role} POST ${path} with ${name}`, await send("POST", path, role, body));
        if (pattern.includes(":")) {
          for (const [name, value] of Object.entries(MALFORMED_IDS)) {
            const form = new URLSearchParams({ intent: "update" });
            found.check(`${role} POST ${pattern} with ${name}`, await send("POST", fill(pattern, value), role, { body: form }));
          }
        }
        await keepSignedIn(role);
      }
    }
    expect(found.list).toEqual([]);
  }, 600_000);
});
