import { Hono } from "hono";
import { createHash } from "node:crypto";
import { etag } from "hono/etag";
import type { AppEnv } from "../app-env";
import { DomainError } from "../errors/domain-error";
import { bodyLimit, MAX_REQUEST_BODY_BYTES } from "../http/body-limit";
import { perAddressLimit } from "../http/write-limits";
import { accountRoutes } from "./account";
import { auditAdminRoutes } from "./audit-admin";
import { accountTermsAdminRoutes } from "./account-terms-admin";
import { authRoutes } from "./auth";
import { cartRoutes, QUICK_ORDER_MAX_REQUEST_BYTES, QUICK_ORDER_PATH } from "./cart";
import { orderRoutes } from "./orders";
import { organisationApprovalRoutes } from "./organisation-approvals";
import { organisationListRoutes } from "./organisation-lists";
import { accountOrderRoutes, guestOrderRoutes } from "./account-orders";
import { categoryRoutes, productReadRoutes } from "./catalogue";
import { contactRoutes } from "./contact";
import { categoryAdminRoutes, productAdminRoutes } from "./catalogue-admin";
import { contactAdminRoutes } from "./contact-admin";
import { eventRegistrationAdminRoutes } from "./event-registration-admin";
import { eventRoutes } from "./events";
import { newsletterRoutes } from "./newsletter";
import { orderAdminRoutes, orderExportRoutes } from "./order-admin";
import { quoteAdminRoutes } from "./quote-admin";
import { quoteRequestRoutes } from "./quotes";
import { userAdminRoutes } from "./user-admin";
import { accountQuoteRoutes } from "./account-quotes";
import { PO_UPLOAD_PATH, quoteCustomerRoutes } from "./quote-customer";
import { quoteThreadAdminRoutes } from "./quote-thread-admin";
import { lotAdminRoutes } from "./lot-admin";
import { OPENAPI_PATH } from "~/lib/api-description";
import { apiDocumentJson } from "./openapi/document";
import { jobAdminRoutes } from "./job-admin";
import { organisationRoutes } from "./organisation";
import { adminOrganisationMemberRoutes, invitationRoutes, organisationInvitationRoutes, organisationMemberRoutes } from "./organisation-members";
import { organisationAdminRoutes } from "./organisation-admin";

/** Every resource's router joined under /api; each one owns its paths and guards. */
export function createApiRouter() {
  const api = new Hono<AppEnv>();
  const standardBodyLimit = bodyLimit(MAX_REQUEST_BODY_BYTES);
  // accepting a quote may upload a PO document of up to 5 MB: that route sets its own limit;
  // a quick-order list may hold 100 kB of text, which JSON escapes to more than the standard limit
  const quickOrderBodyLimit = bodyLimit(QUICK_ORDER_MAX_REQUEST_BYTES);
  api.use((c, next) =>
    PO_UPLOAD_PATH.test(c.req.path) ? next() : QUICK_ORDER_PATH.test(c.req.path) ? quickOrderBodyLimit(c, next) : standardBodyLimit(c, next),
  );
  // Reads answer 304 when the client already has the same body (ETag / If-None-Match). SHA-1 as
  // hono computes it by default, but with node:crypto: its default (WebCrypto's digest, a job
  // handed to another thread and awaited) cost 0.5 ms of the main thread per answer, a tenth of a
  // search's (`node --cpu-prof`, decision 032).
  api.use(etag({ weak: true, generateDigest: sha1 }));
  api.route("/auth", authRoutes);
  api.route("/account", accountRoutes);
  api.route("/organisation", organisationRoutes);
  api.route("/organisation/invitations", organisationInvitationRoutes);
  api.route("/organisation/members", organisationMemberRoutes);
  api.route("/invitations", invitationRoutes);
  api.route("/admin/organisations", adminOrganisationMemberRoutes);
  api.route("/categories", categoryRoutes);
  api.route("/products", productReadRoutes);
  // every write to the cart, counted before its body is read (Hono's "/cart/*" matches "/cart" too:
  // naming both counted a write to /cart twice)
  api.on(["POST", "PUT", "PATCH", "DELETE"], "/cart/*", perAddressLimit("cart-write-address"));
  api.post("/orders", perAddressLimit("order-address"));
  api.route("/cart", cartRoutes);
  api.route("/orders", orderRoutes);
  api.post("/account/orders/:orderNumber/reorder", perAddressLimit("cart-write-address"));
  api.route("/account/orders", accountOrderRoutes);
  api.route("/order-confirmations", guestOrderRoutes);
  api.route("/contact", contactRoutes);
  api.route("/events", eventRoutes);
  api.route("/newsletter", newsletterRoutes);
  api.route("/quotes", quoteRequestRoutes);
  api.route("/products", productAdminRoutes);
  api.route("/categories", categoryAdminRoutes);
  api.route("/users", userAdminRoutes);
  api.route("/orders", orderAdminRoutes);
  api.route("/admin/quotes", quoteAdminRoutes);
  api.route("/admin", orderExportRoutes);
  api.route("/admin", auditAdminRoutes);
  api.route("/admin/users", accountTermsAdminRoutes);
  api.route("/admin/organisations", organisationAdminRoutes);
  api.route("/contact", contactAdminRoutes);
  api.route("/admin", eventRegistrationAdminRoutes);
  api.route("/account/quotes", accountQuoteRoutes);
  api.route("/quotes", quoteCustomerRoutes);
  api.route("/admin", quoteThreadAdminRoutes);
  api.route("/admin", lotAdminRoutes);
  // the description of every route above (server/api/openapi/), made once per process
  api.get(OPENAPI_PATH.slice("/api".length), (c) =>
    c.body(apiDocumentJson(), 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" }),
  );
  api.route("/admin", jobAdminRoutes);
  // an organisation's rules, cost centres and order requests (GET/PATCH /organisation itself: ./organisation.ts)
  api.route("/organisation", organisationApprovalRoutes);
  // its shared lists
  api.route("/organisation", organisationListRoutes);
  api.all("*", () => {
    throw new DomainError(404, "Not found", { code: "not_found" });
  });
  return api;
}

/** SHA-1 of a body, as WebCrypto's digest would give it to hono's etag middleware. */
function sha1(body: Uint8Array): ArrayBuffer {
  return Uint8Array.from(createHash("sha1").update(body).digest()).buffer;
}
