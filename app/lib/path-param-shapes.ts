import { parseOrderNumber } from "./order-number";
import { parseQuoteNumber } from "./customer-quote-views";

/**
 * The shapes of the path parameters in the site's addresses, by their names in the route patterns
 * (`/api/quotes/:id`, `/account/orders/:orderNumber`…). A value of another shape names nothing:
 * it is answered like an unknown record, before any query sees it (server/http/path-params.ts).
 * Each parser answers the canonical value (a UUID in lower case, an order number in upper case)
 * or null.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID as PostgreSQL's `uuid` type reads it in its usual form (any version: ids are compared, not decoded). */
export const isUuid = (value: string) => UUID.test(value);

const parseUuid = (value: string) => (isUuid(value) ? value.toLowerCase() : null);

/** The random tokens of links (a guest's order, a quote's link): 32 bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const parseToken = (value: string) => (TOKEN.test(value) ? value : null);

export const PATH_PARAMS = {
  id: parseUuid,
  productId: parseUuid,
  itemId: parseUuid,
  orderNumber: parseOrderNumber,
  quoteNumber: parseQuoteNumber,
  token: parseToken,
} satisfies Record<string, (value: string) => string | null>;

export type PathParamName = keyof typeof PATH_PARAMS;

/** The value of a path parameter in its shape, or null when it has another (or is missing). */
export function parsePathParam(name: PathParamName, value: string | undefined): string | null {
  return value === undefined ? null : PATH_PARAMS[name](value);
}

/** What an address can name; an unknown one is 404 `<record>_not_found` (decisions.md). */
const RECORD_NAMES = {
  address: "Address",
  approval: "Approval request",
  cart_item: "Cart item",
  category: "Category",
  cost_centre: "Cost centre",
  job: "Job",
  lot: "Lot",
  order: "Order",
  organisation: "Organisation",
  product: "Product",
  quote: "Quote",
  user: "User",
} as const;

export type RecordKind = keyof typeof RECORD_NAMES;

/** The answer for a record that is not there (or not the asker's, or named in another shape): "Quote not found", quote_not_found. */
export function recordNotFound(record: RecordKind) {
  return { message: `${RECORD_NAMES[record]} not found`, code: `${record}_not_found` };
}
