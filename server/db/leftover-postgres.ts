import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * A PostgreSQL left running on our data directory by a server that died without stopping it
 * (kill -9, an out-of-memory kill): its `postmaster.pid` still names it, and a new postmaster
 * refuses the directory while it lives. Found, it is stopped cleanly before the new start.
 */

/** What `postmaster.pid` says: line 1 the postmaster's process id, line 2 its data directory, line 4 its port. */
export interface PostmasterPid {
  pid: number;
  dataDir: string;
  port: number | null;
}

export function parsePostmasterPid(text: string): PostmasterPid | null {
  const lines = text.split("\n");
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const port = Number(lines[3]);
  return { pid, dataDir: lines[1]?.trim() ?? "", port: Number.isInteger(port) && port > 0 ? port : null };
}

export function readPostmasterPid(databaseDir: string): PostmasterPid | null {
  try {
    return parsePostmasterPid(fs.readFileSync(path.join(databaseDir, "postmaster.pid"), "utf8"));
  } catch {
    return null;
  }
}

/** What the system says about the process a `postmaster.pid` names. */
export interface ProcessInfo {
  /** the executable's name (`postgres`…) */
  name: string;
  /**
   * its working directory (a postmaster's is its data directory); null when it may not be read
   * (another user's process: never ours, which runs as this user or, as root, is readable);
   * undefined when this system cannot tell (no /proc)
   */
  cwd: string | null | undefined;
  /** the executable's name of its parent (`postgres` for a backend), null when unknown */
  parentName: string | null;
}

/**
 * - "none": no pid file, the directory is free;
 * - "stale": a pid file whose process is gone, is not PostgreSQL any more, or is a PostgreSQL on
 *   another data directory (its id was reused: after a reboot, the system's PostgreSQL or another
 *   cluster's backend may have it); the file is removed and the process left alone;
 * - "leftover": the postmaster of this data directory, orphaned by a server of ours that died
 *   (`locked`: this process holds the DATA_DIR lock, so no live server of ours runs it); it is stopped;
 * - "refuse": a PostgreSQL that may be running on this directory for someone else; not touched,
 *   the start fails with `why`.
 */
export type LeftoverVerdict = { kind: "none" } | { kind: "stale"; why: string } | { kind: "leftover" } | { kind: "refuse"; why: string };

/** `proc` describes the process with the file's id, or is null when there is none; `dataDir` is the real path of our data directory. */
export function judgeLeftover(lock: PostmasterPid | null, proc: ProcessInfo | null, dataDir: string, locked: boolean): LeftoverVerdict {
  if (!lock) return { kind: "none" };
  if (!proc || proc.name !== "postgres") return { kind: "stale", why: `process ${lock.pid} is no longer PostgreSQL` };
  if (proc.cwd === undefined) {
    return {
      kind: "refuse",
      why: `its postmaster.pid names PostgreSQL pid ${lock.pid}, and this system cannot tell whether it runs on this directory: stop it if it does, otherwise remove postmaster.pid`,
    };
  }
  if (proc.cwd !== dataDir) return { kind: "stale", why: `process ${lock.pid} is a PostgreSQL on another data directory` };
  if (proc.parentName === "postgres") {
    return {
      kind: "refuse",
      why: `PostgreSQL pid ${lock.pid}, named by its postmaster.pid, is a backend of another PostgreSQL on this directory: stop that server first`,
    };
  }
  if (!locked)
    return {
      kind: "refuse",
      why: `PostgreSQL pid ${lock.pid} runs on it, perhaps for another server, and the directory could not be locked to tell: stop it first`,
    };
  return { kind: "leftover" };
}

/** The process `pid` as `judgeLeftover` needs it, or null when no such process exists (or it has exited and waits to be reaped). */
export function processInfo(pid: number): ProcessInfo | null {
  const name = processName(pid);
  if (name === null) return null;
  if (!fs.existsSync("/proc/self")) {
    let parentName: string | null = null;
    try {
      parentName = processName(Number(execFileSync("ps", ["-p", String(pid), "-o", "ppid="], { encoding: "utf8" }).trim()));
    } catch {
      // gone meanwhile
    }
    return { name, cwd: undefined, parentName };
  }
  let cwd: string | null = null;
  let parentName: string | null = null;
  try {
    cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    // another user's process (or gone meanwhile)
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // "<pid> (<name>) <state> <ppid> …"
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    parentName = processName(parent);
  } catch {
    // gone meanwhile
  }
  return { name, cwd, parentName };
}

/** The executable name of a running process, or null when no such process exists (or it has exited and waits to be reaped). */
export function processName(pid: number): string | null {
  if (fs.existsSync("/proc/self")) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      // "<pid> (<name>) <state> …"
      if (stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z")) return null;
      return fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim();
    } catch {
      return null;
    }
  }
  // without /proc (macOS)
  try {
    return path.basename(execFileSync("ps", ["-p", String(pid), "-o", "comm="], { encoding: "utf8" }).trim()) || null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Makes the data directory free for a new start: a leftover PostgreSQL gets PostgreSQL's "fast"
 * shutdown (SIGINT: sessions are ended, a checkpoint is written) and, if it is still there after
 * `fastMs`, the "immediate" one (SIGQUIT, recovered at the next start); a stale pid file is removed.
 * `locked`: this process holds the DATA_DIR lock (data-dir-lock.ts). Throws a message that says
 * what holds the directory when it cannot, or may not, be freed.
 */
export async function clearLeftoverPostgres(
  databaseDir: string,
  log?: (msg: string) => void,
  opts: { locked?: boolean; fastMs?: number; immediateMs?: number } = {},
) {
  const { locked = false, fastMs = 20_000, immediateMs = 10_000 } = opts;
  const dataDir = fs.realpathSync(databaseDir);
  const lock = readPostmasterPid(databaseDir);
  const verdict = judgeLeftover(lock, lock && processInfo(lock.pid), dataDir, locked);
  if (verdict.kind === "none" || !lock) return verdict.kind;
  if (verdict.kind === "refuse") throw new Error(`data directory ${databaseDir}: ${verdict.why}`);
  if (verdict.kind === "stale") {
    log?.(`removing the stale postmaster.pid of process ${lock.pid}: ${verdict.why}`);
    fs.rmSync(path.join(databaseDir, "postmaster.pid"), { force: true });
    return verdict.kind;
  }
  log?.(`stopping the PostgreSQL (pid ${lock.pid}, port ${lock.port ?? "?"}) left running on ${databaseDir} by an earlier server`);
  const gone = () => processInfo(lock.pid)?.cwd !== dataDir;
  for (const [signal, ms] of [
    ["SIGINT", fastMs],
    ["SIGQUIT", immediateMs],
  ] as const) {
    try {
      process.kill(lock.pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") break;
      throw new Error(`data directory ${databaseDir} is locked by PostgreSQL pid ${lock.pid}, which this user may not stop (${(error as Error).message})`);
    }
    for (const until = Date.now() + ms; Date.now() < until && !gone();) await sleep(100);
    if (gone()) break;
  }
  if (!gone()) throw new Error(`data directory ${databaseDir} is locked by PostgreSQL pid ${lock.pid}, which did not stop`);
  // PostgreSQL removes its pid file as it exits; one left by an immediate shutdown is stale now
  fs.rmSync(path.join(databaseDir, "postmaster.pid"), { force: true });
  return verdict.kind;
}
