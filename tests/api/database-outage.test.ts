import net from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool, PROBE_TIMEOUT_MS, STALL_CHECK_MS } from "../../server/db/database";
import * as schema from "../../server/db/schema";
import { isDatabaseUnavailable } from "../../server/http/api-errors";
import { createCatalogueCache } from "../../server/services/catalogue-cache";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * A TCP relay in front of PostgreSQL that can freeze: while frozen it accepts connections and
 * bytes and forwards nothing, as a PostgreSQL stopped with SIGSTOP (or a dead network path) does.
 */
function freezableRelay(target: URL) {
  let frozen = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on("data", (chunk) => (frozen ? held.push(() => to.write(chunk)) : to.write(chunk)));
      from.on("error", () => to.destroy());
      from.on("close", () => to.destroy());
    }
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port))),
    freeze: () => (frozen = true),
    thaw() {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

describe("the pool when PostgreSQL stops answering", () => {
  let database: TestDatabase;
  let relay: ReturnType<typeof freezableRelay>;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    relay = freezableRelay(new URL(database.url));
    const url = new URL(database.url);
    url.hostname = "127.0.0.1";
    url.port = String(await relay.listen());
    // the production settings, with only 2 connections: a client lost for good would show at once
    pool = createPool(url.toString(), 2);
  });

  afterAll(async () => {
    relay?.thaw();
    await pool?.end().catch(() => {});
    relay?.close();
    await database?.drop();
  });

  it("fails statements and transactions with a 'database unavailable' error instead of hanging, and recovers by itself", { timeout: 60_000 }, async () => {
    const db = drizzle(pool);
    await Promise.all([pool.query("select 1"), pool.query("select 1")]); // two idle connections, frozen below
    relay.freeze();
    const outcomes: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const attempt = i % 2 ? pool.query("select 1") : db.transaction((tx) => tx.execute(sql`select 1`));
      outcomes.push(await attempt.then(() => "answered", (error: unknown) => (isDatabaseUnavailable(error) ? "unavailable" : error)));
    }
    expect(outcomes).toEqual(Array(6).fill("unavailable"));

    relay.thaw();
    // no client was lost for good: both places of the pool serve again, without a restart
    const answers = await Promise.all([pool.query("select 2 as n"), db.transaction((tx) => tx.execute(sql`select 3 as n`))]);
    expect(answers.map((a) => a.rows[0])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(pool.totalCount).toBeLessThanOrEqual(2);
  });

  it("lets a statement that is only slow (waiting for a lock) run to its end", { timeout: 30_000 }, async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query("select pg_advisory_lock(4242)");
      const waiting = pool.query("select pg_advisory_lock(4242) as locked");
      await new Promise((resolve) => setTimeout(resolve, STALL_CHECK_MS + PROBE_TIMEOUT_MS + 500));
      await holder.query("select pg_advisory_unlock(4242)");
      expect((await waiting).rowCount).toBe(1);
    } finally {
      await holder.end();
    }
  });

  it("keeps serving the catalogue from memory while the database does not answer", { timeout: 30_000 }, async () => {
    const catalogue = createCatalogueCache(drizzle(pool, { schema }), 50);
    const before = await catalogue.snapshot();
    relay.freeze();
    try {
      await new Promise((resolve) => setTimeout(resolve, 60)); // past the TTL: the next read reloads
      // a reload under way (it hangs, then fails): the last snapshot meanwhile, and after the failure
      const reads = [await catalogue.snapshot(), await catalogue.snapshot()];
      await new Promise((resolve) => setTimeout(resolve, STALL_CHECK_MS + PROBE_TIMEOUT_MS + 500));
      reads.push(await catalogue.snapshot());
      for (const read of reads) expect(read).toBe(before);
    } finally {
      relay.thaw();
    }
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the retry after a failure
    expect(await catalogue.snapshot()).toBeDefined();
  });
});
