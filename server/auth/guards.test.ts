import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import { errorResponse } from "../http/api-errors";
import type { RequestContext } from "../load-context";
import { requireApproved, requireRole, requireUser, viewerFor, type GuardScope } from "./guards";
import type { SessionUser } from "./session";

const person = (role: SessionUser["role"], status: SessionUser["status"]): SessionUser => ({
  id: `${role}-${status}`,
  email: `${role}.${status}@example.org`,
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Lab",
  title: null,
  phone: null,
  role,
  status,
  createdAt: new Date(0),
  approvedAt: null,
  organisation: null,
  pricing: null,
});

const viewers = {
  anonymous: null,
  pending: person("customer", "pending"),
  approved: person("customer", "approved"),
  rejected: person("customer", "rejected"),
  admin: person("admin", "approved"),
};

const guards = {
  requireUser: (scope: GuardScope) => requireUser(scope),
  requireApproved: (scope: GuardScope) => requireApproved(scope),
  requireAdmin: (scope: GuardScope) => requireRole(scope, "admin"),
  requireCustomerOrAdmin: (scope: GuardScope) => requireRole(scope, "customer", "admin"),
};

/** Who each guard lets through (the rest: signed out → 401, signed in → 403). */
const passes: Record<keyof typeof guards, Array<keyof typeof viewers>> = {
  requireUser: ["pending", "approved", "rejected", "admin"],
  requireApproved: ["approved", "admin"],
  requireAdmin: ["admin"],
  requireCustomerOrAdmin: ["pending", "approved", "rejected", "admin"],
};

/** The API's answer for `guard` with `user` as the request's viewer. */
async function apiAnswer(guard: (scope: GuardScope) => SessionUser, user: SessionUser | null) {
  const app = new Hono<AppEnv>()
    .use((c, next) => {
      c.set("viewer", viewerFor(user));
      return next();
    })
    .get("/", (c) => c.json({ id: guard(c).id }))
    .onError((err, c) => errorResponse(c, err));
  const res = await app.request("/");
  return { status: res.status, body: await res.json() };
}

/** What a page's guard throws (or returns) with `user` as the request's viewer. */
function pageAnswer(guard: (scope: GuardScope) => SessionUser, user: SessionUser | null) {
  const page = { viewer: viewerFor(user) } as RequestContext;
  try {
    return { passed: guard({ page, signIn: "/login?redirectTo=%2Faccount", headers: { "X-Robots-Tag": "noindex" } }) };
  } catch (thrown) {
    return { thrown };
  }
}

describe("the guards", () => {
  for (const [name, guard] of Object.entries(guards) as Array<[keyof typeof guards, (scope: GuardScope) => SessionUser]>) {
    for (const [who, user] of Object.entries(viewers) as Array<[keyof typeof viewers, SessionUser | null]>) {
      const allowed = passes[name].includes(who);
      it(`${name} ${allowed ? "lets" : "refuses"} ${who} on the API`, async () => {
        const { status, body } = await apiAnswer(guard, user);
        if (allowed) expect(body).toEqual({ id: user!.id });
        else if (!user) expect([status, body]).toEqual([401, { message: "Please sign in first", code: "not_signed_in" }]);
        else expect([status, body]).toEqual([403, { message: "You do not have permission to do this", code: "not_allowed" }]);
      });

      it(`${name} ${allowed ? "lets" : "refuses"} ${who} on a page`, () => {
        const answer = pageAnswer(guard, user);
        if (allowed) return expect(answer).toEqual({ passed: user });
        if (!user) {
          const response = answer.thrown as Response;
          expect([response.status, response.headers.get("Location"), response.headers.get("X-Robots-Tag")]).toEqual([
            302,
            "/login?redirectTo=%2Faccount",
            "noindex",
          ]);
        } else {
          expect(answer.thrown).toMatchObject({ data: { message: "Not allowed" }, init: { status: 403, headers: { "X-Robots-Tag": "noindex" } } });
        }
      });
    }
  }
});

describe("the catalogue audience", () => {
  const limits = { orderLimitCents: null, monthlyLimitCents: null, approvalLimitCents: null };
  const member = (id: string, organisation: string, version: number, discountBasisPoints = 500): SessionUser => ({
    ...person("customer", "approved"),
    id,
    organisation: { id: organisation, name: "Lab", role: id === "a" ? "admin" : "buyer", limits },
    pricing: { discountBasisPoints, prices: {}, version },
  });

  it("is the organisation's, with the version of its terms, for every member of one with its own prices", () => {
    expect(viewerFor(member("a", "org-1", 7)).catalogue).toEqual({
      audience: "organisation:org-1:7",
      pricing: { discountBasisPoints: 500, prices: {}, version: 7 },
    });
    expect(viewerFor(member("b", "org-1", 7)).catalogue.audience).toBe("organisation:org-1:7");
    expect(viewerFor(member("c", "org-2", 7)).catalogue.audience).toBe("organisation:org-2:7");
    // a terms change starts a new key
    expect(viewerFor(member("a", "org-1", 8)).catalogue.audience).toBe("organisation:org-1:8");
  });

  it("is the list prices' for an organisation without prices of its own", () => {
    expect(viewerFor(member("a", "org-1", 7, 0)).catalogue).toEqual({ audience: "priced", pricing: null });
  });
});
