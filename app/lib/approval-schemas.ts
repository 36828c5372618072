import { z } from "~/lib/zod";
import { optionalText, plainText, requiredText } from "~/lib/plain-text";
import { PO_NUMBER_MAX_LENGTH } from "~/lib/order-number";

/*
 * The bodies of an organisation's rules, cost centres and approval decisions
 * (docs/decisions/056-approvals.md). Amounts are read as they come and parsed by
 * server/services/organisations/organisation-limits.ts, so that "lots" or a JSON number is
 * 400 `invalid_limit` naming the field, not a generic validation failure.
 */

/** A cost centre's code, at checkout, from an approver or in the organisation's list: 1–40 characters. */
export const COST_CENTRE_MAX_LENGTH = 40;
/** A general-ledger code is free text, as long as a cost centre's. */
export const GL_CODE_MAX_LENGTH = 40;

/** The checkout's and the approver's optional cost centre and GL code. */
export const costCentreField = () => optionalText(COST_CENTRE_MAX_LENGTH, "Cost centre");
export const glCodeField = () => optionalText(GL_CODE_MAX_LENGTH, "GL code");

const ruleAmount = z
  .unknown()
  .optional()
  .meta({ description: 'A decimal string in dollars ("100.00"); `null` removes the rule; left out, the rule keeps its value.' });

/** PUT /api/organisation/rules: a field left out keeps its value, `null` clears an amount. */
export const organisationRulesSchema = z.object({
  approvalAbove: ruleAmount,
  monthlyBudget: ruleAmount,
  costCentreRequired: z.boolean({ error: "costCentreRequired must be true or false" }).optional(),
  glCodeRequired: z.boolean({ error: "glCodeRequired must be true or false" }).optional(),
});

export const costCentreCreateSchema = z.object({
  code: plainText({ error: "Code is required" })
    .trim()
    .min(1, "Code is required")
    .max(COST_CENTRE_MAX_LENGTH, `Code must be at most ${COST_CENTRE_MAX_LENGTH} characters`),
  name: requiredText("Name", 200),
});

export const costCentreChangeSchema = z.object({
  name: requiredText("Name", 200).optional(),
  active: z.boolean({ error: "active must be true or false" }).optional(),
});

/** What the approver may fill in; a value left out keeps the requester's. */
export const approveRequestSchema = z.object({
  poNumber: optionalText(PO_NUMBER_MAX_LENGTH, "PO number"),
  costCentre: costCentreField(),
  glCode: glCodeField(),
  comment: optionalText(2000, "Comment"),
});

export type ApproveRequestInput = z.infer<typeof approveRequestSchema>;

/** A rejection's reason: checked by the service, so that a missing or blank one is 400 `reason_required`. */
export const rejectRequestSchema = z.object({
  reason: z.unknown().optional().meta({ description: "Why, in words the requester reads in their e-mail (non-blank, at most 2,000 characters)." }),
});

export const APPROVAL_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** `?page=` of a paged list: a whole number from 1 (absent: the first). */
export const pageNumberSchema = z.coerce
  .number({ error: "page must be a whole number from 1" })
  .int("page must be a whole number from 1")
  .min(1, "page must be a whole number from 1")
  .max(100_000)
  .optional();

/** GET /api/organisation/approvals: `?status=&page=` (50 a page). */
export const approvalListQuerySchema = z.object({
  status: z.enum(APPROVAL_STATUSES, { error: "status must be pending, approved, rejected or cancelled" }).optional(),
  page: pageNumberSchema,
});

export const APPROVALS_PAGE_SIZE = 50;
