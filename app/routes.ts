import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PUBLIC_PAGES } from "./lib/public-pages";

export default [
  // The pages anyone may visit are listed once, in lib/public-pages.ts.
  ...PUBLIC_PAGES.map((page) => (page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file, page.id ? { id: page.id } : {}))),
  route("checkout", "routes/checkout.tsx"),
  route("account/orders", "routes/account-orders.tsx"),
  route("account/orders/:orderNumber", "routes/account-order.tsx"),
  route("orders/confirmation/:token", "routes/order-confirmation.tsx"),
  route("account/quotes", "routes/account-quotes.tsx"),
  route("account/quotes/:quoteNumber", "routes/account-quote.tsx"),
  route("quotes/view/:token", "routes/quote-link.tsx"),
  route("quick-order", "routes/quick-order.tsx"),
  // a lot's certificate (a PDF, server/http/certificate-route.ts) or why there is none; never stored by the page cache
  route("documentation/coa", "routes/documentation-coa.tsx"),
  // the API's OpenAPI description drawn by Redoc; its own CSP (server/http/security-headers.ts)
  route("documentation/api", "routes/documentation-api.tsx"),
  route("quick-order/template.csv", "routes/quick-order-template.ts"),
  // Spec §2: /login, /register and /auth show the same screen.
  route("login", "routes/auth.tsx", { id: "login" }),
  route("register", "routes/auth.tsx", { id: "register" }),
  route("auth", "routes/auth.tsx", { id: "auth" }),
  route("logout", "routes/logout.tsx"),
  route("account", "routes/account.tsx"),
  route("account/addresses", "routes/account-addresses.tsx"),
  route("account/lists", "routes/account-lists.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("invitations/:token", "routes/invitation.tsx"),
  route("confirm-email", "routes/confirm-email.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/contacts", "routes/admin-contacts.tsx"),
  route("admin/events", "routes/admin-events.tsx"),
  route("admin/audit", "routes/admin-audit.tsx"),
  route("admin/jobs", "routes/admin-jobs.tsx"),
  route("admin/orders/:orderNumber", "routes/admin-order.tsx"),
  route("admin/quotes", "routes/admin-quotes.tsx"),
  route("admin/quotes/:id", "routes/admin-quote.tsx"),
  route("admin/users/:id/terms", "routes/admin-user-terms.tsx"),
  route("admin/organisations", "routes/admin-organisations.tsx"),
  route("admin/organisations/:id", "routes/admin-organisation.tsx"),
  route("admin/products/:id/lots", "routes/admin-product-lots.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
