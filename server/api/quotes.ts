import { Hono } from "hono";
import { isCartSessionId } from "~/lib/cart-session";
import { QUOTE_REQUEST_MESSAGES, quoteContactSchema, quoteRequestSchema } from "~/lib/quote-request-schema";
import type { AppEnv } from "../app-env";
import { freshViewer } from "../auth/fresh-viewer";
import { notAllowed, validationFailed } from "../errors/domain-error";
import { validationError } from "../http/api-errors";
import { readJson } from "../http/request-body";
import { limitByAddress } from "../http/write-limits";
import { assertCartAccess } from "../services/cart/account-cart";
import { cartSessionInvalid } from "../services/cart/cart";
import { QUOTE_REQUEST_REFUSED_MESSAGE, requestQuote } from "../services/quotes/quote-requests";
import { NO_STORE } from "../speed/cache-control";

/**
 * POST /api/quotes: a quote request from the cart, a product page or the method
 * assistant → 201 {quoteNumber}. Anonymous visitors give their name, e-mail and company (the
 * contact form's fields); a signed-in user's request belongs to the account and carries its
 * details. Limited per address like the contact form. A rejected account may not request quotes.
 */
export const quoteRequestRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { db, brand, config } = c.var.services;
  const payload = await readJson(c, quoteRequestSchema);
  const viewer = c.var.user;
  const current = await freshViewer(db, viewer);
  if (viewer && current?.status === "rejected" && current.role !== "admin") {
    throw notAllowed(QUOTE_REQUEST_REFUSED_MESSAGE);
  }
  let contact;
  if (viewer) {
    contact = { name: `${viewer.firstName} ${viewer.lastName}`.trim(), email: viewer.email, company: viewer.company || null, phone: viewer.phone };
  } else {
    if (payload.contact === undefined) throw validationFailed(QUOTE_REQUEST_MESSAGES.contactRequired);
    const parsed = quoteContactSchema.safeParse(payload.contact);
    if (!parsed.success) throw validationError(parsed.error);
    contact = { name: `${parsed.data.firstName} ${parsed.data.lastName}`, email: parsed.data.email, company: parsed.data.company ?? null };
  }
  if (payload.cartSessionId !== undefined) {
    if (!isCartSessionId(payload.cartSessionId)) throw cartSessionInvalid();
    // an account's cart is quoted for its account only (account-cart.ts)
    await assertCartAccess(db, viewer, payload.cartSessionId);
  } else if (!payload.lines || payload.lines.length === 0) {
    throw validationFailed(QUOTE_REQUEST_MESSAGES.noLines);
  }
  // after validation: a form the requester must correct does not use up their allowance
  await limitByAddress(c, "quote-request-address");
  const created = await requestQuote(db, brand, config.publicOrigin, {
    source: payload.source,
    lines: payload.cartSessionId ? undefined : payload.lines,
    cartSessionId: payload.cartSessionId,
    message: payload.message,
    userId: viewer?.id ?? null,
    requester: !current ? "anonymous" : current.role === "admin" ? "admin" : current.status === "approved" ? "approved" : "pending",
    contact,
  });
  c.header("Cache-Control", NO_STORE);
  return c.json({ quoteNumber: created.quoteNumber }, 201);
});
