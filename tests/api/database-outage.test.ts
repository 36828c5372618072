import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool, PROBE_TIMEOUT_MS, STALL_CHECK_MS } from "../../server/db/database";
import * as schema from "../../server/db/schema";
import { isDatabaseUnavailable } from "../../server/http/api-errors";
import { createCatalogueCache } from "../../server/speed/catalogue-cache";
import { freezableRelay } from "../support/freezable-relay";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

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
      outcomes.push(
        await attempt.then(
          () => "answered",
          (error: unknown) => (isDatabaseUnavailable(error) ? "unavailable" : error),
        ),
      );
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

  it("lets a slow statement run when PostgreSQL answers the probe with an error (too many clients): it is alive", { timeout: 30_000 }, async () => {
    await Promise.all([pool.query("select 1"), pool.query("select 1")]);
    relay.newConnections("too many clients");
    try {
      const answer = await pool.query("select pg_sleep($1::float / 1000) as slept", [STALL_CHECK_MS + PROBE_TIMEOUT_MS + 500]);
      expect(answer.rowCount).toBe(1);
    } finally {
      relay.newConnections("relayed");
    }
  });

  it("lets a slow statement run when the probe's own connection is slow but PostgreSQL answers other statements meanwhile", { timeout: 30_000 }, async () => {
    await Promise.all([pool.query("select 1"), pool.query("select 1")]);
    relay.newConnections("silent");
    try {
      const slow = pool.query("select pg_sleep($1::float / 1000) as slept", [STALL_CHECK_MS + PROBE_TIMEOUT_MS + 500]);
      let settled = false;
      const outcome = slow.then(
        () => "answered",
        (error: unknown) => error,
      );
      void outcome.finally(() => (settled = true));
      // the other connection of the pool keeps being answered, as on a busy machine
      while (!settled) {
        await pool.query("select 1");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await outcome).toBe("answered");
    } finally {
      relay.newConnections("relayed");
    }
  });

  it("still gives up a frozen statement when new connections are closed without a word from PostgreSQL", { timeout: 30_000 }, async () => {
    await Promise.all([pool.query("select 1"), pool.query("select 1")]);
    relay.freeze();
    relay.newConnections("closed");
    try {
      const outcome = await pool.query("select 1").then(
        () => "answered",
        (error: unknown) => (isDatabaseUnavailable(error) ? "unavailable" : error),
      );
      expect(outcome).toBe("unavailable");
    } finally {
      relay.thaw();
      relay.newConnections("relayed");
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
