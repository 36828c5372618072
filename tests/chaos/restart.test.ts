import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPostmasterPid, processName } from "../../server/db/leftover-postgres";
import { httpRequest } from "./support/http";
import { chaosEnabled, query } from "./support/postgres";
import { freePort, killAllServers, sleep, startServer, tempDataDir, type RunningServer } from "./support/server";
import { checkoutOnce, insertLoadProducts, login, type Sample } from "./support/shop";

/** The PostgreSQL processes that still run on a data folder (its postmaster, when there is one). */
function postmasterOf(dataDir: string) {
  const lock = readPostmasterPid(path.join(dataDir, "postgres"));
  return lock && processName(lock.pid) === "postgres" ? lock.pid : null;
}

/** The watchdog shell database.ts starts beside the embedded PostgreSQL (`postgres-watchdog <pid>`). */
function watchdogOf(postmasterPid: number) {
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (args.includes("postgres-watchdog") && args.includes(String(postmasterPid))) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

async function waitFor(condition: () => boolean, ms: number) {
  for (const until = Date.now() + ms; Date.now() < until && !condition();) await sleep(100);
  return condition();
}

/**
 * `npm start` with the embedded PostgreSQL, killed with SIGKILL (as kill -9 or the out-of-memory
 * killer would), then started again on the same data folder: twice, once with the watchdog that
 * stops the orphaned PostgreSQL, once with that watchdog killed too (the PostgreSQL is then
 * still running when the new server starts, as with the code before the fix).
 */
describe.skipIf(!chaosEnabled)("restart after SIGKILL with the embedded PostgreSQL", () => {
  const dataDir = tempDataDir("restart");
  let servers: RunningServer[] = [];

  afterAll(async () => {
    await killAllServers();
    const left = postmasterOf(dataDir);
    if (left) {
      process.kill(left, "SIGQUIT");
      await waitFor(() => processName(left) !== "postgres", 10_000);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts again, serves /readyz and keeps the data, whether the old PostgreSQL stopped or still runs", async () => {
    const pgPort = await freePort();
    let port = await freePort();
    while (port === pgPort) port = await freePort();
    const env = { EMBEDDED_PG_PORT: String(pgPort) };
    const start = async () => {
      const server = await startServer({ dataDir, env, port });
      servers.push(server);
      return server;
    };
    const first = await start();
    const password = fs.readFileSync(path.join(dataDir, "embedded-password"), "utf8").trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/cems`;
    const products = await insertLoadProducts(databaseUrl, "rst");
    const cookie = await login(first.url);
    const samples: Sample[] = [];
    const before = await checkoutOnce({ base: first.url, cookie, products, tag: "rst", samples });
    expect(samples.map((s) => s.status)).toEqual([201, 201, 201]);

    // 1. SIGKILL: the watchdog stops the orphaned PostgreSQL, and the next start finds the folder free
    const postmaster1 = postmasterOf(dataDir)!;
    expect(postmaster1).toBeGreaterThan(0);
    process.kill(first.pid, "SIGKILL");
    await first.exited;
    expect(await waitFor(() => processName(postmaster1) !== "postgres", 30_000)).toBe(true);
    const second = await start();
    expect((await httpRequest(second.url, "/readyz")).status).toBe(200);

    // 2. SIGKILL of the server and of its watchdog: the old PostgreSQL still runs when the next
    //    server starts, which stops it cleanly and starts its own
    const postmaster2 = postmasterOf(dataDir)!;
    expect(postmaster2).toBeGreaterThan(0);
    const watchdog = watchdogOf(postmaster2);
    expect(watchdog).toBeGreaterThan(0);
    process.kill(watchdog!, "SIGKILL");
    process.kill(second.pid, "SIGKILL");
    await second.exited;
    await sleep(1_000);
    expect(processName(postmaster2)).toBe("postgres"); // orphaned, still running
    const third = await start();
    expect((await httpRequest(third.url, "/readyz")).status).toBe(200);
    expect(processName(postmaster2)).toBeNull();
    expect(postmasterOf(dataDir)).not.toBe(postmaster2);

    // 3. npm start twice: a second server on the same data folder refuses to start and leaves the
    //    running server's PostgreSQL alone
    const postmaster3 = postmasterOf(dataDir)!;
    const second3 = await startServer({ dataDir, env: { EMBEDDED_PG_PORT: String(await freePort()) } }).then(
      () => null,
      (e: Error) => e,
    );
    expect(second3?.message).toMatch(new RegExp(`could not start: .*another server is using DATA_DIR ${dataDir} \\(pid ${third.pid}\\)`));
    expect(postmasterOf(dataDir)).toBe(postmaster3);
    expect((await httpRequest(third.url, "/readyz")).status).toBe(200);

    // the data survived both kills: the order, and the signed-in session
    const orders = await query<{ n: number }>(databaseUrl, "select count(*)::int as n from orders where id = $1", [before.orderId]);
    expect(orders).toEqual([{ n: 1 }]);
    const me = await httpRequest(third.url, "/api/auth/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    const after: Sample[] = [];
    await checkoutOnce({ base: third.url, cookie, products, tag: "rst", samples: after });
    expect(after.map((s) => s.status)).toEqual([201, 201, 201]);
    for (const server of servers) expect(server.output.join("\n")).not.toMatch(/could not start/);
    servers = [];
  });
});
