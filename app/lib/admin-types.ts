import type { OrderStatusValue } from "./admin-order-status";
import type { UserStatusValue } from "./admin-user-status";
import type { CategorySummary, ProductSummary } from "./catalogue-types";
import type { PaymentTerms } from "./account-terms";
import type { ShippableLot, ShippedLot } from "./lot-rules";
import type { Carrier } from "./carriers";

/**
 * What the admin screens receive. Route loaders hand over Dates; the JSON API sends the same
 * shapes with dates as ISO text, hence `Date | string`.
 */
type Timestamp = Date | string;

/** A product with its price text and the stored price fields the form edits. */
export interface AdminProduct extends ProductSummary {
  /** admins always get the exact number */
  stockQuantity: number;
  priceCents: number | null;
  priceOnRequest: boolean;
  /** its shipped lines name their lots (decision 027) */
  lotTracked: boolean;
  createdAt: Timestamp;
}

export interface AdminCategory extends CategorySummary {
  productCount: number;
}

/** Who a user is: the fields the session, the admin's list and the account page all carry. */
export interface UserIdentity {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  title: string | null;
  phone: string | null;
  role: "customer" | "admin";
}

export interface AdminUser extends UserIdentity {
  status: UserStatusValue;
  createdAt: Timestamp;
  approvedAt: Timestamp | null;
  /** whether the owner opened the link that confirms the address */
  emailConfirmed: boolean;
}

export interface AdminOrder {
  id: string;
  /** SO-2026-000123 */
  orderNumber: string;
  customerEmail: string;
  customerName: string;
  customerCompany: string | null;
  customerPhone: string | null;
  shippingAddress: string;
  billingAddress: string | null;
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  /** an item is price-on-request: tax, shipping and total are 0 and sales sends a quote */
  requiresQuote: boolean;
  status: OrderStatusValue;
  notes: string | null;
  poNumber: string | null;
  /** an organisation's cost centre and general-ledger code, printed wherever the PO number is */
  costCentre: string | null;
  glCode: string | null;
  /** the account's payment terms and the tax-exemption certificate the order was placed under */
  paymentTerms: PaymentTerms | null;
  taxExemptionCertificate: string | null;
  /** the rate its tax was computed at (basis points; null: the spec's 8 %) */
  taxBasisPoints: number | null;
  trackingReference: string | null;
  /** who carries it (set when it ships; null before, and on orders shipped before carriers were asked) */
  carrier: Carrier | null;
  /** the accepted quote it was made from */
  quoteId: string | null;
  userId: string | null;
  /** the organisation it belongs to (null: a guest order), its name as it is now */
  organisationId: string | null;
  organisationName: string | null;
  /** the e-mails of the member who placed it and of the one who approved its request (null: none, or deleted since) */
  placedBy: string | null;
  approvedBy: string | null;
  createdAt: Timestamp;
  /** the sum of the items' quantities */
  itemCount: number;
}

export interface AdminOrderItem {
  id: string;
  orderId: string;
  /** null once the product has been deleted; the name, SKU and prices stay */
  productId: string | null;
  productName: string;
  sku: string;
  quantity: number;
  /** null for price-on-request items */
  unitPriceCents: number | null;
  totalPriceCents: number | null;
  /** what the line took from stock (docs/decisions/037-stock-ledger.md); exact stock is for admins only */
  stockTaken: number;
  /** a quote's line with no catalogue product: "Quoted item" */
  freeLine: boolean;
}

/** A line of the order's detail, with its lots (decision 027). */
export interface AdminOrderDetailItem extends AdminOrderItem {
  /** its product is lot-tracked: marking the order shipped needs its lot */
  lotTracked: boolean;
  /** the lots it shipped from, with how many units each gave (empty until shipped) */
  lots: ShippedLot[];
  /** the lots sales may choose when marking it shipped: its product's, passed QC, not expired; soonest expiry first */
  shippableLots: ShippableLot[];
}

export interface AdminOrderDetail extends AdminOrder {
  /** the carrier's public tracking page for the reference; null without one, and for "other" */
  trackingUrl: string | null;
  /** the PO document the buyer sent with the quote's acceptance, downloaded from the quote's admin endpoint */
  poDocument: { name: string; size: number; url: string } | null;
  items: AdminOrderDetailItem[];
  /** every status it has had, oldest first (the page's timeline) */
  timeline: Array<{ status: OrderStatusValue; at: Timestamp }>;
}

/** An order with its items as the CSV export writes them. */
export interface AdminOrderExport extends AdminOrder {
  items: Array<AdminOrderItem & { lots: ShippedLot[] }>;
}

export interface ContactSubmission {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  interestArea: string | null;
  message: string;
  createdAt: Timestamp;
}

/** A registration for an event (app/content/event-listings.ts, by slug). */
export interface EventRegistrationView {
  id: string;
  eventSlug: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  role: string | null;
  message: string | null;
  createdAt: Timestamp;
}

export interface NewsletterSubscribersView {
  confirmed: { email: string; confirmedAt: Timestamp | null }[];
  /** addresses that have not opened their confirmation link */
  pending: number;
}

export interface DashboardCounts {
  products: number;
  pendingApprovals: number;
  newOrders: number;
  contactSubmissions: number;
}
