import * as approvalSchemas from "~/lib/approval-schemas";
import { z } from "~/lib/zod";
import { describeArea } from "./operation";
import { uuidParam } from "./parameters";
import { orderReceiptSchema } from "./responses";

const approvalId = { id: uuidParam("approval", "The request's id.") };
const DECIDED =
  "A request already approved, rejected or cancelled is 409 `already_decided`, with `orderId` and `orderNumber` of the order an approval made (null otherwise); nothing changes.";
const DECIDERS =
  "Admins decide on any request, approvers up to their `approvalLimit` (403 `over_approval_limit` above it); nobody decides on their own (403 `self_approval`); buyers and requesters may not (403 `not_allowed`). Another organisation's or a malformed id is 404 `approval_not_found`. A refusal leaves the request pending.";

/** server/api/organisation-approvals.ts: an organisation's rules, cost centres and order requests (docs/decisions/056-approvals.md). */
export const organisationApprovalPaths = describeArea("Organisation", {
  "/api/organisation/rules": {
    put: {
      summary: "Set the organisation's rules",
      description:
        "Its admins only (403 `not_allowed`). A field left out keeps its value; `null` removes an amount rule. Amounts are decimal strings in dollars (400 `invalid_limit` otherwise, naming the field). Audited. The answer is the rules: `{approvalAbove, monthlyBudget, costCentreRequired, glCodeRequired}`.",
      access: "signed-in",
      body: approvalSchemas.organisationRulesSchema,
      success: { status: 200, description: "The rules as they are now." },
      errors: { 400: ["invalid_limit"], 403: ["not_allowed"], 404: ["no_organisation"] },
    },
  },
  "/api/organisation/cost-centres": {
    get: {
      summary: "List the organisation's cost centres",
      description:
        "Every member reads them: `[{id, code, name, active}]`, by code. While the list is empty, any code of 1–40 characters is accepted at checkout.",
      access: "signed-in",
      success: { status: 200, description: "The cost centres." },
      errors: { 404: ["no_organisation"] },
    },
    post: {
      summary: "Add a cost centre",
      description: "Its admins only. A code already in the list is 409 `cost_centre_exists`. Audited.",
      access: "signed-in",
      body: approvalSchemas.costCentreCreateSchema,
      success: { status: 201, description: "The new cost centre, active." },
      errors: { 403: ["not_allowed"], 404: ["no_organisation"], 409: ["cost_centre_exists"] },
    },
  },
  "/api/organisation/cost-centres/{id}": {
    patch: {
      summary: "Rename a cost centre, or (de)activate it",
      description: "Its admins only. An inactive code is refused at checkout (422 `unknown_cost_centre`). Audited.",
      access: "signed-in",
      path: { id: uuidParam("cost_centre", "The cost centre's id.") },
      body: approvalSchemas.costCentreChangeSchema,
      success: { status: 200, description: "The cost centre as changed." },
      errors: { 403: ["not_allowed"], 404: ["no_organisation"] },
    },
  },
  "/api/organisation/approvals": {
    get: {
      summary: "List order requests",
      description:
        "Admins and approvers read the organisation's requests, other members their own; newest first, 50 a page, with `X-Total-Count`. Each is `{id, status, requester, reasons, lines, subtotal, tax, shipping, total, poNumber, costCentre, glCode, comment, reason, createdAt, decidedAt, decidedBy, orderId, orderNumber}`.",
      access: "signed-in",
      query: approvalSchemas.approvalListQuerySchema,
      success: {
        status: 200,
        description: "The requests.",
        headers: z.object({ "X-Total-Count": z.string().meta({ description: "How many requests match." }) }),
      },
      errors: { 400: ["validation_failed"], 404: ["no_organisation"] },
    },
  },
  "/api/organisation/approvals/{id}": {
    get: {
      summary: "Read an order request",
      description: "One the caller may read (see the list); any other id is 404 `approval_not_found`.",
      access: "signed-in",
      path: approvalId,
      success: { status: 200, description: "The request." },
    },
  },
  "/api/organisation/approvals/{id}/approve": {
    post: {
      summary: "Approve an order request",
      description: `The order is made then, by the one order function (stock, audit, e-mails): it belongs to the organisation, is placed by the requester and records the approver. The approver's PO number, cost centre and GL code replace the requester's where given, and are required where the terms or rules say so (422). When a price, the stock or the total changed since the request, nothing is made: 409 \`request_changed\` naming what changed. ${DECIDERS} ${DECIDED}`,
      access: "signed-in",
      path: approvalId,
      body: approvalSchemas.approveRequestSchema,
      success: {
        status: 201,
        description: "The order's receipt, with the request's `approvalId`.",
        schema: orderReceiptSchema.extend({ approvalId: z.guid() }).meta({ id: "ApprovedOrderReceipt" }),
      },
      errors: {
        403: ["not_allowed", "self_approval", "over_approval_limit"],
        409: ["already_decided", "request_changed", "out_of_stock"],
        422: ["po_required", "cost_centre_required", "gl_code_required", "unknown_cost_centre"],
      },
    },
  },
  "/api/organisation/approvals/{id}/reject": {
    post: {
      summary: "Reject an order request",
      description: `With a non-blank reason (400 \`reason_required\`), which the requester's e-mail quotes word for word. ${DECIDERS} ${DECIDED}`,
      access: "signed-in",
      path: approvalId,
      body: approvalSchemas.rejectRequestSchema,
      success: { status: 200, description: "The request, rejected." },
      errors: { 400: ["reason_required"], 403: ["not_allowed", "self_approval", "over_approval_limit"], 409: ["already_decided"] },
    },
  },
  "/api/organisation/approvals/{id}/cancel": {
    post: {
      summary: "Cancel one's own order request",
      description: `Its requester only: admins and approvers who read it are 403 \`not_allowed\`, anyone else 404 \`approval_not_found\`. ${DECIDED}`,
      access: "signed-in",
      path: approvalId,
      success: { status: 200, description: "The request, cancelled." },
      errors: { 403: ["not_allowed"], 409: ["already_decided"] },
    },
  },
});
