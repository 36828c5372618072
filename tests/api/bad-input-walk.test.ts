import { beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/auth/session";
import { createUser } from "../support/accounts";
import { newCart } from "../support/catalogue";
import { useTestApp } from "../support/test-app";

// Bad input on every /api route (decision 047): whatever a client sends, the answer is never a 500
// and never an HTML page, and a refusal is JSON `{message, code}`. The routes are read from the
// app itself, so a route added tomorrow is walked too.
const app = useTestApp();

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Writes that read no body, so an empty one is no mistake: they answer as usual. */
const TAKES_NO_BODY = new Set(["POST /api/auth/logout", "POST /api/auth/resend-confirmation", "POST /api/account/sign-out-everywhere"]);

/** A value of the right shape that names nothing, per path parameter (app/lib/path-param-shapes.ts). */
const UNKNOWN: Record<string, () => string> = {
  id: () => "00000000-0000-4000-8000-000000000000",
  productId: () => "00000000-0000-4000-8000-000000000000",
  itemId: () => "00000000-0000-4000-8000-000000000000",
  orderNumber: () => "SO-2026-999999",
  token: () => "A".repeat(43),
  sessionId: () => newCart(),
  slug: () => "no-such-event",
};
const MALFORMED = "not-an-id'%22%3Cb%3E";

interface Route {
  method: string;
  path: string;
  params: string[];
}

/** Every route the app answers under /api, with its path parameters (middleware and catch-alls left out). */
function apiRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.app.routes) {
    if (!path.startsWith("/api/") || method === "ALL" || path.includes("*")) continue;
    const params = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
    seen.set(`${method} ${path}`, { method, path, params });
  }
  return [...seen.values()];
}

const fill = (route: Route, value: (name: string) => string) => route.path.replace(/:(\w+)/g, (_, name: string) => value(name));

/** What a client is answered, read once: status, content type and the body as text. */
async function answer(res: Response) {
  return { status: res.status, type: res.headers.get("Content-Type") ?? "", text: await res.text() };
}

type Answer = Awaited<ReturnType<typeof answer>>;

/** The problems of one answer: a 5xx, HTML, or a refusal that is not JSON `{message, code}`. */
function problemsOf(what: string, got: Answer, { mustRefuse }: { mustRefuse: boolean }): string[] {
  const problems: string[] = [];
  if (got.status >= 500) problems.push(`${what}: ${got.status}`);
  if (/html/i.test(got.type) || /^\s*</.test(got.text)) problems.push(`${what}: HTML (${got.type})`);
  if (mustRefuse && (got.status < 400 || got.status >= 500)) problems.push(`${what}: ${got.status}, not a 4xx`);
  if (got.status >= 400) {
    if (!got.type.startsWith("application/json")) problems.push(`${what}: ${got.status} as ${got.type}`);
    let body: { message?: unknown; code?: unknown } = {};
    try {
      body = JSON.parse(got.text) as typeof body;
    } catch {
      problems.push(`${what}: ${got.status} with a body that is not JSON`);
    }
    if (typeof body.code !== "string" || !/^[a-z]+(_[a-z0-9]+)*$/.test(body.code)) problems.push(`${what}: ${got.status} without a snake_case code`);
    if (typeof body.message !== "string" || body.message === "") problems.push(`${what}: ${got.status} without a message`);
  }
  return problems;
}

describe("bad input on every /api route", () => {
  let adminId: string;
  beforeAll(async () => {
    adminId = (await createUser(app.database.db, "approved", "admin")).user.id;
  });

  /** A fresh admin session per request: a walked sign-out must not sign the next request out. */
  const asAdmin = async () => `sid=${(await createSession(app.database.db, adminId)).token}`;
  const viewers: Array<[string, () => Promise<string | undefined>]> = [
    ["anonymous", async () => undefined],
    ["admin", asAdmin],
  ];

  it("finds the routes in the app: reads and writes of every resource", () => {
    const routes = apiRoutes().map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThan(60);
    for (const route of [
      "GET /api/quotes/:id",
      "POST /api/cart",
      "POST /api/contact",
      "POST /api/products",
      "PUT /api/orders/:id/status",
      "PUT /api/admin/lots/:id",
    ]) {
      expect(routes).toContain(route);
    }
  });

  it("answers an empty body, a malformed id and a wrong content type with a JSON 4xx and a code, never a 500 or HTML", { timeout: 180_000 }, async () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const write = WRITE_METHODS.has(route.method);
      const readsBody = write && route.method !== "DELETE" && !TAKES_NO_BODY.has(`${route.method} ${route.path}`);
      for (const [viewer, cookieOf] of viewers) {
        const send = async (path: string, init: { contentType?: string; body?: string }) => {
          const headers = new Headers();
          const cookie = await cookieOf();
          if (cookie) headers.set("Cookie", cookie);
          if (init.contentType) headers.set("Content-Type", init.contentType);
          return answer(await app.request(path, { method: route.method, headers, body: write ? (init.body ?? "") : undefined }));
        };
        const known = fill(route, (name) => (UNKNOWN[name] ?? (() => "unknown"))());
        const where = `${viewer} ${route.method} ${route.path}`;

        const empty = await send(known, { contentType: "application/json" });
        problems.push(...problemsOf(`${where} with an empty body`, empty, { mustRefuse: readsBody }));

        const wrongType = await send(known, { contentType: "application/x-www-form-urlencoded", body: "quantity=1&name=x" });
        problems.push(...problemsOf(`${where} as a form`, wrongType, { mustRefuse: readsBody }));

        if (route.params.length > 0) {
          const malformed = await send(
            fill(route, () => MALFORMED),
            { contentType: "application/json", body: "{}" },
          );
          problems.push(...problemsOf(`${where} with a malformed ${route.params.join(" and ")}`, malformed, { mustRefuse: true }));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("answers /api paths nobody serves, and methods a path does not take, with a JSON 404 not_found", async () => {
    for (const [method, path] of [
      ["GET", "/api/no-such-thing"],
      ["DELETE", "/api/categories"],
      ["PATCH", "/api/products"],
    ] as const) {
      const res = await app.request(path, { method, cookie: await asAdmin() });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ message: "Not found", code: "not_found" });
    }
  });
});
