import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every order is made by createOrder, and stock moves only through the stock ledger and the admin's
// stock edit (docs/decisions/034-one-order-function.md, 037-stock-ledger.md). This test reads the
// application's source and fails when another module writes orders, their lines or the stock.

const ROOTS = ["server", "app", "scripts"];
const ORDER_WRITERS = new Set(["server/services/orders/create-order.ts"]);
const STOCK_WRITERS = new Set(["server/services/catalogue/stock-ledger.ts", "server/services/catalogue/product-admin.ts"]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The places in `source` that insert orders or their lines (Drizzle or SQL). */
function orderInserts(source: string): string[] {
  return [...source.matchAll(/\.insert\(\s*(orders|orderItems)\s*\)|insert\s+into\s+"?(orders|order_items)"?\b/gi)].map((m) => m[0]);
}

/** The places in `source` that change a product's stock (Drizzle's update(products) with stockQuantity, or SQL). */
function stockWrites(source: string): string[] {
  const drizzle = [...source.matchAll(/\.update\(\s*products\s*\)[\s\S]{0,300}?\.set\(\s*\{[^}]*\bstockQuantity\b/g)].map((m) => m[0]);
  const sql = [...source.matchAll(/update\s+"?products"?\s+(?:as\s+\w+\s+)?set\b[^;`]*\bstock_quantity\s*=/gi)].map((m) => m[0]);
  return [...drizzle, ...sql];
}

const files = ROOTS.flatMap((root) => sourceFiles(root)).map((file) => ({ file: file.split(path.sep).join("/"), source: fs.readFileSync(file, "utf8") }));

describe("one order function", () => {
  it("sees the real writers (the checks are not blind)", () => {
    expect(orderInserts(files.find((f) => f.file === "server/services/orders/create-order.ts")!.source)).toHaveLength(2);
    expect(stockWrites(files.find((f) => f.file === "server/services/catalogue/stock-ledger.ts")!.source).length).toBeGreaterThanOrEqual(3);
  });

  it("catches a deliberate order insert and stock write elsewhere", () => {
    expect(orderInserts("await tx.insert(orders).values(row);")).toHaveLength(1);
    expect(orderInserts("await tx.insert( orderItems ).values(rows);")).toHaveLength(1);
    expect(orderInserts('await client.query("INSERT INTO order_items (order_id) VALUES ($1)")')).toHaveLength(1);
    expect(stockWrites("await tx.update(products).set({ stockQuantity: sql`stock_quantity - 1` }).where(x);")).toHaveLength(1);
    expect(stockWrites("await db.execute(sql`update products set stock_quantity = stock_quantity + 3 where id = ${id}`)")).toHaveLength(1);
    expect(stockWrites("await tx.update(products).set({ name }).where(x);")).toHaveLength(0);
  });

  it("lets only createOrder insert orders and order lines", () => {
    const offenders = files.filter((f) => !ORDER_WRITERS.has(f.file) && orderInserts(f.source).length > 0).map((f) => f.file);
    expect(offenders).toEqual([]);
  });

  it("lets only the stock ledger and the admin's stock edit change a product's stock", () => {
    const offenders = files.filter((f) => !STOCK_WRITERS.has(f.file) && stockWrites(f.source).length > 0).map((f) => f.file);
    expect(offenders).toEqual([]);
  });
});
