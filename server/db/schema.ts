import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const userStatus = pgEnum("user_status", ["pending", "approved", "rejected"]);
export const userRole = pgEnum("user_role", ["customer", "admin"]);
export const orderStatus = pgEnum("order_status", ["pending", "confirmed", "shipped", "completed", "cancelled"]);
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

/** The account's address book: shipping and billing addresses, at most one default of each kind. */
export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    index("addresses_user_idx").on(t.userId),
    uniqueIndex("addresses_one_default_idx")
      .on(t.userId, t.kind)
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
    inStock: boolean("in_stock").notNull().default(true),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    featured: boolean("featured").notNull().default(false),
    specifications: jsonb("specifications").$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index("products_category_idx").on(t.categoryId)],
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
    /** the carrier's tracking reference, entered by the admin when the order ships */
    trackingReference: text("tracking_reference"),
    /** sha256 of the random token in a guest's confirmation link (/orders/confirmation/{token}); null for signed-in buyers */
    confirmationTokenHash: text("confirmation_token_hash").unique(),
    idempotencyKey: text("idempotency_key").unique(),
    /** sha256 of the cart the order was placed from: an idempotency key replayed with another cart is refused */
    cartSessionHash: text("cart_session_hash"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("orders_created_idx").on(t.createdAt), index("orders_user_idx").on(t.userId, t.createdAt)],
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
});

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    kind: text("kind").notNull(),
    /** where replies go (the sales notice: the customer) */
    replyTo: text("reply_to"),
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

export type User = typeof users.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type Address = typeof addresses.$inferSelect;
