// The database's own ceiling for placing an order: pgbench running the statements of the site's
// order transaction (server/services/orders/orders.ts, placeOrder, as Drizzle sends them) against the
// bench's database, pinned to the server's core, while the server is idle. The site's maximum
// order throughput is reported beside it: how close the site comes to what PostgreSQL itself
// does with that transaction on this core.
//
// Differences, all in pgbench's favour or neutral: the order's amounts, the cart's hash and the
// mails are fixed (the site computes them in Node; the two mails are the very texts the site
// queued for its own order, copied into a table once, so the same bytes are written), and the
// NOTIFY goes to a channel nobody listens to (the site's own instance would otherwise react to
// every one, on the same core). Each transaction checks out its own cart, as the site's orders do.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import PgBoss from "pg-boss";

/** The rate for an endpoint's latency run: half its maximum throughput, at least 1 per second. */
export function halfRate(maxRps) {
  return Math.max(1, Math.round((Number(maxRps) || 0) / 2));
}

const CART_PREFIX = "pgbench_cart_";
const PRODUCT_COLUMNS = [
  "id",
  "name",
  "description",
  "short_description",
  "price_cents",
  "price_on_request",
  "sku",
  "category_id",
  "image_url",
  "in_stock",
  "stock_quantity",
  "featured",
  "specifications",
  "created_at",
];
const ORDER_COLUMNS = [
  "id",
  "order_number",
  "customer_email",
  "customer_name",
  "customer_company",
  "customer_phone",
  "shipping_address",
  "billing_address",
  "subtotal_cents",
  "tax_cents",
  "shipping_cents",
  "total_cents",
  "requires_quote",
  "status",
  "notes",
  "po_number",
  "tracking_reference",
  "confirmation_token_hash",
  "idempotency_key",
  "cart_session_hash",
  "user_id",
  "organisation_id",
  "created_at",
];
const q = (columns, table) => columns.map((c) => `"${table}"."${c}"`).join(", ");

/**
 * placeOrder's transaction, one statement each, in its order; `gset` marks a statement whose
 * one row's columns become variables (pgbench's \gset, with that prefix). Variables: :user_id,
 * :product_id, :cart_hash and :payload (pgbench -D), :cart (the first statement picks the next
 * prepared cart), :order_id (from the order's INSERT … RETURNING).
 */
export function orderTransaction() {
  return [
    { sql: "begin" },
    // the site locks the cart it checks out; here the next prepared cart is taken in the same statement
    {
      sql: `select pg_advisory_xact_lock(hashtext('cart:' || next_cart.cart)) as locked, next_cart.cart from (select '${CART_PREFIX}' || nextval('bench_pgbench_cart') as cart) as next_cart`,
      gset: "",
    },
    // freshViewer(tx, viewer, { lockForShare: true })
    {
      sql: `select "users"."role", "users"."status", "organisation_members"."organisation_id" from "users" left join "organisation_members" on "organisation_members"."user_id" = "users"."id" where "users"."id" = :user_id for share of "users"`,
    },
    // the buyer's organisation's terms (none for the bench's account, so no price list is read)
    {
      sql: `select "organisation_id", "payment_terms", "po_required", "tax_exemption_certificate", "tax_exemption_expires_on", "discount_basis_points", "updated_at" from "account_terms" where "account_terms"."organisation_id" = :organisation_id`,
    },
    // the cart's lines with their products
    {
      sql: `select "cart_items"."quantity", ${q(PRODUCT_COLUMNS, "products")} from "cart_items" left join "products" on "products"."id" = "cart_items"."product_id" where "cart_items"."session_id" = :cart order by "cart_items"."product_id" asc`,
    },
    // the cart becomes the order: emptied first, so that taking the stock stays the last statement
    { sql: `delete from "cart_items" where "cart_items"."session_id" = :cart` },
    {
      sql: `insert into "orders" (${ORDER_COLUMNS.map((c) => `"${c}"`).join(", ")}) values (default, default, 'approved.customer@example.com', 'Bench Customer', 'Bench Lab', null, '1 Benchmark Road, Test City 12345', null, 12500, 1031, 0, 13531, false, default, null, null, null, null, null, :cart_hash, :user_id, :organisation_id, default) returning ${ORDER_COLUMNS.map((c) => `"${c}"`).join(", ")}`,
      gset: "order_",
    },
    {
      sql: `insert into "order_items" ("id", "order_id", "product_id", "product_name", "sku", "quantity", "unit_price_cents", "total_price_cents", "stock_taken", "free_line") values (default, :order_id, :product_id, 'Benchmark reagent kit', 'BENCH-ORDERS-0001', 1, 12500, 12500, 1, false)`,
    },
    // the status timeline's first entry
    { sql: `insert into "order_status_changes" ("id", "order_id", "status", "created_at") values (default, :order_id, :order_status, now())` },
    // the order's one audit row, "created" from checkout
    {
      sql: `insert into "audit_log" ("actor_id", "actor_email", "subject_type", "subject_id", "subject_label", "action", "before", "after") values (:user_id, 'approved.customer@example.com', 'order', :order_id, :order_order_number, 'created', null, '{"source":"checkout","status":"pending","total":"135.31"}')`,
    },
    // enqueueMail: the confirmation and the notice to sales, the texts the site queued for its own order
    { sql: `insert into "mail_outbox" ("to", "subject", "text", "html", "kind") select "to", "subject", "text", "html", "kind" from "bench_pgbench_mail"` },
    // …and their delivery jobs, in the same transaction
    { sql: MAIL_JOB_INSERT },
    {
      sql: `update "products" set "stock_quantity" = "products"."stock_quantity" - 1 where ("products"."id" = :product_id and "products"."stock_quantity" >= 1) returning "id"`,
    },
    // announceCatalogueChange, on a channel no instance listens to
    { sql: `select pg_notify('bench_pgbench', :payload)` },
    { sql: "commit" },
  ];
}

/**
 * pg-boss's insert of the mails' delivery jobs (server/jobs/queue.ts, enqueueJobs), as the site
 * sends it: captured from pg-boss once, its job list made in SQL from the outbox rows this
 * transaction just wrote (their created_at is the transaction's now()).
 */
async function mailJobInsert() {
  let text = "";
  const statements = new PgBoss({ schema: "pgboss", db: { executeSql: () => Promise.reject(new Error("never run")) } });
  await statements.insert([{ name: "mail-delivery", data: {} }], {
    db: {
      executeSql: async (sql) => {
        text = sql;
        return { rows: [] };
      },
    },
  });
  const jobs = `(select json_agg(json_build_object('name', 'mail-delivery', 'data', json_build_object('outboxId', id))) from mail_outbox where created_at = now())`;
  // one line, and casts spelt CAST(… AS …): pgbench reads ":name" as a variable
  return text
    .replace(/\$1\b/, jobs)
    .replace(/\$([2-6])\b/g, "null")
    .replace(/(\([^()]*\)|'[^']*'|[\w."]+)::(\w+)/g, "CAST($1 AS $2)")
    .replace(/\s+/g, " ")
    .trim();
}
const MAIL_JOB_INSERT = await mailJobInsert();

/** The transaction as a pgbench script file. */
export function pgbenchScript(statements = orderTransaction()) {
  return `${statements.map((s) => (s.gset === undefined ? `${s.sql};` : `${s.sql}\n${s.gset ? `\\gset ${s.gset}` : "\\gset"}`)).join("\n")}\n`;
}

/** pgbench's summary: transactions, failed ones, tps and mean latency. */
export function parsePgbenchOutput(text) {
  const num = (re) => {
    const m = re.exec(text);
    return m ? Number(m[1]) : null;
  };
  return {
    transactions: num(/number of transactions actually processed:\s*(\d+)/),
    failed: num(/number of failed transactions:\s*(\d+)/) ?? 0,
    tps: num(/tps = ([\d.]+) \(without initial connection time\)/) ?? num(/tps = ([\d.]+)/),
    latencyMeanMs: num(/latency average = ([\d.]+) ms/),
  };
}

/** The newest pgbench of Debian's postgresql package, or null. */
export function pgbenchBinary() {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, "bin/pgbench")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], "bin/pgbench") : null;
}

function runPgbench(bin, args, cpus) {
  return new Promise((resolve, reject) => {
    const child = spawn("taskset", ["-c", String(cpus), bin, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench exited ${code}: ${out.slice(-800)}`))));
  });
}

/**
 * What the script needs in the database: `pool` carts holding the product (one per transaction,
 * taken in turn by a sequence), and the two order mails the site queued last, in a table of their own.
 */
export async function prepareOrderCeiling(db, { productId, userEmail, pool }) {
  const {
    rows: [user],
  } = await db.query(`select u.id, m.organisation_id from users u join organisation_members m on m.user_id = u.id where lower(u.email) = lower($1)`, [
    userEmail,
  ]);
  if (!user) return { error: `no user ${userEmail}` };
  await db.query("drop sequence if exists bench_pgbench_cart");
  await db.query("create sequence bench_pgbench_cart");
  await db.query("delete from cart_items where session_id like $1", [`${CART_PREFIX}%`]);
  await db.query(`insert into cart_items (session_id, product_id, quantity) select $1 || g, $2, 1 from generate_series(1, $3::int) g`, [
    CART_PREFIX,
    productId,
    pool,
  ]);
  await db.query("drop table if exists bench_pgbench_mail");
  await db.query(
    `create table bench_pgbench_mail as select distinct on (kind) "to", subject, text, html, kind from mail_outbox where kind like 'order-%' order by kind, created_at desc`,
  );
  const mails = (await db.query("select kind, length(text) + coalesce(length(html), 0) as bytes from bench_pgbench_mail")).rows;
  return { user, mails };
}

/**
 * Prepares `pool` carts holding the benchmark product and the mail texts, then runs pgbench (warm-up,
 * then measured) with `clients` connections, as many as the site's pool, pinned to `cpus`.
 * `db` is a connected pg.Client on the bench's database; `url` the same database for pgbench.
 */
export async function measureOrderCeiling({ db, url, productId, userEmail, clients, cpus, warmup, duration, pool = 60_000 }) {
  const bin = pgbenchBinary();
  if (!bin) return { error: "pgbench not found (Debian's postgresql package: bench/run.sh installs it)" };
  const prepared = await prepareOrderCeiling(db, { productId, userEmail, pool });
  if (prepared.error) return prepared;
  const { user, mails } = prepared;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cems-bench-pgbench-"));
  try {
    const script = path.join(dir, "order.sql");
    fs.writeFileSync(script, pgbenchScript());
    const vars = [
      "-D",
      `user_id=${user.id}`,
      "-D",
      `organisation_id=${user.organisation_id}`,
      "-D",
      `product_id=${productId}`,
      "-D",
      `cart_hash=${"0".repeat(64)}`,
      "-D",
      `payload=catalogue:stock:${productId}`,
    ];
    const common = ["-n", "-M", "extended", "-c", String(clients), "-j", "1", "-f", script, ...vars];
    if (warmup > 0) await runPgbench(bin, [...common, "-T", String(Math.max(1, Math.round(warmup))), url], cpus);
    const out = await runPgbench(bin, [...common, "-T", String(Math.max(1, Math.round(duration))), url], cpus);
    const used = Number((await db.query("select last_value from bench_pgbench_cart")).rows[0].last_value);
    return {
      ...parsePgbenchOutput(out),
      clients,
      mails,
      poolUsed: used,
      poolExhausted: used > pool ? used - pool : undefined,
      version: execFileSync(bin, ["--version"], { encoding: "utf8" }).trim(),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
