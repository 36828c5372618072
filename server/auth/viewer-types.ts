import type { AccountPricing } from "~/lib/account-terms";
import type { SessionOrganisation, SessionUser } from "./session";

// The viewer's types, apart from the guards that compute and check them (auth/guards.ts), so that
// the request's context (app-env.ts, load-context.ts) can carry a viewer without importing the guards.

/**
 * A role a viewer holds on the site (staff or customer). Guards name the roles they accept
 * (`requireRole(c, "admin")`), and a viewer carries the set it holds. A person's role in their
 * organisation is another matter: `Viewer.organisation.role`, checked with app/lib/organisation-roles.ts.
 */
export type Role = SessionUser["role"];

/** Who a catalogue answer is for, and what everything else may show them: computed once per request. */
export interface Viewer {
  /** the signed-in user, or null */
  user: SessionUser | null;
  signedIn: boolean;
  /** an approved account (an admin need not be) */
  approved: boolean;
  admin: boolean;
  roles: ReadonlySet<Role>;
  /** the organisation the user belongs to, with their role and limits in it (null: signed out, or staff) */
  organisation: SessionOrganisation | null;
  /** decisions.md: prices and purchasing are for approved accounts and admins (app/lib/price-visibility.ts) */
  pricesVisible: boolean;
  /** the catalogue's audience and the prices it pays there */
  catalogue: CatalogueViewer;
}

/**
 * Who a catalogue answer is for: it differs by this alone (prices, exact stock, caching headers),
 * never by who exactly asks, so one stored answer serves everyone in the audience (server/speed/).
 * "priced" sees list prices; an organisation with its own prices (a discount or a price list) is an
 * audience of its own, `organisation:<organisationId>:<version of its terms>`, shared by all its
 * approved members, so its answers are stored apart and a terms change starts a new key (the old
 * ones age out of the LRU).
 */
export type Audience = "anonymous" | "signed-in" | "priced" | "admin" | `organisation:${string}`;

/** Who a catalogue read is for: the audience, and the prices it pays (null: list prices). */
export interface CatalogueViewer {
  audience: Audience;
  pricing: AccountPricing | null;
}
