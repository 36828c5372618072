import { Hono } from "hono";
import { quoteEditSchema } from "~/lib/quote-edit-schema";
import { isQuoteStatus } from "~/lib/quote-status";
import type { AppEnv } from "../app-env";
import { requireRole } from "../auth/guards";
import { DomainError, validationFailed } from "../errors/domain-error";
import { readJson } from "../http/request-body";
import { PO_DOCUMENT_FALLBACK_NAME, readQuotePoDocument, streamPoDocument } from "../services/quotes/po-documents";
import { pathParam, recordNotFoundError } from "../http/path-params";
import { listAdminQuotes, readAdminQuote, reviseQuote, saveQuote, sendQuote } from "../services/quotes/quote-admin";
import { quotePdfFilename, renderQuotePdf } from "../services/quotes/quote-pdf";
import { quoteExists, readQuote } from "../services/quotes/quotes";
import { attachmentDisposition } from "../uploads/file-names";
import { NO_STORE } from "../speed/cache-control";

/**
 * /api/admin/quotes, admins only: the list (?status=), one quote for the
 * editor, saving it, sending it (PUT body = the editor's values, saved and sent together), revising
 * a sent quote, and the PDF as it would be sent.
 */
export const quoteAdminRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    requireRole(c, "admin");
    c.header("Cache-Control", NO_STORE);
    await next();
  })
  .get("/", async (c) => {
    const status = c.req.query("status");
    if (status !== undefined && status !== "" && !isQuoteStatus(status)) throw validationFailed("Unknown quote status");
    return c.json(await listAdminQuotes(c.var.services.db, { status: status ? status : undefined }));
  })
  .get("/:id", async (c) => {
    const view = await readAdminQuote(c.var.services.db, pathParam(c, "id", "quote"));
    if (!view) throw recordNotFoundError("quote");
    return c.json(view);
  })
  .get("/:id/pdf", async (c) => {
    const quote = await readQuote(c.var.services.db, pathParam(c, "id", "quote"));
    if (!quote) throw recordNotFoundError("quote");
    const pdf = await renderQuotePdf(c.var.services.brand, quote);
    return c.body(new Uint8Array(pdf), 200, { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${quotePdfFilename(quote)}"` });
  })
  .get("/:id/po-document", async (c) => {
    // the file as uploaded, read in slices (decision 035); only admins get here (the buyer included: 403)
    const { db } = c.var.services;
    const id = pathParam(c, "id", "quote");
    const document = await readQuotePoDocument(db, id);
    if (!document) {
      if (!(await quoteExists(db, id))) throw recordNotFoundError("quote");
      throw new DomainError(404, "This quote has no purchase-order document", { code: "po_document_not_found" });
    }
    return c.body(streamPoDocument(db, document), 200, {
      "Content-Type": "application/pdf",
      "Content-Length": String(document.size),
      "Content-Disposition": attachmentDisposition(document.name, PO_DOCUMENT_FALLBACK_NAME),
      "X-Content-Type-Options": "nosniff",
    });
  })
  .put("/:id", async (c) => {
    const input = await readJson(c, quoteEditSchema);
    const quote = await saveQuote(c.var.services.db, pathParam(c, "id", "quote"), input);
    return c.json({ id: quote.id, status: quote.status });
  })
  .post("/:id/send", async (c) => {
    const input = await readJson(c, quoteEditSchema);
    const admin = c.var.user!;
    const { brand, config, db } = c.var.services;
    const id = pathParam(c, "id", "quote");
    const { quote } = await sendQuote(db, id, input, { brand, origin: config.publicOrigin, actor: { id: admin.id, email: admin.email } });
    return c.json({ id: quote.id, quoteNumber: quote.quoteNumber, revision: quote.revision, status: quote.status, totalCents: quote.totalCents });
  })
  .post("/:id/revise", async (c) => {
    const admin = c.var.user!;
    const revision = await reviseQuote(c.var.services.db, pathParam(c, "id", "quote"), { id: admin.id, email: admin.email });
    return c.json(revision, 201);
  });
