import { accountTermsSchema } from "~/lib/account-terms-schema";
import { orderStatusChangeSchema } from "~/lib/admin-order-status";
import { userStatusChangeSchema } from "~/lib/admin-user-status";
import { auditFilterSchema } from "~/lib/audit-log-view";
import { lotFormSchema } from "~/lib/lot-schema";
import { organisationListQuerySchema } from "~/lib/admin-organisations";
import { organisationNameSchema } from "~/lib/organisation-schemas";
import { quoteEditSchema } from "~/lib/quote-edit-schema";
import { QUOTE_STATUSES } from "~/lib/quote-status";
import { quoteMessageSchema } from "~/lib/quote-thread-schema";
import { z } from "~/lib/zod";
import { ORDER_LIST_MAX_LIMIT } from "../../services/orders/order-admin";
import { describeArea } from "./operation";
import { uuidParam } from "./parameters";
import { messageSchema } from "./responses";

const PDF = "application/pdf";
const orderId = { id: uuidParam("order", "The order's id.") };
const quoteId = { id: uuidParam("quote", "The quote's id (one revision).") };
const userId = { id: uuidParam("user", "The account's id.") };
const jobId = { id: uuidParam("job", "The job's id.") };
const productId = { productId: uuidParam("product", "The product's id.") };
const lotId = { id: uuidParam("lot", "The lot's id.") };
const organisationId = { id: uuidParam("organisation", "The organisation's id.") };

/** A lot named on an order line is checked when the order is marked shipped (server/services/catalogue/lots.ts). */
const LOT_CODES = [
  "lot_required",
  "lot_not_found",
  "lot_not_shippable",
  "duplicate_lot",
  "order_item_not_found",
  "product_not_lot_tracked",
  "invalid_quantity",
  "lot_quantities_mismatch",
];

/**
 * The admin area's API (server/api/order-admin.ts, quote-admin.ts, quote-thread-admin.ts,
 * user-admin.ts, account-terms-admin.ts, organisation-admin.ts, lot-admin.ts, audit-admin.ts, contact-admin.ts,
 * event-registration-admin.ts). Product and category writes are with the catalogue's reads.
 */
export const adminPaths = describeArea(
  { tag: "Administration", access: "admin" },
  {
    "/api/orders/{id}": {
      get: {
        summary: "Read an order",
        path: orderId,
        success: { status: 200, description: "The order with its lines, lots, amounts, PO, quote, shipment and timeline." },
      },
    },
    "/api/orders/{id}/status": {
      put: {
        summary: "Change an order's status",
        description:
          "pending → confirmed → shipped → completed, or cancelled (400 `status_change_not_allowed` for any other step). Marking an order shipped names the carrier and, for lot-tracked lines, each line's lots and how many units each gave.",
        path: orderId,
        body: orderStatusChangeSchema,
        success: { status: 200, description: "The order as changed." },
        errors: { 400: ["unknown_carrier", "status_change_not_allowed", ...LOT_CODES] },
      },
    },
    "/api/orders": {
      get: {
        summary: "List the orders",
        query: z.object({
          limit: z.int().min(1).max(ORDER_LIST_MAX_LIMIT).optional().meta({ description: "At most this many, newest first." }),
        }),
        success: { status: 200, description: "The orders, newest first." },
        errors: { 400: ["validation_failed"] },
      },
    },
    "/api/admin/orders.csv": {
      get: {
        summary: "Export every order as CSV",
        description: "Safe to open in a spreadsheet.",
        success: { status: 200, description: "One row per order line, with its lots.", mediaType: "text/csv" },
      },
    },
    "/api/admin/quotes": {
      get: {
        summary: "List the quotes",
        query: z.object({ status: z.enum(QUOTE_STATUSES).optional() }),
        success: { status: 200, description: "The quotes, newest first." },
        errors: { 400: ["validation_failed"] },
      },
    },
    "/api/admin/quotes/{id}": {
      get: {
        summary: "Read a quote for the editor",
        path: quoteId,
        success: { status: 200, description: "The quote with its lines, request and revisions." },
      },
      put: {
        summary: "Save a quote",
        description: "A quote already sent is changed by revising it (409).",
        path: quoteId,
        body: quoteEditSchema,
        success: { status: 200, description: "Saved.", schema: z.object({ id: z.guid(), status: z.enum(QUOTE_STATUSES) }) },
        errors: { 409: [] },
      },
    },
    "/api/admin/quotes/{id}/send": {
      post: {
        summary: "Save and send a quote",
        description: "The editor's values are saved and the quote is e-mailed to the customer with its PDF.",
        path: quoteId,
        body: quoteEditSchema,
        success: {
          status: 200,
          description: "Sent.",
          schema: z.object({ id: z.guid(), quoteNumber: z.string(), revision: z.int(), status: z.enum(QUOTE_STATUSES), totalCents: z.int().nullable() }),
        },
        errors: { 409: [] },
      },
    },
    "/api/admin/quotes/{id}/revise": {
      post: {
        summary: "Revise a sent quote",
        path: quoteId,
        success: { status: 201, description: "The new revision, which supersedes the sent one when it is sent." },
        errors: { 409: [] },
      },
    },
    "/api/admin/quotes/{id}/pdf": {
      get: {
        summary: "The quote's PDF as it would be sent",
        path: quoteId,
        success: { status: 200, description: "The quote's PDF.", mediaType: PDF },
      },
    },
    "/api/admin/quotes/{id}/po-document": {
      get: {
        summary: "The purchase-order document the customer uploaded",
        path: quoteId,
        success: { status: 200, description: "The file as uploaded.", mediaType: PDF },
        errors: { 404: ["po_document_not_found"] },
      },
    },
    "/api/admin/quotes/{id}/messages": {
      get: {
        summary: "Read a quote's conversation",
        path: quoteId,
        success: { status: 200, description: "The messages, oldest first." },
      },
      post: {
        summary: "Write to the customer about a quote",
        path: quoteId,
        body: quoteMessageSchema,
        rateLimited: true,
        success: { status: 201, description: "The message as stored." },
      },
    },
    "/api/users": {
      get: {
        summary: "List the accounts",
        success: { status: 200, description: "Every account with its status." },
      },
    },
    "/api/users/{id}/status": {
      put: {
        summary: "Approve, reject or reset an account",
        description: "The account is told by e-mail; its sessions see the change at once.",
        path: userId,
        body: userStatusChangeSchema,
        success: { status: 200, description: "The account as changed." },
      },
    },
    "/api/admin/users/{id}/terms": {
      get: {
        summary: "Read an account's terms and price list",
        description: "Terms belong to the account's organisation: every member buys on them.",
        path: userId,
        success: { status: 200, description: "The account, its organisation and the organisation's terms." },
      },
      put: {
        summary: "Set an account's terms and price list",
        description:
          "The whole terms and price list of the account's organisation at once, for every member. Administrator accounts have no terms (400); every SKU must exist and be priced (400).",
        path: userId,
        body: accountTermsSchema,
        success: { status: 200, description: "The account, its organisation and the organisation's terms as stored." },
      },
      delete: {
        summary: "Remove an account's terms",
        path: userId,
        success: { status: 200, description: "Removed.", schema: messageSchema },
      },
    },
    "/api/admin/organisations": {
      get: {
        summary: "List the organisations",
        description:
          "Every organisation by name, 50 a page, with `X-Total-Count`; `q` matches a part of the name or of a member's e-mail (any case). Each is `{id, name, memberCount, admins, createdAt}`.",
        access: "admin",
        query: organisationListQuerySchema,
        success: {
          status: 200,
          description: "The organisations.",
          headers: z.object({ "X-Total-Count": z.string().meta({ description: "How many organisations match." }) }),
        },
        errors: { 400: ["validation_failed"] },
      },
    },
    "/api/admin/organisations/{id}": {
      get: {
        summary: "Read an organisation",
        description:
          "The list's fields with `members` (limits and spending this month in dollars), `invitations`, `rules`, `costCentres`, `terms` and `prices`.",
        access: "admin",
        path: organisationId,
        success: { status: 200, description: "The organisation." },
      },
      patch: {
        summary: "Rename an organisation",
        description: "Audited; every member's session carries the new name at once.",
        access: "admin",
        path: organisationId,
        body: organisationNameSchema,
        success: { status: 200, description: "`{id, name}`." },
      },
    },
    "/api/admin/organisations/{id}/terms": {
      put: {
        summary: "Set an organisation's terms and price list",
        description: "The whole terms and price list at once, for every member, audited under the organisation; every SKU must exist and be priced (400).",
        access: "admin",
        path: organisationId,
        body: accountTermsSchema,
        success: { status: 200, description: "The organisation and its terms and price list as stored." },
        errors: { 400: ["unknown_sku", "price_on_request"] },
      },
    },
    "/api/admin/products/{productId}/lots": {
      get: {
        summary: "List a product's lots",
        path: productId,
        success: { status: 200, description: "The product's lots with their QC results." },
      },
      post: {
        summary: "Add a lot to a product",
        description: "Lot numbers are unique across products (409 `lot_exists`); the product must be lot-tracked.",
        path: productId,
        body: lotFormSchema,
        success: { status: 201, description: "The lot as stored." },
        errors: { 400: ["product_not_lot_tracked"], 409: ["lot_exists"] },
      },
    },
    "/api/admin/lots/{id}": {
      get: {
        summary: "Read a lot",
        path: lotId,
        success: { status: 200, description: "The lot with its QC results." },
      },
      put: {
        summary: "Change a lot",
        description: "A lot that has shipped keeps its number (409 `lot_number_fixed`): customers' certificate links name it.",
        path: lotId,
        body: lotFormSchema,
        success: { status: 200, description: "The lot as changed." },
        errors: { 409: ["lot_exists", "lot_number_fixed"] },
      },
    },
    "/api/admin/jobs": {
      get: {
        summary: "List the job queue",
        description:
          "The background jobs (e-mails, scheduled tasks): counts by state, the jobs waiting or running, and the jobs that failed for good with their attempts and last error.",
        success: { status: 200, description: "The queue's counts and jobs." },
      },
    },
    "/api/admin/jobs/{id}/retry": {
      post: {
        summary: "Retry a failed job",
        description: "Gives a job that failed for good another attempt now.",
        path: jobId,
        success: { status: 200, description: "The job, queued again." },
        errors: { 409: ["job_not_failed"] },
      },
    },
    "/api/admin/audit": {
      get: {
        summary: "Read the audit log",
        description: "Every admin change and quote decision, newest first, a page at a time. The log has no write route.",
        query: auditFilterSchema,
        success: { status: 200, description: "One page of entries." },
        errors: { 400: ["validation_failed"] },
      },
    },
    "/api/contact": {
      get: {
        summary: "List the contact form's submissions",
        success: { status: 200, description: "Every submission, newest first." },
      },
    },
    "/api/admin/event-registrations": {
      get: {
        summary: "List the event registrations",
        success: { status: 200, description: "Every registration, newest first." },
      },
    },
    "/api/admin/newsletter-subscribers": {
      get: {
        summary: "List the newsletter's confirmed subscribers",
        success: { status: 200, description: "The confirmed subscribers." },
      },
    },
  },
);
