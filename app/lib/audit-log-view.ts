import { PAYMENT_TERMS_LABELS, type PaymentTerms } from "~/lib/account-terms";
import { formatAuditDollars, isAuditMoneyField, PRICE_LIST_FIELD } from "~/lib/audit-money";
import { optionalText, plainText } from "~/lib/plain-text";
import { z } from "~/lib/zod";

/**
 * The audit log as the admin reads it: the filters of /admin/audit and
 * GET /api/admin/audit, and how an entry's before/after values are shown.
 */

export const AUDIT_SUBJECT_TYPES = ["user", "product", "category", "order", "quote", "account-terms", "lot", "organisation", "approval-request"] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const AUDIT_SUBJECT_LABELS: Record<AuditSubjectType, string> = {
  user: "Account",
  product: "Product",
  category: "Category",
  order: "Order",
  quote: "Quote",
  "account-terms": "Account terms",
  lot: "Lot",
  organisation: "Organisation",
  "approval-request": "Order request",
};

/** The actions the site records today, offered as suggestions in the filter (others may be typed). */
export const KNOWN_AUDIT_ACTIONS = [
  "approved",
  "rejected",
  "revoked",
  "created",
  "updated",
  "price-changed",
  "stock-changed",
  "deleted",
  "status-changed",
  "sent",
  "accepted",
  "declined",
  "cancelled",
  "rules-changed",
  "cost-centre-added",
  "cost-centre-changed",
  "invitation-sent",
  "invitation-resent",
  "invitation-revoked",
  "invitation-accepted",
  "role-changed",
  "limits-changed",
  "member-removed",
] as const;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE = 100_000;

export const AUDIT_FILTER_MESSAGES = {
  subjectType: `Subject type must be one of: ${AUDIT_SUBJECT_TYPES.join(", ")}`,
  action: "Action must be a word such as approved or price-changed",
  page: `Page must be a whole number from 1 to ${AUDIT_MAX_PAGE}`,
} as const;

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** The URL's filters (every one optional; an empty field is no filter). Other parameters are ignored. */
export const auditFilterSchema = z.object({
  subjectType: z.preprocess(emptyToUndefined, z.enum(AUDIT_SUBJECT_TYPES, AUDIT_FILTER_MESSAGES.subjectType).optional()),
  /** part of the subject's label (e-mail, SKU, order or quote number, name) or its exact id */
  subject: optionalText(200, "Subject"),
  /** part of the actor's e-mail */
  actor: optionalText(254, "Actor"),
  action: z.preprocess(
    emptyToUndefined,
    plainText()
      .trim()
      .regex(/^[a-z]+(-[a-z]+)*$/, AUDIT_FILTER_MESSAGES.action)
      .max(40, AUDIT_FILTER_MESSAGES.action)
      .optional(),
  ),
  page: z.preprocess(
    emptyToUndefined,
    z
      .string(AUDIT_FILTER_MESSAGES.page)
      .regex(/^\d{1,6}$/, AUDIT_FILTER_MESSAGES.page)
      .transform(Number)
      .refine((page) => page >= 1 && page <= AUDIT_MAX_PAGE, AUDIT_FILTER_MESSAGES.page)
      .default(1),
  ),
});

export type AuditFilters = z.output<typeof auditFilterSchema>;

/** The filters of a URL's query, or the first problem's message. */
export function parseAuditFilters(params: URLSearchParams): { filters: AuditFilters; error: null } | { filters: null; error: string } {
  const result = auditFilterSchema.safeParse(
    Object.fromEntries(["subjectType", "subject", "actor", "action", "page"].map((key) => [key, params.get(key) ?? undefined])),
  );
  if (result.success) return { filters: result.data, error: null };
  return { filters: null, error: result.error.issues[0]?.message ?? "Invalid filter" };
}

/** The query string of filters (the page only when past the first), for links that keep them. */
export function auditFilterQuery(filters: Partial<AuditFilters>): string {
  const params = new URLSearchParams();
  for (const key of ["subjectType", "subject", "actor", "action"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** One entry as the API and the page have it. */
export interface AuditEntryView {
  id: number;
  at: Date | string;
  actorId: string | null;
  actorEmail: string | null;
  subjectType: string;
  subjectId: string;
  subjectLabel: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditPage {
  entries: AuditEntryView[];
  page: number;
  pageSize: number;
  hasNext: boolean;
}

const FIELD_LABELS: Record<string, string> = {
  sku: "SKU",
  prices: "Price list",
  priceOnRequest: "Price on request",
  stockQuantity: "Stock",
  inStock: "In stock",
  imageUrl: "Image",
  poNumber: "PO number",
  discountBasisPoints: "Discount",
  taxBasisPoints: "Tax rate",
  poRequired: "PO required",
};

/** "trackingReference" → "Tracking reference", "unitPriceCents" → "Unit price". */
export function auditFieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field
    .replace(/Cents$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MAX_SHOWN_TEXT = 300;

/** A value as the admin reads it: amounts (dollars as decimal strings, app/lib/audit-money.ts) as money, rates in percent, yes/no, payment terms by name, "—" for nothing, long text shortened. */
export function formatAuditValue(field: string, value: unknown): string {
  const text = readable(field, value);
  return text.length > MAX_SHOWN_TEXT ? `${text.slice(0, MAX_SHOWN_TEXT)}…` : text;
}

function readable(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (isAuditMoneyField(field)) return formatAuditDollars(value) ?? String(value);
  // an account's price list: "MB03-CE: $1,100.00; CR3520: $980.00"
  if (field === PRICE_LIST_FIELD && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .map(([sku, amount]) => `${sku}: ${formatAuditDollars(amount) ?? readable(sku, amount)}`)
      .join("; ");
  }
  if (typeof value === "number" && field.endsWith("BasisPoints")) return `${value / 100} %`;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (field === "paymentTerms" && typeof value === "string" && value in PAYMENT_TERMS_LABELS) return PAYMENT_TERMS_LABELS[value as PaymentTerms];
  // a list (a quote's lines, a price list): each item as its own fields say
  if (Array.isArray(value)) return value.map((item) => readable(field, item)).join(" · ");
  if (typeof value === "object") {
    const record = Object.entries(value as Record<string, unknown>);
    // a free-form map (a product's specifications) by its own names; a record of known fields by their labels
    const known = record.every(([name]) => /^[a-z][a-zA-Z]*$/.test(name));
    return record.map(([name, v]) => (known ? `${auditFieldLabel(name)} ${readable(name, v)}` : `${name}: ${readable(name, v)}`)).join(known ? ", " : "; ");
  }
  return String(value);
}

export interface AuditFieldChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** The order fields are shown in (the database keeps an entry's fields in an order of its own); others follow by name. */
const FIELD_ORDER = ["status", "name", "sku", "slug", "price", "priceOnRequest", "stockQuantity", "inStock", "trackingReference", "categoryId", "featured"];
const fieldRank = (field: string) => {
  const rank = FIELD_ORDER.indexOf(field);
  return rank === -1 ? FIELD_ORDER.length : rank;
};

/** The fields of an entry, each with its before and after as text (null where the entry has no side). */
export function auditFieldChanges(entry: Pick<AuditEntryView, "before" | "after">): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].sort(
    (a, b) => fieldRank(a) - fieldRank(b) || a.localeCompare(b),
  );
  return fields.map((field) => ({
    field,
    label: auditFieldLabel(field),
    before: entry.before ? formatAuditValue(field, entry.before[field]) : null,
    after: entry.after ? formatAuditValue(field, entry.after[field]) : null,
  }));
}
