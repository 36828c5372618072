import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Raw bytes (a purchase-order PDF). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** `closed`: a person removed from their organisation (signing in answers `account_closed`). */
export const userStatus = pgEnum("user_status", ["pending", "approved", "rejected", "closed"]);
export const userRole = pgEnum("user_role", ["customer", "admin"]);
export const orderStatus = pgEnum("order_status", ["pending", "confirmed", "shipped", "completed", "cancelled"]);
/** Payment terms an admin gives a customer account; without terms an order is paid as the spec says. */
export const paymentTerms = pgEnum("payment_terms", ["prepaid", "net-30", "net-60"]);
export const quoteStatus = pgEnum("quote_status", ["requested", "sent", "accepted", "declined", "expired", "superseded"]);
export const quoteMessageAuthor = pgEnum("quote_message_author", ["customer", "sales"]);
export const outboxStatus = pgEnum("outbox_status", ["pending", "sent", "failed"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company").notNull(),
    title: text("title"),
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull().default("customer"),
    status: userStatus("status").notNull().default("pending"),
    createdAt: createdAt(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: uuid("approved_by"),
    /** when the owner opened the confirmation link sent to this address (null: not confirmed) */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
  },
  // e-mail addresses are unique regardless of case
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const organisationRole = pgEnum("organisation_role", ["admin", "approver", "buyer", "requester"]);

/**
 * The customer (decisions.md, "Buying as an organisation"; docs/decisions/054-organisations.md): it
 * owns terms, prices, addresses, orders and quotes; people belong to it as members. Amounts are
 * cents, null: no rule.
 */
export const organisations = pgTable("organisations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  /** buyers' orders above this total need approval */
  approvalAboveCents: integer("approval_above_cents"),
  /** what the whole organisation may spend in a calendar month without approval */
  monthlyBudgetCents: integer("monthly_budget_cents"),
  costCentreRequired: boolean("cost_centre_required").notNull().default(false),
  glCodeRequired: boolean("gl_code_required").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A person's one organisation and role in it (the primary key: one organisation per person); limits in cents, null: none. */
export const organisationMembers = pgTable(
  "organisation_members",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    role: organisationRole("role").notNull(),
    orderLimitCents: integer("order_limit_cents"),
    monthlyLimitCents: integer("monthly_limit_cents"),
    approvalLimitCents: integer("approval_limit_cents"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("organisation_members_organisation_idx").on(t.organisationId)],
);

/**
 * An e-mailed invitation to join an organisation: only the sha-256 of its token is stored (like
 * account_tokens); at most one open invitation per organisation and address, whatever its case.
 */
export const organisationInvitations = pgTable(
  "organisation_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: organisationRole("role").notNull(),
    orderLimitCents: integer("order_limit_cents"),
    monthlyLimitCents: integer("monthly_limit_cents"),
    approvalLimitCents: integer("approval_limit_cents"),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: uuid("accepted_user_id"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    acceptAttempts: integer("accept_attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("organisation_invitations_open_email_idx")
      .on(t.organisationId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** An organisation's cost centres; while it has none, any code is accepted. */
export const costCentres = pgTable(
  "cost_centres",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cost_centres_organisation_code_idx").on(t.organisationId, t.code)],
);

export const approvalStatus = pgEnum("approval_status", ["pending", "approved", "rejected", "cancelled"]);

/** A line of an approval request, as the requester saw it. */
export interface ApprovalLine {
  productId: string;
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number | null;
  lineTotalCents: number | null;
  requiresQuote: boolean;
}

/**
 * An order waiting for an approver: not an order yet (no order row, no stock taken). Approving
 * makes the order (`order_id`) with the one order function.
 */
export const approvalRequests = pgTable(
  "approval_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    requesterId: uuid("requester_id")
      .notNull()
      .references(() => users.id),
    status: approvalStatus("status").notNull().default("pending"),
    /** why it needs approval: each reason's code and sentence (server/services/organisations/approval-rules.ts) */
    reasons: jsonb("reasons").$type<Array<{ code: string; message: string }>>().notNull(),
    lines: jsonb("lines").$type<ApprovalLine[]>().notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** the checkout's fields (contact, addresses, notes) */
    orderData: jsonb("order_data").$type<Record<string, unknown>>().notNull(),
    poNumber: text("po_number"),
    costCentre: text("cost_centre"),
    glCode: text("gl_code"),
    comment: text("comment"),
    /** a rejection's reason */
    reason: text("reason"),
    idempotencyKey: text("idempotency_key").unique(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by"),
    orderId: uuid("order_id")
      .unique()
      .references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("approval_requests_organisation_idx").on(t.organisationId, t.createdAt),
    index("approval_requests_requester_idx").on(t.requesterId, t.createdAt),
  ],
);

/** A requisition list the whole organisation sees. */
export const sharedLists = pgTable("shared_lists", {
  id: uuid("id").primaryKey().defaultRandom(),
  organisationId: uuid("organisation_id")
    .notNull()
    .references(() => organisations.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sharedListLines = pgTable(
  "shared_list_lines",
  {
    listId: uuid("list_id")
      .notNull()
      .references(() => sharedLists.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    sku: text("sku").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.position] })],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 of the cookie token: a leaked table does not leak usable session ids */
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** the last request that used the session, recorded at most once a minute (idle timeout, session.ts) */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const accountTokenPurpose = pgEnum("account_token_purpose", ["password-reset", "email-confirm", "email-change"]);

/**
 * Single-use links sent by e-mail (docs/decisions/016): only the sha-256 of the token is stored,
 * `used_at` is set once, and a token past `expires_at` is refused. `email` is the address the link
 * was sent to (for an e-mail change, the new address).
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: accountTokenPurpose("purpose").notNull(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.purpose)],
);

export const addressKind = pgEnum("address_kind", ["shipping", "billing"]);

/** The organisation's address book: shipping and billing addresses, at most one default of each kind. */
export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    kind: addressKind("kind").notNull(),
    name: text("name").notNull(),
    company: text("company"),
    line1: text("line1").notNull(),
    line2: text("line2"),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    region: text("region"),
    country: text("country").notNull(),
    phone: text("phone"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("addresses_organisation_idx").on(t.organisationId),
    uniqueIndex("addresses_one_default_idx")
      .on(t.organisationId, t.kind)
      .where(sql`${t.isDefault}`),
  ],
);

/** The cart kept on the server for an account (docs/decisions/016): its cart id, usable by this account only. */
export const accountCarts = pgTable("account_carts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sessionId: text("session_id").notNull().unique(),
  createdAt: createdAt(),
});

export const contactSubmissions = pgTable("contact_submissions", {
  id: uuid("id").primaryKey().defaultRandom(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  interestArea: text("interest_area"),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/**
 * Registrations for the events of app/content/event-listings.ts (by slug): one per event and e-mail address,
 * whatever its case (docs/decisions/025-event-registration-and-newsletter.md).
 */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventSlug: text("event_slug").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    role: text("role"),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("event_registrations_event_email_idx").on(t.eventSlug, sql`lower(${t.email})`), index("event_registrations_created_idx").on(t.createdAt)],
);

export const newsletterStatus = pgEnum("newsletter_status", ["pending", "confirmed", "unsubscribed"]);

/**
 * Newsletter subscriptions with double opt-in: pending until the e-mailed link is opened. The link's
 * token is stored as its sha-256 only. One row per address, whatever its case.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    status: newsletterStatus("status").notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("newsletter_subscriptions_email_lower_idx").on(sql`lower(${t.email})`)],
);

/** The unsubscribe links of the newsletter's e-mails: a token per message, stored as its sha-256, valid as long as the subscription. */
export const newsletterUnsubscribeTokens = pgTable(
  "newsletter_unsubscribe_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("newsletter_unsubscribe_tokens_subscription_idx").on(t.subscriptionId)],
);

export const categories = pgTable("categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description"),
  slug: text("slug").notNull().unique(),
});

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    shortDescription: text("short_description"),
    /** null together with priceOnRequest=true means "price on request" */
    priceCents: integer("price_cents"),
    priceOnRequest: boolean("price_on_request").notNull().default(false),
    sku: text("sku").notNull().unique(),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "restrict" }),
    imageUrl: text("image_url"),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    /** "In stock" follows the quantity and is never set by hand (decisions.md; docs/decisions/037-stock-ledger.md) */
    inStock: boolean("in_stock")
      .notNull()
      .generatedAlwaysAs(sql`stock_quantity > 0`),
    featured: boolean("featured").notNull().default(false),
    specifications: jsonb("specifications").$type<Record<string, string>>(),
    /** made in lots (reagent kits, capillaries): each shipped line names its lot, whose certificate of analysis the buyer gets (decision 027) */
    lotTracked: boolean("lot_tracked").notNull().default(false),
    createdAt: createdAt(),
  },
  // Not declared here: the search's table `product_search` (a row per product, kept by a trigger on
  // this table, migration 0015) and `search_words` (migration 0009), for catalogue search (decisions
  // 022, 032); server/services/catalogue/catalogue-search.ts is their only reader.
  (t) => [
    index("products_category_idx").on(t.categoryId),
    // quick order: SKUs are matched in any case, and an unknown one finds its nearest SKU by trigrams
    index("products_sku_lower_idx").on(sql`lower(${t.sku})`),
    index("products_sku_lower_trgm_idx").using("gin", sql`lower(${t.sku}) gin_trgm_ops`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").notNull(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cart_items_session_product_idx").on(t.sessionId, t.productId)],
);

/** The running part of the order numbers (app/lib/order-number.ts): never reused, gaps allowed (a rolled-back checkout). */
export const orderNumberSequence = pgSequence("order_number_seq", { startWith: 1 });

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** the short number people use (SO-2026-000123): the year of placement (UTC) and the sequence, set by the database */
    orderNumber: text("order_number")
      .notNull()
      .unique()
      .default(sql`('SO-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'))`),
    customerEmail: text("customer_email").notNull(),
    customerName: text("customer_name").notNull(),
    customerCompany: text("customer_company"),
    customerPhone: text("customer_phone"),
    shippingAddress: text("shipping_address").notNull(),
    billingAddress: text("billing_address"),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxCents: integer("tax_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    /** true when an item is price-on-request: amounts are 0 and sales sends a quote */
    requiresQuote: boolean("requires_quote").notNull().default(false),
    status: orderStatus("status").notNull().default("pending"),
    notes: text("notes"),
    /** the buyer's purchase-order number, optional */
    poNumber: text("po_number"),
    /** the account's payment terms when the order was placed (null: the spec's rules, paid at order) */
    paymentTerms: paymentTerms("payment_terms"),
    /** the tax-exemption certificate that made the tax 0, printed on the order and its PDF */
    taxExemptionCertificate: text("tax_exemption_certificate"),
    /** the rate its tax was computed at, in basis points (800 = 8 %; a quote's may differ); null on orders placed before it was kept: the spec's 8 % */
    taxBasisPoints: integer("tax_basis_points"),
    /** the accepted quote this order was created from (its amounts are the quote's) */
    quoteId: uuid("quote_id").unique(),
    /** the carrier's tracking reference, entered by the admin when the order ships */
    trackingReference: text("tracking_reference"),
    /** who carries it (app/lib/carriers.ts: ups, fedex, dhl-express, usps, other); null on orders shipped before it was asked */
    carrier: text("carrier").$type<"ups" | "fedex" | "dhl-express" | "usps" | "other">(),
    /** sha256 of the random token in a guest's confirmation link (/orders/confirmation/{token}); null for signed-in buyers */
    confirmationTokenHash: text("confirmation_token_hash").unique(),
    idempotencyKey: text("idempotency_key").unique(),
    /** sha256 of the cart the order was placed from: an idempotency key replayed with another cart is refused */
    cartSessionHash: text("cart_session_hash"),
    /** who placed it (null: a guest, or an account deleted since) */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** the organisation it belongs to (null: a guest order) */
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    /** the member who approved its request (null: ordered without approval) */
    approvedBy: uuid("approved_by").references(() => users.id, { onDelete: "set null" }),
    costCentre: text("cost_centre"),
    glCode: text("gl_code"),
    /** the approval request it was made from */
    approvalId: uuid("approval_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_created_idx").on(t.createdAt),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_organisation_idx").on(t.organisationId, t.createdAt),
  ],
);

/** Every status an order has had, with when: the order page's timeline. */
export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: orderStatus("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_status_changes_order_idx").on(t.orderId, t.createdAt)],
);

export const orderItems = pgTable("order_items", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderId: uuid("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  /** set null when the product is deleted later: the order keeps its snapshot */
  productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
  productName: text("product_name").notNull(),
  sku: text("sku").notNull(),
  quantity: integer("quantity").notNull(),
  unitPriceCents: integer("unit_price_cents"),
  totalPriceCents: integer("total_price_cents"),
  /** what this line took from the product's stock; cancelling gives exactly this back (docs/decisions/037-stock-ledger.md) */
  stockTaken: integer("stock_taken").notNull().default(0),
  /** a quote's line with no catalogue product (a service contract, an installation): shown as "Quoted item" */
  freeLine: boolean("free_line").notNull().default(false),
});

/** One QC test of a lot against its specification (docs/decisions/027). */
export interface LotQcResult {
  test: string;
  specification: string;
  result: string;
  passed: boolean;
}

/**
 * A manufactured lot of a lot-tracked product (decision 027): its dates, its QC results against
 * specification (the certificate of analysis, /documentation/coa?lot=…) and who released it.
 * Lot numbers are stored in capitals and unique across products.
 */
export const lots = pgTable(
  "lots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      // no action: a product with lots is not deleted (product-admin.ts answers 409)
      .references(() => products.id),
    lotNumber: text("lot_number").notNull().unique(),
    manufacturedOn: date("manufactured_on").notNull(),
    expiresOn: date("expires_on").notNull(),
    releasedOn: date("released_on").notNull(),
    releasedBy: text("released_by").notNull(),
    qcResults: jsonb("qc_results").$type<LotQcResult[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lots_product_idx").on(t.productId, t.expiresOn)],
);

/** The lots an order line shipped from (recorded when sales marks the order shipped); a line may come from several. */
export const orderItemLots = pgTable(
  "order_item_lots",
  {
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    lotId: uuid("lot_id")
      .notNull()
      .references(() => lots.id),
    /** how many of the line's units came from this lot; null only for a split recorded before quantities were kept */
    quantity: integer("quantity"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderItemId, t.lotId] }), index("order_item_lots_lot_idx").on(t.lotId)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    kind: text("kind").notNull(),
    /** files sent with the message (a quote's PDF): name, MIME type and base64 content */
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; contentBase64: string }[]>(),
    /** a PO document sent with it, by its id: the sender reads the file when it sends (decision 035) */
    poDocumentId: uuid("po_document_id").references(() => poDocuments.id),
    /** an order whose confirmation PDF goes with it, drawn when it is sent (as the buyer's order page shows the order) */
    orderPdfId: uuid("order_pdf_id").references(() => orders.id, { onDelete: "set null" }),
    /** where replies go (the sales notice: the customer) */
    replyTo: text("reply_to"),
    /** a newsletter e-mail's one-click unsubscribe address (List-Unsubscribe, RFC 8058) */
    listUnsubscribe: text("list_unsubscribe"),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/**
 * An organisation's terms, set by an admin: payment terms, whether a purchase-order number is
 * required, a tax exemption (certificate reference, valid until its expiry date, inclusive) and an
 * account discount in basis points (1,250 = 12.5 %). No row: no terms, the spec's rules.
 */
export const accountTerms = pgTable("account_terms", {
  organisationId: uuid("organisation_id")
    .primaryKey()
    .references(() => organisations.id, { onDelete: "cascade" }),
  paymentTerms: paymentTerms("payment_terms").notNull().default("prepaid"),
  poRequired: boolean("po_required").notNull().default(false),
  taxExemptionCertificate: text("tax_exemption_certificate"),
  taxExemptionExpiresOn: date("tax_exemption_expires_on"),
  discountBasisPoints: integer("discount_basis_points").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An organisation's own price for a named product (its small price list); wins over the account discount. */
export const accountPrices = pgTable(
  "account_prices",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.productId] })],
);

/**
 * Who changed what, when, with the values before and after, written in the same
 * transaction as the change. Rows are never changed: a trigger refuses UPDATE and DELETE.
 * The actor is kept by id and e-mail (no foreign key: the record outlives the account).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    /** what was changed: "user", "product", "category", "order", "quote", "account-terms" */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    /** how people name the subject (an e-mail, a SKU, an order or quote number) */
    subjectLabel: text("subject_label"),
    /** what happened: "approved", "price-changed", "status-changed", "sent", "accepted", … */
    action: text("action").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_subject_idx").on(t.subjectType, t.subjectId, t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
  ],
);

/**
 * Purchase-order documents as uploaded (decision 035): a table of their own, so that reading a quote
 * never reads a file. Only the download and the mail sender select `bytes`; everything else names
 * its columns (see PO_DOCUMENT_INFO in server/services/quotes/po-documents.ts).
 */
export const poDocuments = pgTable("po_documents", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** the uploaded file's name, cleaned (no path, control or format characters) */
  name: text("name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  /** hex sha-256 of the bytes */
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/** The running part of the quote numbers (Q-2026-000045), like the order numbers. */
export const quoteNumberSequence = pgSequence("quote_number_seq", { startWith: 1 });

/**
 * A quote. A request makes revision 1 in status "requested"; sales prices it and sends it.
 * Revising a sent quote makes a new row with the same number and the next revision; sending it
 * supersedes the previous one. Amounts are stored when the quote is sent and are what an accepted
 * quote's order charges. Anonymous requesters reach theirs through the links in their e-mails (quote_links).
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteNumber: text("quote_number")
      .notNull()
      .default(sql`('Q-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || lpad(nextval('quote_number_seq')::text, 6, '0'))`),
    revision: integer("revision").notNull().default(1),
    status: quoteStatus("status").notNull().default("requested"),
    /** who requested it (null: an anonymous request) */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** the organisation it belongs to (null: an anonymous request) */
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactCompany: text("contact_company"),
    contactPhone: text("contact_phone"),
    /** where the request came from: "cart", "product", "method-assistant", "renewal", "admin" */
    source: text("source").notNull(),
    requestMessage: text("request_message"),
    shippingCents: integer("shipping_cents"),
    /** the tax rate in basis points (800 = 8 %); 0 with a certificate below when exempt */
    taxBasisPoints: integer("tax_basis_points"),
    taxExemptionCertificate: text("tax_exemption_certificate"),
    paymentTerms: paymentTerms("payment_terms"),
    poRequired: boolean("po_required").notNull().default(false),
    validUntil: date("valid_until"),
    salesNote: text("sales_note"),
    subtotalCents: integer("subtotal_cents"),
    taxCents: integer("tax_cents"),
    totalCents: integer("total_cents"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    poNumber: text("po_number"),
    /** the PO document the customer accepted with; its bytes live in po_documents (decision 035) */
    poDocumentId: uuid("po_document_id").references(() => poDocuments.id, { onDelete: "set null" }),
    orderId: uuid("order_id")
      .unique()
      .references(() => orders.id, { onDelete: "set null" }),
    supersededBy: uuid("superseded_by"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quotes_number_revision_idx").on(t.quoteNumber, t.revision),
    index("quotes_user_idx").on(t.userId, t.createdAt),
    index("quotes_organisation_idx").on(t.organisationId, t.createdAt),
    index("quotes_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * The links to a quote that were e-mailed (the request's confirmation, each sent revision): only
 * the sha-256 of each token is stored, and every link opens every revision of its quote number, so
 * the confirmation's link keeps working after sales sends the quote.
 */
export const quoteLinks = pgTable(
  "quote_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    quoteNumber: text("quote_number").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("quote_links_number_idx").on(t.quoteNumber)],
);

/** A quote's lines: a catalogue product (kept as a snapshot of SKU and name) or a free line sales adds. */
export const quoteLines = pgTable(
  "quote_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    /** null until sales prices the line (price-on-request lines included) */
    unitPriceCents: integer("unit_price_cents"),
    /** per-line discount in basis points (1,000 = 10 %), 0..10,000 */
    discountBasisPoints: integer("discount_basis_points").notNull().default(0),
    lineTotalCents: integer("line_total_cents"),
  },
  (t) => [index("quote_lines_quote_idx").on(t.quoteId, t.position)],
);

/** The message thread between the customer and sales on a quote (every message is e-mailed to the other side). */
export const quoteMessages = pgTable(
  "quote_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    author: quoteMessageAuthor("author").notNull(),
    authorUserId: uuid("author_user_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("quote_messages_quote_idx").on(t.quoteId, t.createdAt)],
);

export type User = typeof users.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type Address = typeof addresses.$inferSelect;
export type Lot = typeof lots.$inferSelect;
export type Organisation = typeof organisations.$inferSelect;
export type OrganisationMember = typeof organisationMembers.$inferSelect;
