import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createPool } from "../../server/db/database";
import * as schema from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { freezableRelay } from "../support/freezable-relay";
import { useTestApp } from "../support/test-app";

// The app reaches its database through a relay that can freeze (as a PostgreSQL stopped with
// SIGSTOP), on a pool with the production settings: a frozen statement is given up in about 2.5 s.
let relay: ReturnType<typeof freezableRelay> | undefined;
let pool: pg.Pool | undefined;
const app = useTestApp(
  {},
  {
    pages: true,
    async serveWith(database) {
      relay = freezableRelay(new URL(database.url));
      const url = new URL(database.url);
      url.hostname = "127.0.0.1";
      url.port = String(await relay.listen());
      pool = createPool(url.toString(), 4);
      return drizzle(pool, { schema });
    },
  },
);
afterAll(async () => {
  relay?.thaw();
  await pool?.end().catch(() => {});
  relay?.close();
});

const page = (path: string, cookie: string) => app.request(path, { cookie, headers: { accept: "text/html" } });

describe("/account while the database does not answer", () => {
  it("answers 503 with the temporarily-unavailable page and Retry-After, never 500, and serves again afterwards", { timeout: 60_000 }, async () => {
    const { email, password } = await createUser(app.database.db, "approved");
    const cookie = await signInCookie(app, email, password);
    expect((await page("/account", cookie)).status).toBe(200);

    relay!.freeze();
    try {
      const res = await page("/account", cookie);
      const html = await res.text();
      expect(res.status).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("5");
      expect(res.headers.get("Cache-Control")).toContain("no-store");
      expect(html).toContain("Temporarily unavailable");
      expect(html).toContain("The service is temporarily unavailable. Please try again in a moment.");
      expect(html).not.toContain("Something went wrong");
    } finally {
      relay!.thaw();
    }

    let after = 0;
    for (let i = 0; i < 20 && after !== 200; i++) after = (await page("/account", cookie)).status;
    expect(after).toBe(200);
  });
});
