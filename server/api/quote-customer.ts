import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit as streamedBodyLimit } from "hono/body-limit";
import { acceptQuoteSchema, declineQuoteSchema, PO_DOCUMENT_MAX_BYTES, PO_DOCUMENT_MESSAGES, type AcceptQuoteInput } from "~/lib/customer-quote-views";
import { quoteMessageSchema } from "~/lib/quote-thread-schema";
import type { AppEnv } from "../app-env";
import type { AuditActor } from "../audit/audit-log";
import { freshViewer } from "../auth/fresh-viewer";
import { DomainError, notAllowed, validationFailed } from "../errors/domain-error";
import { validationError } from "../http/api-errors";
import { declaredLength, MAX_REQUEST_BODY_BYTES } from "../http/body-limit";
import { readJson } from "../http/request-body";
import { limitByAddress } from "../http/write-limits";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { readQuoteViewById } from "../services/quotes/customer-quotes";
import { PO_DOCUMENT_FALLBACK_NAME } from "../services/quotes/po-documents";
import { acceptQuote, declineQuote, requestRenewal, type PoDocument } from "../services/quotes/quote-decisions";
import { QUOTE_REQUEST_REFUSED_MESSAGE } from "../services/quotes/quote-requests";
import { quotePdfFilename, renderQuotePdf } from "../services/quotes/quote-pdf";
import { cleanFileName } from "../uploads/file-names";
import { inspectPdf } from "../uploads/pdf-inspection";
import { listQuoteMessages, postQuoteMessage } from "../services/quotes/quote-thread";
import { accountQuotePath, quoteLinkPath, readQuoteLines } from "../services/quotes/quotes";
import { quoteAccessOf, requireAccessibleQuote } from "./quote-access";
import { NO_STORE } from "../speed/cache-control";

/** The accept request may carry a PO document: 5 MB and room for the form's fields. */
export const PO_UPLOAD_MAX_BODY_BYTES = PO_DOCUMENT_MAX_BYTES + MAX_REQUEST_BODY_BYTES;

/** The path whose body may be larger than the API's 64 kB (server/api/router.ts leaves it to poUploadLimit). */
export const PO_UPLOAD_PATH = /^\/api\/quotes\/[^/]+\/accept$/;

const tooLargeDocument = (): never => {
  throw new DomainError(413, PO_DOCUMENT_MESSAGES.tooLarge, { code: "po_document_too_large" });
};

function notPdf(): never {
  throw new DomainError(400, PO_DOCUMENT_MESSAGES.notPdf, { code: "po_document_not_pdf" });
}

/** What the inspection refuses, as the API answers it. */
const REFUSED_PDF = {
  expands: { message: PO_DOCUMENT_MESSAGES.expands, code: "po_document_expands" },
  script: { message: PO_DOCUMENT_MESSAGES.script, code: "po_document_script" },
  unreadable: { message: PO_DOCUMENT_MESSAGES.unreadable, code: "po_document_unreadable" },
} as const;

/** 413 with the PO document's own message for an accept request larger than a 5 MB document and its fields. */
const poUploadLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const declared = declaredLength(c);
  if (declared !== undefined) {
    if (declared > PO_UPLOAD_MAX_BODY_BYTES) tooLargeDocument();
    return next();
  }
  return streamedBodyLimit({ maxSize: PO_UPLOAD_MAX_BODY_BYTES, onError: tooLargeDocument })(c, next);
};

const PDF_MAGIC = Buffer.from("%PDF-");

/**
 * The accept form: JSON, or multipart with the optional PO document: a PDF by its type and its
 * first bytes, at most 5 MB, that passes the inspection (decision 036), under its cleaned name.
 */
async function readAcceptance(c: Context<AppEnv>): Promise<{ input: AcceptQuoteInput; document: PoDocument | null }> {
  if (!(c.req.header("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return { input: await readJson(c, acceptQuoteSchema), document: null };
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw validationFailed("The form could not be read");
  }
  const text = (name: string) => (typeof form[name] === "string" ? form[name] : undefined);
  const parsed = acceptQuoteSchema.safeParse({ poNumber: text("poNumber"), shippingAddress: text("shippingAddress"), billingAddress: text("billingAddress") });
  if (!parsed.success) throw validationError(parsed.error);
  const file = form.poDocument;
  if (file === undefined || file === "" || (file instanceof File && file.size === 0 && !file.name)) return { input: parsed.data, document: null };
  if (!(file instanceof File)) notPdf();
  if (file.size > PO_DOCUMENT_MAX_BYTES) tooLargeDocument();
  const bytes = Buffer.from(await file.arrayBuffer());
  if (file.type !== "application/pdf" || !bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) notPdf();
  const inspection = await inspectPdf(bytes);
  if (inspection.verdict !== "ok") {
    c.var.services.logger.info(
      { requestId: c.var.requestId, verdict: inspection.verdict, detail: inspection.detail, inflatedBytes: inspection.inflatedBytes },
      "PO document refused",
    );
    const refused = REFUSED_PDF[inspection.verdict];
    throw new DomainError(400, refused.message, { code: refused.code });
  }
  return { input: parsed.data, document: { name: cleanFileName(file.name, PO_DOCUMENT_FALLBACK_NAME), bytes } };
}

const actorOf = (c: Context<AppEnv>): AuditActor => (c.var.user ? { id: c.var.user.id, email: c.var.user.email } : null);

/**
 * The customer's side of a quote, for its account or the holder of its link
 * (X-Quote-Token header or ?token=); anyone else gets 404, never the quote.
 */
export const quoteCustomerRoutes = new Hono<AppEnv>()
  .get("/:id", async (c) => {
    const view = await readQuoteViewById(c.var.services.db, quoteAccessOf(c), pathParam(c, "id", "quote"));
    if (!view) throw recordNotFoundError("quote");
    c.header("Cache-Control", NO_STORE);
    return c.json(view);
  })
  .get("/:id/pdf", async (c) => {
    const quote = await requireAccessibleQuote(c);
    if (quote.status === "requested") throw new DomainError(409, "This quote has not been sent yet", { code: "quote_not_sent" });
    const pdf = await renderQuotePdf(c.var.services.brand, { ...quote, lines: await readQuoteLines(c.var.services.db, quote.id) });
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${quotePdfFilename(quote)}"`,
      "Cache-Control": NO_STORE,
      "X-Content-Type-Options": "nosniff",
    });
  })
  .post("/:id/accept", poUploadLimit, async (c) => {
    const quote = await requireAccessibleQuote(c);
    const { input, document } = await readAcceptance(c);
    const { db, brand, config } = c.var.services;
    const accepted = await acceptQuote(db, { brand, origin: config.publicOrigin, actor: actorOf(c) }, quote.id, input, document);
    c.header("Cache-Control", NO_STORE);
    return c.json(accepted, accepted.created ? 201 : 200);
  })
  .post("/:id/decline", async (c) => {
    const quote = await requireAccessibleQuote(c);
    const { reason } = await readJson(c, declineQuoteSchema);
    const { db, brand, config } = c.var.services;
    await declineQuote(db, { brand, origin: config.publicOrigin, actor: actorOf(c) }, quote.id, reason);
    return c.json({ status: "declined" });
  })
  .post("/:id/renewal", async (c) => {
    const quote = await requireAccessibleQuote(c);
    const { db, brand, config } = c.var.services;
    const user = await freshViewer(db, c.var.user);
    // as for any quote request (server/api/quotes.ts): no rejected account, and the request's rate limit
    if (user?.status === "rejected" && user.role !== "admin") throw notAllowed(QUOTE_REQUEST_REFUSED_MESSAGE);
    await limitByAddress(c, "quote-request-address");
    const requester = !user ? "anonymous" : user.role === "admin" ? "admin" : user.status === "approved" ? "approved" : "pending";
    const renewal = await requestRenewal(db, { brand, origin: config.publicOrigin }, quote.id, requester);
    return c.json({ quoteNumber: renewal.quoteNumber, path: quote.userId ? accountQuotePath(renewal.quoteNumber) : quoteLinkPath(renewal.token) }, 201);
  })
  .get("/:id/messages", async (c) => {
    const quote = await requireAccessibleQuote(c);
    c.header("Cache-Control", NO_STORE);
    return c.json(await listQuoteMessages(c.var.services.db, quote.id));
  })
  .post("/:id/messages", async (c) => {
    const quote = await requireAccessibleQuote(c);
    const { body } = await readJson(c, quoteMessageSchema);
    await limitByAddress(c, "quote-message-address");
    const { db, brand, config } = c.var.services;
    const user = c.var.user;
    const authorName = user && user.id === quote.userId ? `${user.firstName} ${user.lastName}`.trim() : quote.contactName;
    const message = await postQuoteMessage(db, brand, config.publicOrigin, quote, { side: "customer", authorUserId: user?.id ?? null, authorName, body });
    return c.json(message, 201);
  });
