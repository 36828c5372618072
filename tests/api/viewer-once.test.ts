import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as guards from "../../server/auth/guards";
import { createUser, signInCookie } from "../support/accounts";
import { createProduct, newCart } from "../support/catalogue";
import { serveWithFastLane } from "../support/fast-lane-server";
import { useTestApp } from "../support/test-app";

// The viewer (who asks, and what they may see) is computed once per request and read from the
// request's context by everything after (docs/decisions/048-guards-and-rate-limits.md). Every
// computation goes through viewerFor, counted here, and the session behind it through the session
// cache's find, counted too.
vi.mock("../../server/auth/guards", async (importOriginal) => {
  const original = await importOriginal<typeof guards>();
  return { ...original, viewerFor: vi.fn(original.viewerFor) };
});
const viewerFor = vi.mocked(guards.viewerFor);

const app = useTestApp({ CATALOGUE_CACHE_TTL_SECONDS: "60", SESSION_CACHE_TTL_SECONDS: "60" });
let approved: string;
let served: Awaited<ReturnType<typeof serveWithFastLane>>;
let productId: string;
let sessionLookups = 0;

beforeAll(async () => {
  const user = await createUser(app.database.db, "approved");
  approved = await signInCookie(app, user.email, user.password);
  productId = (await createProduct(app, { priceCents: 12_345, stock: 50 })).id;
  const find = app.services.sessions.find;
  app.services.sessions.find = (token) => {
    sessionLookups++;
    return find(token);
  };
  served = await serveWithFastLane(app.app, app.fastLane);
});
afterAll(() => served.close());
beforeEach(() => {
  viewerFor.mockClear();
  sessionLookups = 0;
});

describe("the viewer of a request", () => {
  it("is computed once for an anonymous read, a signed-in read and a signed-in write", async () => {
    for (const [path, init] of [
      ["/api/products", {}],
      ["/api/account", { cookie: approved }],
      ["/api/products?q=capillary&page=1", { cookie: approved }],
      ["/api/cart", { method: "POST", cookie: approved, json: { sessionId: newCart(), productId, quantity: 1 } }],
    ] as const) {
      viewerFor.mockClear();
      sessionLookups = 0;
      const res = await app.request(path, init);
      expect(res.status, path).toBeLessThan(300);
      expect(viewerFor, path).toHaveBeenCalledTimes(1);
      expect(sessionLookups, path).toBe(init.cookie ? 1 : 0);
    }
  });

  it("is computed once when the fast lane looked at the session but could not answer: the app takes it over", async () => {
    // a signed-in read nobody asked for before: the fast lane knows the session (held in memory since
    // the request before) but has no stored answer, so the app answers it
    await app.request("/api/account", { cookie: approved });
    viewerFor.mockClear();
    sessionLookups = 0;
    const before = served.reachedApp();
    const res = await fetch(`${served.base}/api/products/${productId}`, { headers: { Cookie: approved } });
    expect(res.status).toBe(200);
    expect((await res.json()).price).toBe("$123.45");
    expect(served.reachedApp()).toBe(before + 1);
    expect(viewerFor).toHaveBeenCalledTimes(1);
    expect(sessionLookups).toBe(0);
  });

  it("is the one the guards read: a guard refuses from it without looking again", async () => {
    const res = await app.request("/api/users", { cookie: approved });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "not_allowed" });
    expect(viewerFor).toHaveBeenCalledTimes(1);
    expect(sessionLookups).toBe(1);
  });
});
