import { randomBytes } from "node:crypto";
import type http from "node:http";
import { HttpFailure, httpRequest, jsonOf, type HttpResult } from "./http";
import { query } from "./postgres";

export const DEMO_CUSTOMER = { email: "approved.customer@example.com", password: "demo-customer-password" };

/** Signs the seeded approved customer in; the `sid=…` cookie lives in PostgreSQL, so it survives server restarts. */
export async function login(base: string) {
  const res = await httpRequest(base, "/api/auth/login", { method: "POST", json: DEMO_CUSTOMER });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body}`);
  const cookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("sid="));
  if (!cookie) throw new Error("no sid cookie");
  return cookie.split(";")[0];
}

/** cart_<ms>_<32 lowercase a-z0-9>, the shape the API accepts */
export function newCartId() {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const suffix = Array.from(randomBytes(32), (b) => alphabet[b % alphabet.length]).join("");
  return `cart_${Date.now()}_${suffix}`;
}

export interface LoadProduct {
  id: string;
  priceCents: number;
  stock: number;
}

/** Products made for the load, straight in SQL, with a stock the load cannot exhaust. */
export async function insertLoadProducts(databaseUrl: string, tag: string, prices = [12_345, 4_990], stock = 10_000_000): Promise<LoadProduct[]> {
  const made: LoadProduct[] = [];
  for (const [i, priceCents] of prices.entries()) {
    const [row] = await query<{ id: string }>(
      databaseUrl,
      `insert into products (name, description, sku, price_cents, price_on_request, stock_quantity)
       values ($1, $2, $3, $4, false, $5) returning id`,
      [`Chaos load product ${tag} ${i + 1}`, "A product for the fault tests.", `CHAOS-${tag}-${i + 1}-${Date.now()}`.toUpperCase(), priceCents, stock],
    );
    made.push({ id: row.id, priceCents, stock });
  }
  return made;
}

/** What one client did for one order attempt. */
export interface Checkout {
  sessionId: string;
  idempotencyKey: string;
  customer: { customerName: string; customerEmail: string; shippingAddress: string };
  lines: Array<{ productId: string; quantity: number }>;
  /** the order payload's items: the lines with the prices the customer saw (the server refuses an order that differs) */
  seen: Array<{ productId: string; quantity: number; unitPrice: string }>;
  /** the approved customer's session cookie: an idempotency key is bound to its cart and client */
  cookie: string;
  /** every add-to-cart succeeded, so the cart holds exactly `lines` */
  cartComplete: boolean;
  /** the last order answer (or failure) for this checkout */
  order?: HttpResult | HttpFailure;
  orderId?: string;
}

/** One request of the load as the client saw it. */
export interface Sample {
  op: "cart" | "order" | "page" | "product" | "products";
  startedAt: number;
  ms: number;
  status?: number;
  headers?: http.IncomingHttpHeaders;
  body?: string;
  failure?: HttpFailure;
}

let customerCounter = 0;

/** A unique customer per order, so a received e-mail names exactly one order (recipient + subject). */
export function newCustomer(tag: string) {
  customerCounter++;
  return {
    customerName: `Chaos Customer ${tag} ${customerCounter}`,
    customerEmail: `chaos-${tag}-${customerCounter}@lab.example.org`,
    shippingAddress: "1 Fault Street, 12345 Resilience City, Testland",
  };
}

export function record(samples: Sample[], op: Sample["op"], outcome: HttpResult | HttpFailure) {
  if (outcome instanceof HttpFailure) samples.push({ op, startedAt: outcome.startedAt, ms: outcome.ms, failure: outcome });
  else
    samples.push({
      op,
      startedAt: outcome.startedAt,
      ms: outcome.ms,
      status: outcome.status,
      headers: outcome.headers,
      body: outcome.status >= 400 ? outcome.body : undefined,
    });
}

const settle = <T>(p: Promise<T>) => p.catch((e: unknown) => (e instanceof HttpFailure ? e : Promise.reject(e)));

export function postOrder(base: string, checkout: Checkout, agent?: http.Agent, timeoutMs = 30_000) {
  return settle(
    httpRequest(base, "/api/orders", {
      method: "POST",
      json: { orderData: checkout.customer, items: checkout.seen, sessionId: checkout.sessionId },
      headers: { "Idempotency-Key": checkout.idempotencyKey, cookie: checkout.cookie },
      agent,
      timeoutMs,
    }),
  );
}

type ClientOptions = { base: string; cookie: string; products: LoadProduct[]; tag: string; samples: Sample[]; agent?: http.Agent; timeoutMs?: number };

/** A new cart holding every given product (1–3 of each), filled through the API as the approved customer. */
export async function fillCart(opts: ClientOptions) {
  const sessionId = newCartId();
  const customer = newCustomer(opts.tag);
  const lines = opts.products.map((p, i) => ({ productId: p.id, quantity: 1 + ((customerCounter + i) % 3) }));
  const checkout: Checkout = {
    sessionId,
    idempotencyKey: `chaos-${sessionId.slice(-40)}`,
    customer,
    lines,
    seen: lines.map((line, i) => ({ ...line, unitPrice: (opts.products[i].priceCents / 100).toFixed(2) })),
    cookie: opts.cookie,
    cartComplete: false,
  };
  for (const line of checkout.lines) {
    const res = await settle(
      httpRequest(opts.base, "/api/cart", {
        method: "POST",
        json: { sessionId, ...line },
        headers: { cookie: opts.cookie },
        agent: opts.agent,
        timeoutMs: opts.timeoutMs,
      }),
    );
    record(opts.samples, "cart", res);
    if (res instanceof HttpFailure || res.status !== 201) return checkout;
  }
  checkout.cartComplete = true;
  return checkout;
}

/** Sends the order of a filled cart and notes the order id the server acknowledged. */
export async function submitOrder(opts: ClientOptions, checkout: Checkout) {
  const res = await postOrder(opts.base, checkout, opts.agent, opts.timeoutMs);
  record(opts.samples, "order", res);
  checkout.order = res;
  if (!(res instanceof HttpFailure) && (res.status === 201 || res.status === 200)) checkout.orderId = jsonOf(res)?.orderId as string;
  return res;
}

/**
 * One customer's checkout through the API: fill a new cart, then order it with an idempotency
 * key. Requests are never retried here; the caller decides.
 */
export async function checkoutOnce(opts: ClientOptions) {
  const checkout = await fillCart(opts);
  if (checkout.cartComplete) await submitOrder(opts, checkout);
  return checkout;
}

export interface LoadRun {
  samples: Sample[];
  checkouts: Checkout[];
  stop(): void;
  done: Promise<void>;
}

/**
 * `clients` customers checking out in a loop until stop(), `maxMs` or `maxPerClient` checkouts,
 * whichever comes first (every load is bounded). After a 503 a client waits `backoffMs`, as a
 * browser honouring a short retry would, instead of spinning.
 */
export function runCheckoutLoad(opts: {
  base: string;
  cookie: string;
  products: LoadProduct[];
  tag: string;
  clients: number;
  maxMs: number;
  maxPerClient: number;
  agent?: http.Agent;
  backoffMs?: number;
  /** a client ends at its first transport failure when this says so (e.g. the server was killed) */
  stopOnFailure?: () => boolean;
}): LoadRun {
  const samples: Sample[] = [];
  const checkouts: Checkout[] = [];
  let stopped = false;
  const until = performance.now() + opts.maxMs;
  const client = async () => {
    for (let i = 0; i < opts.maxPerClient && !stopped && performance.now() < until; i++) {
      const c = await checkoutOnce({ ...opts, samples });
      checkouts.push(c);
      const last = samples.at(-1);
      if (last?.failure && opts.stopOnFailure?.()) return;
      if (last?.status === 503) await new Promise((r) => setTimeout(r, opts.backoffMs ?? 100));
    }
  };
  const done = Promise.all(Array.from({ length: opts.clients }, client)).then(() => {});
  return { samples, checkouts, stop: () => (stopped = true), done };
}

export function percentile(values: number[], p: number) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function summarise(samples: Sample[]) {
  const byStatus: Record<string, number> = {};
  for (const s of samples) {
    const key = s.failure ? s.failure.code : String(s.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  const ms = samples.map((s) => s.ms);
  return { requests: samples.length, byStatus, p50: Math.round(percentile(ms, 50)), p99: Math.round(percentile(ms, 99)), max: Math.round(Math.max(0, ...ms)) };
}
