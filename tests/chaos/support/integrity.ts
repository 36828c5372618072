import { query } from "./postgres";
import type { Checkout, LoadProduct } from "./shop";

// The load's orders (each of its customers is chaos-<tag>-<n>@lab.example.org): the demo history
// the server makes at its first start has orders of its own, whose e-mails it removes.
const LOAD_ORDER = "o.customer_email like 'chaos-%@lab.example.org'";

/**
 * Everything that must hold in the database after any fault: every order is whole (has its items,
 * amounts that add up, the lines the customer put in the cart, its two e-mails in the outbox),
 * stock moved by exactly what was ordered, and every order the server acknowledged exists.
 * Each field lists the offenders; all must be empty.
 */
export async function checkIntegrity(databaseUrl: string, products: LoadProduct[], checkouts: Checkout[]) {
  const orders = await query<{ id: string; idempotency_key: string | null }>(databaseUrl, `select id, idempotency_key from orders o where ${LOAD_ORDER}`);

  const ordersWithoutItems = await query<{ id: string }>(
    databaseUrl,
    `select o.id from orders o where ${LOAD_ORDER} and not exists (select 1 from order_items i where i.order_id = o.id)`,
  );
  const itemTotalsWrong = await query<{ id: string }>(
    databaseUrl,
    "select id from order_items where unit_price_cents is not null and total_price_cents <> unit_price_cents * quantity",
  );
  const subtotalsWrong = await query<{ id: string; subtotal_cents: number; items: number }>(
    databaseUrl,
    `select o.id, o.subtotal_cents, sum(i.total_price_cents)::int as items
       from orders o join order_items i on i.order_id = o.id
      where not o.requires_quote and ${LOAD_ORDER}
      group by o.id having o.subtotal_cents <> sum(i.total_price_cents)`,
  );
  const totalsWrong = await query<{ id: string }>(
    databaseUrl,
    `select id from orders o where ${LOAD_ORDER} and not requires_quote and total_cents <> subtotal_cents + tax_cents + shipping_cents`,
  );

  // The lines of each order are exactly what its client put in the cart.
  const items = await query<{ key: string; product_id: string; quantity: number }>(
    databaseUrl,
    `select o.idempotency_key as key, i.product_id, i.quantity from orders o join order_items i on i.order_id = o.id where ${LOAD_ORDER}`,
  );
  const stored = new Map<string, string[]>();
  for (const row of items) stored.set(row.key, [...(stored.get(row.key) ?? []), `${row.product_id}×${row.quantity}`]);
  const byKey = new Map(checkouts.map((c) => [c.idempotencyKey, c]));
  const linesWrong: string[] = [];
  const unknownOrders: string[] = [];
  for (const o of orders) {
    const checkout = o.idempotency_key ? byKey.get(o.idempotency_key) : undefined;
    if (!checkout) {
      unknownOrders.push(o.id);
      continue;
    }
    const expected = checkout.lines
      .map((l) => `${l.productId}×${l.quantity}`)
      .sort()
      .join(",");
    const got = (stored.get(o.idempotency_key!) ?? []).sort().join(",");
    if (expected !== got) linesWrong.push(`${o.id}: expected ${expected}, stored ${got}`);
  }

  const stockWrong: string[] = [];
  for (const p of products) {
    const [row] = await query<{ stock: number; sold: number }>(
      databaseUrl,
      "select p.stock_quantity as stock, coalesce((select sum(quantity) from order_items where product_id = p.id), 0)::int as sold from products p where p.id = $1",
      [p.id],
    );
    if (row.stock + row.sold !== p.stock) stockWrong.push(`${p.id}: stock ${row.stock} + sold ${row.sold} ≠ ${p.stock}`);
  }

  const mailsWrong = await query<{ id: string; confirmations: number; notices: number }>(
    databaseUrl,
    // Every load order has its own customer, so recipient + subject name one order.
    `with c as (select "to", subject, count(*) as n from mail_outbox where kind = 'order-confirmation' group by "to", subject),
          n as (select subject, count(*) as n from mail_outbox where kind = 'order-notice' group by subject)
     select o.id, coalesce(sum(c.n), 0)::int as confirmations, coalesce(max(n.n), 0)::int as notices
       from orders o
       left join c on c."to" = o.customer_email and c.subject like 'Order confirmation ' || o.order_number || ' %'
       left join n on n.subject = 'New order ' || o.order_number || ' from ' || o.customer_name
      where ${LOAD_ORDER}
      group by o.id`,
  ).then((rows) => rows.filter((r) => r.confirmations !== 1 || r.notices !== 1));

  const ids = new Set(orders.map((o) => o.id));
  const acknowledged = checkouts.filter((c) => c.orderId).map((c) => c.orderId!);
  const acknowledgedMissing = acknowledged.filter((id) => !ids.has(id));

  return {
    summary: { orders: orders.length, acknowledged: new Set(acknowledged).size },
    problems: {
      ordersWithoutItems: ordersWithoutItems.map((r) => r.id),
      itemTotalsWrong: itemTotalsWrong.map((r) => r.id),
      subtotalsWrong: subtotalsWrong.map((r) => `${r.id}: ${r.subtotal_cents} ≠ ${r.items}`),
      totalsWrong: totalsWrong.map((r) => r.id),
      linesWrong,
      unknownOrders,
      stockWrong,
      mailsWrong: mailsWrong.map((r) => `${r.id}: ${r.confirmations} confirmations, ${r.notices} notices`),
      acknowledgedMissing,
    },
  };
}

export const NO_PROBLEMS = {
  ordersWithoutItems: [],
  itemTotalsWrong: [],
  subtotalsWrong: [],
  totalsWrong: [],
  linesWrong: [],
  unknownOrders: [],
  stockWrong: [],
  mailsWrong: [],
  acknowledgedMissing: [],
};
