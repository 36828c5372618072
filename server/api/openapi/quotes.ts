import { acceptQuoteSchema, declineQuoteSchema } from "~/lib/customer-quote-views";
import { quoteMessageSchema } from "~/lib/quote-thread-schema";
import { quoteRequestSchema } from "~/lib/quote-request-schema";
import { z } from "~/lib/zod";
import { describeArea, type OperationSpec } from "./operation";
import { quoteTokenQuery, uuidParam } from "./parameters";

const quoteId = { id: uuidParam("quote", "The quote's id (the link's and the account page's quote).") };

/** What every operation on one quote shares: who may call it, and its id in the path. */
const onQuote = (spec: Omit<OperationSpec, "access" | "path">): OperationSpec => ({
  access: "quote-holder",
  path: quoteId,
  query: quoteTokenQuery,
  ...spec,
});

/** server/api/quotes.ts (requests), quote-customer.ts (the customer's side) and account-quotes.ts. */
export const quotePaths = describeArea("Quotes", {
  "/api/quotes": {
    post: {
      summary: "Request a quote",
      description:
        "From a cart (`cartSessionId`) or from lines (`lines`). Anonymous callers give their contact (name, e-mail, company); a signed-in caller's request belongs to the account. A rejected account may not request quotes (403).",
      access: "viewer",
      body: quoteRequestSchema,
      rateLimited: true,
      success: { status: 201, description: "The request's number.", schema: z.object({ quoteNumber: z.string().meta({ example: "Q-2026-000001" }) }) },
      errors: { 403: ["not_allowed"], 404: ["cart_not_found"] },
    },
  },
  "/api/quotes/{id}": {
    get: onQuote({
      summary: "Read a quote",
      success: { status: 200, description: "The quote as its customer sees it: lines, amounts, terms, status and revisions." },
    }),
  },
  "/api/quotes/{id}/pdf": {
    get: onQuote({
      summary: "The quote as a PDF",
      description: "A quote not sent yet has no PDF (409).",
      success: { status: 200, description: "The quote's PDF.", mediaType: "application/pdf" },
      errors: { 409: [] },
    }),
  },
  "/api/quotes/{id}/accept": {
    post: onQuote({
      summary: "Accept a quote",
      description:
        "Creates the order at exactly the quoted amounts. As JSON, or as multipart/form-data with the optional purchase-order document (`poDocument`: a PDF of at most 5 MB that passes the inspection). A quote whose terms require a PO number is refused without one (422 `po_required`).",
      body: acceptQuoteSchema,
      multipart: acceptQuoteSchema.extend({
        poDocument: z
          .string()
          .optional()
          .meta({ format: "binary", contentMediaType: "application/pdf", description: "The purchase order, a PDF of at most 5 MB." }),
      }),
      success: [
        { status: 201, description: "Accepted: the order was created." },
        { status: 200, description: "Already accepted: the order it created." },
      ],
      errors: {
        400: ["po_document_not_pdf", "po_document_expands", "po_document_script", "po_document_unreadable"],
        409: [],
        413: ["po_document_too_large"],
        422: ["po_required"],
      },
    }),
  },
  "/api/quotes/{id}/decline": {
    post: onQuote({
      summary: "Decline a quote",
      body: declineQuoteSchema,
      success: { status: 200, description: "Declined.", schema: z.object({ status: z.literal("declined") }) },
      errors: { 409: [] },
    }),
  },
  "/api/quotes/{id}/renewal": {
    post: onQuote({
      summary: "Ask for an expired quote to be renewed",
      description: "Only an expired quote can be renewed (409 otherwise); counted like a quote request.",
      rateLimited: true,
      success: {
        status: 201,
        description: "The renewal request's number and where to follow it.",
        schema: z.object({ quoteNumber: z.string(), path: z.string() }),
      },
      errors: { 403: ["not_allowed"], 409: [] },
    }),
  },
  "/api/quotes/{id}/messages": {
    get: onQuote({
      summary: "Read a quote's conversation",
      success: { status: 200, description: "The messages between the customer and sales, oldest first." },
    }),
    post: onQuote({
      summary: "Write to sales about a quote",
      body: quoteMessageSchema,
      rateLimited: true,
      success: { status: 201, description: "The message as stored." },
    }),
  },
  "/api/account/quotes": {
    get: {
      summary: "List the account's quotes",
      access: "signed-in",
      success: { status: 200, description: "The account's quotes, newest first." },
    },
  },
});
