import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import type { AccountTermsInput } from "~/lib/account-terms-schema";
import type { PaymentTerms } from "~/lib/account-terms";
import type { Carrier } from "~/lib/carriers";
import { utcDay, lotPassedQc } from "~/lib/lot-rules";
import { formatCents } from "~/lib/price";
import type { QuoteEditInput } from "~/lib/quote-edit-schema";
import type { AuditActor } from "../audit/audit-log";
import { SESSION_USER_COLUMNS, type SessionUser } from "../auth/session";
import { setAccountTerms } from "../services/accounts/account-terms-admin";
import { readAccountPricing } from "../services/accounts/account-terms-reader";
import { addToCart, readCart } from "../services/cart/cart";
import { changeOrderStatus, type OrderStatusChange } from "../services/orders/order-admin";
import { placeOrder } from "../services/orders/orders";
import { reviseQuote, sendQuote } from "../services/quotes/quote-admin";
import { acceptQuote, declineQuote } from "../services/quotes/quote-decisions";
import { requestQuote } from "../services/quotes/quote-requests";
import { readQuote, readQuoteLines } from "../services/quotes/quotes";
import type { Db } from "./database";
import { lots, orderItems, orders, organisationMembers, organisations, products, quotes, users } from "./schema";
import { lockUntilCommit } from "./transaction-lock";

/*
 * Six months of history for the demo accounts (development only, like the demo accounts): orders in
 * every status, shipped ones with their carrier, tracking reference and lots; quotes in every status,
 * one accepted with a PO document; account terms; and the audit rows of all of it. Everything is
 * made by the product's own functions (the cart and checkout, the quote request, sales' editor,
 * the customer's decision, the admin's status changes), as a buyer and sales would, event by event
 * in the order they happened; after each event the rows it wrote are moved back to its time. So
 * the numbers (SO-…, Q-…) follow the dates, and the history has whatever those functions write.
 *
 * It runs in one transaction as the tables' owner (the audit log is append-only: its trigger is
 * lifted for this transaction alone, to backdate the rows it wrote), so a start that fails half-way
 * leaves nothing; the history's first order is the marker that it was made, and a restart adds nothing.
 * The e-mails the functions queue are the history's past: they are dropped, never sent.
 */

type Who = "avery" | "nadia" | "pia";

/** The demo customers whose history this is (server/db/seed.ts), with what their orders and quotes carry. */
const CUSTOMERS: Record<Who, { email: string; phone: string; shippingAddress: string; billingAddress: string | null }> = {
  avery: {
    email: "approved.customer@example.com",
    phone: "+1 619 555 0134",
    shippingAddress: "Avery Approved\nNorthwind Proteomics\n4100 Harbor Drive, Suite 210\nSan Diego, CA 92101\nUnited States",
    billingAddress: null,
  },
  nadia: {
    email: "net30.customer@example.com",
    phone: "+1 617 555 0172",
    shippingAddress: "Receiving, Building 3\nHelix Biotherapeutics\n75 Binney Street\nCambridge, MA 02142\nUnited States",
    billingAddress: "Accounts Payable\nHelix Biotherapeutics\nPO Box 9120\nCambridge, MA 02139\nUnited States",
  },
  pia: {
    email: "prepaid.customer@example.com",
    phone: "+1 919 555 0188",
    shippingAddress: "Pia Prepaid\nTailspin Analytics\n1200 Research Parkway\nMorrisville, NC 27560\nUnited States",
    billingAddress: null,
  },
};

/** The history's first order's PO number: when it exists, the history was made. */
export const DEMO_HISTORY_FIRST_PO = "HX-PO-24017";

/** The terms sales set for the two accounts that have them, half a year ago. */
const TERMS: Array<{ who: Who; terms: AccountTermsInput }> = [
  {
    who: "nadia",
    terms: {
      paymentTerms: "net-30",
      poRequired: true,
      taxExemptionCertificate: null,
      taxExemptionExpiresOn: null,
      discountPercent: 500,
      prices: [
        { sku: "CAP-LPA-50-100", priceCents: 26_500 },
        { sku: "RK-BGE-AA", priceCents: 16_500 },
      ],
    },
  },
  {
    who: "pia",
    terms: { paymentTerms: "prepaid", poRequired: false, taxExemptionCertificate: null, taxExemptionExpiresOn: null, discountPercent: 0, prices: [] },
  },
];

/** [days ago, hour, minute] (UTC) */
type When = readonly [number, number, number];

interface Step {
  at: When;
  status: "confirmed" | "shipped" | "completed" | "cancelled";
  carrier?: Carrier;
  trackingReference?: string;
  /** ship each lot-tracked line from its two newest released lots (a split), where it can */
  splitLots?: boolean;
}

interface CheckoutPlan {
  key: string;
  who: Who;
  placed: When;
  /** [SKU, quantity]; small quantities of well-stocked products, so that the demo stock stays */
  lines: ReadonlyArray<readonly [string, number]>;
  poNumber?: string;
  notes?: string;
  steps: Step[];
}

const CHECKOUTS: CheckoutPlan[] = [
  {
    key: "first",
    who: "nadia",
    placed: [178, 14, 12],
    lines: [
      ["CAP-LPA-50-100", 4],
      ["RK-BGE-AA", 2],
    ],
    poNumber: DEMO_HISTORY_FIRST_PO,
    steps: [
      { at: [178, 16, 40], status: "confirmed" },
      { at: [176, 10, 5], status: "shipped", carrier: "ups", trackingReference: "1Z999AA10123456784" },
      { at: [170, 9, 30], status: "completed" },
    ],
  },
  {
    key: "avery-kit",
    who: "avery",
    placed: [164, 17, 3],
    lines: [
      ["CR3520", 1],
      ["CAP-FS-50-100", 3],
    ],
    steps: [
      { at: [163, 9, 15], status: "confirmed" },
      { at: [161, 13, 50], status: "shipped", carrier: "fedex", trackingReference: "612999987654" },
      { at: [155, 8, 45], status: "completed" },
    ],
  },
  {
    key: "pia-emitters",
    who: "pia",
    placed: [151, 15, 27],
    lines: [["ES-CZE-07", 2]],
    notes: "Paid by bank transfer against the pro-forma invoice.",
    steps: [
      { at: [149, 11, 0], status: "confirmed" },
      { at: [147, 14, 20], status: "shipped", carrier: "dhl-express", trackingReference: "1234567890" },
      { at: [141, 10, 10], status: "completed" },
    ],
  },
  {
    key: "avery-cancelled",
    who: "avery",
    placed: [139, 19, 41],
    lines: [["RK-PIM-310", 2]],
    notes: "Ordered twice by mistake, please cancel this one.",
    steps: [{ at: [138, 8, 55], status: "cancelled" }],
  },
  {
    key: "nadia-pei",
    who: "nadia",
    placed: [127, 13, 8],
    lines: [
      ["CAP-PEI-50-100", 6],
      ["SVC-REMOTE-10", 1],
    ],
    poNumber: "HX-PO-24102",
    steps: [
      { at: [127, 15, 30], status: "confirmed" },
      { at: [125, 12, 10], status: "shipped", carrier: "usps", trackingReference: "9400111899223344556677" },
      { at: [119, 9, 0], status: "completed" },
    ],
  },
  {
    key: "pia-spray",
    who: "pia",
    placed: [94, 16, 2],
    lines: [["RK-SPRAY-250", 4]],
    steps: [
      { at: [93, 10, 20], status: "confirmed" },
      { at: [91, 15, 5], status: "shipped", carrier: "fedex", trackingReference: "612999912345" },
      { at: [86, 11, 40], status: "completed" },
    ],
  },
  {
    key: "avery-starter",
    who: "avery",
    placed: [79, 14, 33],
    lines: [["CAP-KIT-STR", 2]],
    steps: [
      { at: [78, 9, 10], status: "confirmed" },
      { at: [76, 16, 25], status: "cancelled" },
    ],
  },
  {
    key: "nadia-kits",
    who: "nadia",
    placed: [58, 13, 55],
    lines: [
      ["CR3520", 2],
      ["RK-PIM-310", 2],
    ],
    poNumber: "HX-PO-24231",
    steps: [
      { at: [58, 16, 5], status: "confirmed" },
      { at: [56, 11, 45], status: "shipped", carrier: "dhl-express", trackingReference: "1234567891" },
      { at: [50, 10, 0], status: "completed" },
    ],
  },
  {
    key: "avery-capillaries",
    who: "avery",
    placed: [26, 15, 14],
    lines: [["CAP-FS-50-100", 5]],
    steps: [
      { at: [25, 9, 5], status: "confirmed" },
      { at: [23, 14, 0], status: "shipped", carrier: "usps", trackingReference: "9400111899223344556684", splitLots: true },
    ],
  },
  {
    key: "pia-reorder",
    who: "pia",
    placed: [17, 10, 48],
    lines: [
      ["ES-CZE-07", 1],
      ["RK-BGE-AA", 3],
    ],
    steps: [
      { at: [16, 9, 30], status: "confirmed" },
      { at: [15, 13, 15], status: "shipped", carrier: "ups", trackingReference: "1Z999AA10123456791" },
    ],
  },
  {
    key: "nadia-lpa",
    who: "nadia",
    placed: [11, 14, 2],
    lines: [["CAP-LPA-50-100", 2]],
    poNumber: "HX-PO-24310",
    steps: [{ at: [11, 16, 30], status: "confirmed" }],
  },
  { key: "avery-spray", who: "avery", placed: [6, 9, 22], lines: [["RK-SPRAY-250", 2]], steps: [{ at: [5, 10, 0], status: "confirmed" }] },
  { key: "pia-pending", who: "pia", placed: [2, 18, 37], lines: [["CAP-FS-50-100", 2]], steps: [] },
  { key: "nadia-pending", who: "nadia", placed: [1, 11, 6], lines: [["RK-BGE-AA", 1]], poNumber: "HX-PO-24362", steps: [] },
];

/** What sales sends: per catalogue SKU the unit price and discount (basis points), free lines, and the terms. */
interface QuoteOffer {
  prices: Record<string, readonly [number, number]>;
  free?: Array<{ sku: string; name: string; quantity: number; unitCents: number }>;
  shippingCents: number;
  paymentTerms: PaymentTerms;
  poRequired: boolean;
  /** days from the day it is sent */
  validDays: number;
  note?: string;
}

interface HistoryContext {
  brand: Brand;
  origin: string;
  /** the admin account that acts as sales in the history (ensureAdmin's) */
  adminEmail: string;
  /** the history ends the day before this (default: now) */
  now?: Date;
}

/**
 * Makes the demo history unless its first order exists (then it adds nothing). `ownerDb` must be the
 * tables' owner (Database.asOwner): the app's role may not change audit rows. Returns whether it
 * made it, or why not when the demo accounts or the admin are missing.
 */
export async function seedDemoHistory(ownerDb: Db, ctx: HistoryContext): Promise<{ seeded: boolean; reason?: string }> {
  return ownerDb.transaction(async (tx) => {
    await lockUntilCommit(tx, "demo-history");
    const [marker] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.poNumber, DEMO_HISTORY_FIRST_PO), eq(sql`lower(${orders.customerEmail})`, CUSTOMERS.nadia.email)));
    if (marker) return { seeded: false, reason: "the demo history exists" };
    // The product's functions open their own transactions; given this one, drizzle makes each a
    // savepoint in it, so the whole history commits or rolls back as one.
    const db = tx as unknown as Db;
    const accounts = await readAccounts(db, ctx.adminEmail);
    if ("missing" in accounts) return { seeded: false, reason: `${accounts.missing} is missing or not approved` };
    await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await makeHistory(db, ctx, accounts);
    await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    return { seeded: true };
  });
}

interface Accounts {
  sales: { id: string; email: string };
  customers: Record<Who, { id: string; email: string; name: string; company: string; organisation: { id: string; name: string } }>;
}

async function readAccounts(db: Db, adminEmail: string): Promise<Accounts | { missing: string }> {
  const emails = [adminEmail, ...Object.values(CUSTOMERS).map((c) => c.email)].map((e) => e.toLowerCase());
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      status: users.status,
      role: users.role,
      organisationId: organisationMembers.organisationId,
      organisationName: organisations.name,
    })
    .from(users)
    .leftJoin(organisationMembers, eq(organisationMembers.userId, users.id))
    .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(inArray(sql`lower(${users.email})`, emails));
  const byEmail = new Map(rows.map((r) => [r.email.toLowerCase(), r]));
  const admin = byEmail.get(adminEmail.toLowerCase());
  if (admin?.role !== "admin") return { missing: adminEmail };
  const customers = {} as Accounts["customers"];
  for (const [who, { email }] of Object.entries(CUSTOMERS) as Array<[Who, (typeof CUSTOMERS)[Who]]>) {
    const row = byEmail.get(email);
    if (!row || row.status !== "approved" || row.role !== "customer" || !row.organisationId || row.organisationName === null) return { missing: email };
    const organisation = { id: row.organisationId, name: row.organisationName };
    customers[who] = { id: row.id, email: row.email, name: `${row.firstName} ${row.lastName}`, company: row.company, organisation };
  }
  return { sales: { id: admin.id, email: admin.email }, customers };
}

async function makeHistory(db: Db, ctx: HistoryContext, accounts: Accounts) {
  const now = ctx.now ?? new Date();
  const when = ([daysAgo, hour, minute]: When) => {
    const at = new Date(now);
    at.setUTCDate(at.getUTCDate() - daysAgo);
    at.setUTCHours(hour, minute, 0, 0);
    return at;
  };
  const day = (at: Date, plusDays = 0) => utcDay(new Date(at.getTime() + plusDays * 86_400_000));
  const sales: AuditActor = accounts.sales;
  const mail = { brand: ctx.brand, origin: ctx.origin };
  const orderIds = new Map<string, string>();
  const quoteIds = new Map<string, string>();
  const events: Array<{ at: Date; run: () => Promise<unknown> }> = [];
  const on = (at: When, run: () => Promise<unknown>) => events.push({ at: when(at), run });

  /** The buyer as a signed-in session sees them: the admin of their one-person organisation, its prices and terms read now. */
  async function viewer(who: Who): Promise<SessionUser> {
    const [user] = await db.select(SESSION_USER_COLUMNS).from(users).where(eq(users.id, accounts.customers[who].id));
    const organisation = {
      ...accounts.customers[who].organisation,
      role: "admin" as const,
      limits: { orderLimitCents: null, monthlyLimitCents: null, approvalLimitCents: null },
    };
    const { pricing } = await readAccountPricing(db, organisation.id);
    return { ...user, status: "approved", organisation, pricing: pricing && { ...pricing, version: 1 } };
  }
  const buyer = (who: Who): AuditActor => ({ id: accounts.customers[who].id, email: accounts.customers[who].email });
  const contact = (who: Who) => ({
    name: accounts.customers[who].name,
    email: accounts.customers[who].email,
    company: accounts.customers[who].company,
    phone: CUSTOMERS[who].phone,
  });

  /** The buyer fills a cart of their own and checks out, as the checkout page does. */
  async function checkout(plan: CheckoutPlan) {
    const buyerView = await viewer(plan.who);
    // a cart of its own, not the account's: whatever the account's cart holds stays there
    const sessionId = `cart_${Date.now()}_${randomBytes(16).toString("hex")}`;
    for (const [sku, quantity] of plan.lines) await addToCart(db, buyerView, { sessionId, productId: await productId(sku), quantity });
    const cart = await readCart(db, buyerView, sessionId);
    const who = contact(plan.who);
    const { order } = await placeOrder(db, ctx.brand, ctx.origin, {
      sessionId,
      idempotencyKey: null,
      viewer: buyerView,
      customer: {
        customerName: who.name,
        customerEmail: who.email,
        customerCompany: who.company,
        customerPhone: who.phone,
        shippingAddress: CUSTOMERS[plan.who].shippingAddress,
        billingAddress: CUSTOMERS[plan.who].billingAddress,
        notes: plan.notes ?? null,
        poNumber: plan.poNumber ?? null,
      },
      seen: {
        items: cart.map((item) => ({
          productId: item.productId,
          quantity: item.quantity,
          unitPrice: item.product.price ?? undefined,
          name: item.product.name,
        })),
      },
    });
    orderIds.set(plan.key, order.id);
  }

  async function productId(sku: string) {
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
    if (!row) throw new Error(`the demo product ${sku} is missing`);
    return row.id;
  }

  /**
   * The lots sales picks when the order ships on `shipDay`: for each lot-tracked line the newest lot
   * released by then (passed QC, not expired today), or split over the two newest.
   */
  async function lotsFor(orderId: string, shipDay: string, split: boolean) {
    const lines = await db
      .select({ id: orderItems.id, productId: orderItems.productId, sku: orderItems.sku, quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(eq(orderItems.orderId, orderId), eq(products.lotTracked, true)));
    const today = utcDay(now);
    const choices: NonNullable<OrderStatusChange["lots"]>[number][] = [];
    for (const line of lines) {
      const released = (await db.select().from(lots).where(eq(lots.productId, line.productId!)).orderBy(desc(lots.releasedOn))).filter(
        (lot) => lot.releasedOn <= shipDay && lot.expiresOn >= today && lotPassedQc(lot.qcResults),
      );
      const [newest, previous] = released;
      if (!newest) throw new Error(`no lot of ${line.sku} was released by ${shipDay}`);
      if (split && previous && line.quantity >= 2) {
        const fromNewest = Math.ceil(line.quantity / 2);
        choices.push(
          { orderItemId: line.id, lotId: previous.id, quantity: line.quantity - fromNewest },
          { orderItemId: line.id, lotId: newest.id, quantity: fromNewest },
        );
      } else {
        choices.push({ orderItemId: line.id, lotId: newest.id, quantity: line.quantity });
      }
    }
    return choices;
  }

  function statusSteps(key: string, steps: Step[]) {
    for (const step of steps) {
      on(step.at, async () => {
        const id = orderIds.get(key)!;
        const change: OrderStatusChange = { status: step.status };
        if (step.status === "shipped") {
          change.carrier = step.carrier ?? null;
          change.trackingReference = step.trackingReference ?? null;
          change.lots = await lotsFor(id, day(when(step.at)), step.splitLots ?? false);
        }
        await changeOrderStatus(db, mail, sales, id, change);
      });
    }
  }

  /** Sales prices the quote's lines (and adds free ones) and sends it on `at`. */
  async function send(key: string, at: Date, offer: QuoteOffer) {
    const id = quoteIds.get(key)!;
    const lines = await readQuoteLines(db, id);
    const input: QuoteEditInput = {
      lines: [
        ...lines.map((line) => {
          const [unitPrice, discountPercent] = offer.prices[line.sku];
          return { lineId: line.id, kind: "product" as const, sku: line.sku, name: line.name, quantity: line.quantity, unitPrice, discountPercent };
        }),
        ...(offer.free ?? []).map((f) => ({
          kind: "free" as const,
          sku: f.sku,
          name: f.name,
          quantity: f.quantity,
          unitPrice: f.unitCents,
          discountPercent: 0,
        })),
      ],
      shipping: offer.shippingCents,
      taxExempt: false,
      taxRatePercent: 800,
      paymentTerms: offer.paymentTerms,
      poRequired: offer.poRequired,
      validUntil: day(at, offer.validDays),
      note: offer.note,
    };
    await sendQuote(db, id, input, { brand: ctx.brand, origin: ctx.origin, actor: sales, now: at });
  }

  function request(key: string, who: Who, at: When, lines: Array<[string, number]>, source: "product" | "quick-order" | "method-assistant", message: string) {
    on(at, async () => {
      const created = await requestQuote(db, ctx.brand, ctx.origin, {
        source,
        lines: lines.map(([sku, quantity]) => ({ sku, quantity })),
        message,
        userId: accounts.customers[who].id,
        requester: "approved",
        contact: contact(who),
      });
      quoteIds.set(key, created.id);
    });
  }

  // ------------------------------------------------------------------ half a year ago: terms
  for (const { who, terms } of TERMS) on([190, 15, 0], () => setAccountTerms(db, sales, accounts.customers[who].id, terms));

  // ------------------------------------------------------------------ checkouts and what happened to them
  for (const plan of CHECKOUTS) {
    on(plan.placed, () => checkout(plan));
    statusSteps(plan.key, plan.steps);
  }

  // ------------------------------------------------------------------ quotes
  // expired: sent for thirty days and never decided
  request(
    "expired",
    "avery",
    [175, 16, 20],
    [["CEMS-SYS-30", 1]],
    "product",
    "We are setting up a CE-MS lab next year; please quote the integrated system with installation.",
  );
  on([173, 11, 0], () =>
    send("expired", when([173, 11, 0]), {
      prices: { "CEMS-SYS-30": [28_500_000, 0] },
      shippingCents: 150_000,
      paymentTerms: "prepaid",
      poRequired: false,
      validDays: 30,
      note: "Installation and two days of operator training are included.",
    }),
  );

  // accepted with a PO number and document: the order ships and completes
  request(
    "accepted",
    "nadia",
    [121, 10, 45],
    [
      ["CR3520", 2],
      ["CAP-LPA-50-100", 10],
    ],
    "quick-order",
    "For the charge-variant method transfer at our Cambridge site.",
  );
  // valid into the future: a quote is accepted only while it is valid, checked against today
  on([119, 14, 10], () =>
    send("accepted", when([119, 14, 10]), {
      prices: { CR3520: [125_000, 500], "CAP-LPA-50-100": [26_500, 0] },
      free: [{ sku: "SVC-MT-1D", name: "Method transfer workshop, one day on site", quantity: 1, unitCents: 240_000 }],
      shippingCents: 4_500,
      paymentTerms: "net-30",
      poRequired: true,
      validDays: 140,
    }),
  );
  on([112, 9, 35], async () => {
    const id = quoteIds.get("accepted")!;
    const quote = (await readQuote(db, id))!;
    const poNumber = "HX-PO-24188";
    const document = await purchaseOrderPdf({
      poNumber,
      date: day(when([112, 9, 35])),
      buyer: "Helix Biotherapeutics, 75 Binney Street, Cambridge, MA 02142",
      reference: `Quote ${quote.quoteNumber} revision ${quote.revision}`,
      lines: quote.lines.map((l) => `${l.quantity} x ${l.name} (${l.sku})`),
      total: formatCents(quote.totalCents ?? 0),
    });
    const accepted = await acceptQuote(
      db,
      { brand: ctx.brand, origin: ctx.origin, actor: buyer("nadia") },
      id,
      { poNumber, shippingAddress: CUSTOMERS.nadia.shippingAddress, billingAddress: CUSTOMERS.nadia.billingAddress },
      { name: `${poNumber}.pdf`, bytes: document },
    );
    orderIds.set("accepted", accepted.orderId);
  });
  statusSteps("accepted", [
    { at: [111, 10, 0], status: "confirmed" },
    { at: [108, 15, 20], status: "shipped", carrier: "ups", trackingReference: "1Z999AA10123456808" },
    { at: [101, 9, 50], status: "completed" },
  ]);

  // declined with the customer's reason
  request("declined", "pia", [101, 13, 5], [["CE-30-AS", 1]], "product", "Please quote the CE-30 with delivery to North Carolina.");
  on([99, 10, 30], () =>
    send("declined", when([99, 10, 30]), {
      prices: { "CE-30-AS": [8_490_000, 300] },
      shippingCents: 85_000,
      paymentTerms: "prepaid",
      poRequired: false,
      validDays: 120,
    }),
  );
  on([93, 16, 45], () =>
    declineQuote(
      db,
      { brand: ctx.brand, origin: ctx.origin, actor: buyer("pia") },
      quoteIds.get("declined")!,
      "Our capital budget moved to the next fiscal year; we will ask again in spring.",
    ),
  );

  // superseded: revision 1 lapsed, revision 2 was sent at a better price and is open
  request(
    "revised",
    "avery",
    [70, 11, 25],
    [
      ["CS-ENG-INT", 1],
      ["SVC-INST-2D", 1],
    ],
    "method-assistant",
    "A custom interface for our Orbitrap, from the cIEF-MS method assistant.",
  );
  on([66, 15, 0], () =>
    send("revised", when([66, 15, 0]), {
      prices: { "CS-ENG-INT": [1_850_000, 0], "SVC-INST-2D": [480_000, 0] },
      shippingCents: 0,
      paymentTerms: "prepaid",
      poRequired: false,
      validDays: 30,
    }),
  );
  on([23, 10, 15], async () => {
    const revision = await reviseQuote(db, quoteIds.get("revised")!, sales);
    quoteIds.set("revised-2", revision.id);
  });
  on([22, 14, 40], () =>
    send("revised-2", when([22, 14, 40]), {
      prices: { "CS-ENG-INT": [1_850_000, 800], "SVC-INST-2D": [480_000, 1_000] },
      shippingCents: 0,
      paymentTerms: "prepaid",
      poRequired: false,
      validDays: 45,
      note: "Revised after our call: engineering at 8 % off and the installation at 10 % off.",
    }),
  );

  // requested: waiting for sales
  request("requested", "nadia", [4, 9, 50], [["EMASS-II-SRC", 1]], "product", "A second ion source for our QC lab, delivery in the first quarter.");

  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) {
    await event.run();
    await moveBackTo(db, event.at);
  }
  // the history's accounts were opened and approved before it began
  const opened = when([200, 10, 0]);
  await db
    .update(users)
    .set({ createdAt: opened, approvedAt: when([199, 10, 0]) })
    .where(
      inArray(
        users.id,
        Object.values(accounts.customers).map((c) => c.id),
      ),
    );
  // a quote's last change is its last event
  await db
    .update(quotes)
    .set({ updatedAt: sql`greatest(${quotes.createdAt}, coalesce(${quotes.sentAt}, ${quotes.createdAt}), coalesce(${quotes.decidedAt}, ${quotes.createdAt}))` })
    .where(inArray(quotes.id, [...quoteIds.values()]));
}

/**
 * Moves what the last event wrote to its time `at`. Written in this transaction means stamped now()
 * (the transaction's start: the columns' default) or later (a time the code took from its clock
 * meanwhile), to the millisecond a value read back and written again keeps. Rows moved earlier are
 * before it, and so are rows written before this transaction. Its e-mails are dropped.
 */
async function moveBackTo(db: Db, at: Date) {
  await db.execute(sql`
    with
      fresh as (select date_trunc('milliseconds', now()) as since),
      a as (update audit_log set at = ${at} where at >= (select since from fresh) returning 1),
      o as (update orders set created_at = ${at} where created_at >= (select since from fresh) returning 1),
      s as (update order_status_changes set created_at = ${at} where created_at >= (select since from fresh) returning 1),
      l as (update order_item_lots set created_at = ${at} where created_at >= (select since from fresh) returning 1),
      q as (update quotes set created_at = ${at} where created_at >= (select since from fresh) returning 1),
      d as (update quotes set decided_at = ${at} where decided_at >= (select since from fresh) returning 1),
      k as (update quote_links set created_at = ${at} where created_at >= (select since from fresh) returning 1),
      p as (update po_documents set created_at = ${at} where created_at >= (select since from fresh) returning 1),
      m as (delete from mail_outbox where created_at >= (select since from fresh) returning 1)
    select 1`);
}

/** A one-page purchase order as a buyer's system prints it (a real PDF, which the upload's inspection accepts). */
export async function purchaseOrderPdf(po: { poNumber: string; date: string; buyer: string; reference: string; lines: string[]; total: string }) {
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  const document = await PDFDocument.create();
  document.setTitle(`Purchase order ${po.poNumber}`);
  document.setCreationDate(new Date(`${po.date}T09:00:00Z`));
  const page = document.addPage([595, 842]);
  const [regular, bold] = await Promise.all([document.embedFont(StandardFonts.Helvetica), document.embedFont(StandardFonts.HelveticaBold)]);
  let y = 780;
  const line = (text: string, size = 11, font = regular, gap = 18) => {
    page.drawText(text, { x: 56, y, size, font });
    y -= gap;
  };
  line(`Purchase order ${po.poNumber}`, 18, bold, 30);
  line(`Date: ${po.date}`);
  line(`Buyer: ${po.buyer}`);
  line(`Reference: ${po.reference}`, 11, regular, 30);
  for (const text of po.lines) line(text);
  y -= 12;
  line(`Total as quoted: ${po.total}`, 12, bold, 30);
  line("Invoice to Accounts Payable; payment net 30 days from the invoice date.", 10);
  return Buffer.from(await document.save());
}
