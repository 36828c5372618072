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

/**
 * - "none": no pid file, the directory is free;
 * - "stale": a pid file whose process is gone, or is not PostgreSQL any more (its id was reused);
 * - "running": a PostgreSQL server still runs on this directory.
 */
export type LeftoverState = "none" | "stale" | "running";

/** `processName` is the name of the process with the file's id (`postgres`…), or null when there is none. */
export function judgeLeftover(lock: PostmasterPid | null, processName: string | null): LeftoverState {
  if (!lock) return "none";
  return processName === "postgres" ? "running" : "stale";
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
 * Throws a message that says what holds the directory when it cannot be freed.
 */
export async function clearLeftoverPostgres(databaseDir: string, log?: (msg: string) => void, opts = { fastMs: 20_000, immediateMs: 10_000 }) {
  const lock = readPostmasterPid(databaseDir);
  const state = judgeLeftover(lock, lock && processName(lock.pid));
  if (state === "none" || !lock) return state;
  if (state === "stale") {
    log?.(`removing the stale postmaster.pid of process ${lock.pid}, which is no longer PostgreSQL`);
    fs.rmSync(path.join(databaseDir, "postmaster.pid"), { force: true });
    return state;
  }
  log?.(`stopping the PostgreSQL (pid ${lock.pid}, port ${lock.port ?? "?"}) left running on ${databaseDir} by an earlier server`);
  const gone = () => processName(lock.pid) !== "postgres";
  for (const [signal, ms] of [["SIGINT", opts.fastMs], ["SIGQUIT", opts.immediateMs]] as const) {
    try {
      process.kill(lock.pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") break;
      throw new Error(`data directory ${databaseDir} is locked by PostgreSQL pid ${lock.pid}, which this user may not stop (${(error as Error).message})`);
    }
    for (const until = Date.now() + ms; Date.now() < until && !gone(); ) await sleep(100);
    if (gone()) break;
  }
  if (!gone()) throw new Error(`data directory ${databaseDir} is locked by PostgreSQL pid ${lock.pid}, which did not stop`);
  // PostgreSQL removes its pid file as it exits; one left by an immediate shutdown is stale now
  fs.rmSync(path.join(databaseDir, "postmaster.pid"), { force: true });
  return state;
}
