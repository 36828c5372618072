import type { Context } from "hono";
import { data, redirect } from "react-router";
import { hasOwnPrices, type AccountPricing } from "~/lib/account-terms";
import { canSeePrices } from "~/lib/price-visibility";
import type { AppEnv } from "../app-env";
import { notAllowed, notSignedIn } from "../errors/domain-error";
import type { RequestContext } from "../load-context";
import type { SessionUser } from "./session";
import type { Audience, CatalogueViewer, Role, Viewer } from "./viewer-types";

export type { Audience, CatalogueViewer, Role, Viewer } from "./viewer-types";

/*
 * The viewer (who is asking, and what they may see) and the one family of guards on it, for the
 * API (Hono's context), the page loaders and the page actions (React Router's context) alike
 * (docs/decisions/048-guards-and-rate-limits.md). The viewer is computed once per request, by
 * `viewerFor` in load-session.ts (or by the fast lane, which hands it over), and read from the
 * request's context by everything after.
 */

function rolesOf(user: SessionUser | null): ReadonlySet<Role> {
  return new Set(user ? [user.role] : []);
}

/** The viewer a request's user stands for. Called once per request (load-session.ts, fast-lane.ts). */
export function viewerFor(user: SessionUser | null): Viewer {
  return {
    user,
    signedIn: !!user,
    approved: user?.status === "approved",
    admin: user?.role === "admin",
    roles: rolesOf(user),
    organisation: user?.organisation ?? null,
    pricesVisible: canSeePrices(user),
    catalogue: catalogueViewerOf(user),
  };
}

/** Nobody signed in: what anonymous visitors see (e.g. the contact form's product, shown to no one in particular). */
export const ANONYMOUS_VIEWER: Viewer = viewerFor(null);

/*
 * The guards. Each reads the viewer from the request's context and refuses with the answer of
 * where it runs: the API answers 401 `not_signed_in` or 403 `not_allowed` (JSON); a page sends a
 * signed-out visitor to sign in (and back), and answers anyone else "Not allowed" (403), both
 * with the page's headers.
 */

/** A page loader's or action's context, where its signed-out visitors sign in, and the headers of its refusals. */
export interface PageScope {
  page: RequestContext;
  /** the sign-in page with the way back (signInPath) */
  signIn: string;
  headers: Record<string, string>;
}

/** The API's Hono context, or a page's scope. */
export type GuardScope = Context<AppEnv> | PageScope;

/** The sign-in page, coming back to `returnTo` once signed in. */
export const signInPath = (returnTo: string) => `/login?redirectTo=${encodeURIComponent(returnTo)}`;

const SIGN_IN_FIRST = "Please sign in first";
const NOT_PERMITTED = "You do not have permission to do this";

const isPage = (scope: GuardScope): scope is PageScope => "page" in scope;

function viewerIn(scope: GuardScope): Viewer {
  return isPage(scope) ? scope.page.viewer : scope.var.viewer;
}

function refuse(scope: GuardScope, refusal: "not_signed_in" | "not_allowed"): never {
  if (isPage(scope)) {
    if (refusal === "not_signed_in") throw redirect(scope.signIn, { headers: scope.headers });
    throw data({ message: "Not allowed" }, { status: 403, headers: scope.headers });
  }
  throw refusal === "not_signed_in" ? notSignedIn(SIGN_IN_FIRST) : notAllowed(NOT_PERMITTED);
}

/** The signed-in user; anyone else is refused as signed out. */
export function requireUser(scope: GuardScope): SessionUser {
  const { user } = viewerIn(scope);
  if (!user) refuse(scope, "not_signed_in");
  return user;
}

/** A signed-in user who may see prices and buy: an approved account, or an admin. */
export function requireApproved(scope: GuardScope): SessionUser {
  const user = requireUser(scope);
  if (!viewerIn(scope).pricesVisible) refuse(scope, "not_allowed");
  return user;
}

/** A signed-in user who holds one of `roles`. */
export function requireRole(scope: GuardScope, ...roles: [Role, ...Role[]]): SessionUser {
  const user = requireUser(scope);
  const held = viewerIn(scope).roles;
  if (!roles.some((role) => held.has(role))) refuse(scope, "not_allowed");
  return user;
}

/** decisions.md: exact stock quantities are shown to admins only. */
export function canSeeExactStock(user: Pick<SessionUser, "role"> | null) {
  return user?.role === "admin";
}

function audienceOf(user: SessionUser | null): Audience {
  if (!user) return "anonymous";
  if (canSeeExactStock(user)) return "admin";
  if (!canSeePrices(user)) return "signed-in";
  // every member of an organisation pays its prices: they share its audience and its cached answers
  return hasOwnPrices(user.pricing) && user.organisation ? `organisation:${user.organisation.id}:${user.pricing.version}` : "priced";
}

/** What an audience's product payloads carry: prices, and exact stock quantities. */
export function audienceSees(audience: Audience) {
  return { prices: audience !== "anonymous" && audience !== "signed-in", exactStock: audience === "admin" };
}

function catalogueViewerOf(user: SessionUser | null): CatalogueViewer {
  const audience = audienceOf(user);
  return { audience, pricing: audience.startsWith("organisation:") ? user!.pricing : null };
}

/** The prices a viewer pays when buying: their account's own, or the list prices (null). */
export function pricingOf(user: SessionUser | null): AccountPricing | null {
  return user?.role === "customer" ? user.pricing : null;
}
