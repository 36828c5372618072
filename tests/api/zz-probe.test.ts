import { it } from "vitest";
import { sql } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
const app = useTestApp();
it("probe", async () => {
  const paths: Array<[string, string, unknown]> = [
    ["POST", "/api/cart", {}],
    ["POST", "/api/cart/bulk", {}],
    ["POST", "/api/cart/account", {}],
    ["PUT", "/api/cart/x", {}],
    ["DELETE", "/api/cart/session/x", {}],
    ["POST", "/api/orders", {}],
    ["POST", "/api/account/orders/X/reorder", {}],
    ["POST", "/api/quotes", {}],
    ["POST", "/api/contact", {}],
    ["POST", "/api/newsletter", { email: "a@b.co" }],
    ["POST", "/api/auth/register", {}],
    ["POST", "/api/auth/forgot-password", {}],
    ["POST", "/api/auth/reset-password", {}],
    ["POST", "/api/auth/confirm-email", {}],
  ];
  for (const [method, path, json] of paths) {
    await app.database.db.execute(sql`delete from rate_limits`);
    const res = await app.request(path, { method, json });
    const rows = await app.database.db.execute(sql`select key, count from rate_limits`);
    console.log(method, path, res.status, JSON.stringify(rows.rows));
  }
});
