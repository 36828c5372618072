import { spawn } from "node:child_process";
import fs from "node:fs";
import type net from "node:net";
import path from "node:path";

/** The file whose lock says "a server runs its embedded PostgreSQL on this DATA_DIR". Never deleted (a new file would be a second lock). */
export const DATA_DIR_LOCK_FILE = "server.lock";

export interface DataDirLock {
  /** false where no `flock` program exists: the directory is then not protected against a second server */
  held: boolean;
  /** Gives the lock up; resolves once it is free. */
  release(): Promise<void>;
}

/**
 * Holds an exclusive lock on DATA_DIR for as long as this process lives, so that a second server
 * started on the same folder (npm start twice) refuses to start instead of taking the first one's
 * PostgreSQL away. Node has no flock(2), so a small child holds it: `flock -x -n FILE sh -c …`
 * (util-linux, or busybox) takes the lock and runs a shell that waits on a pipe from this process.
 * The kernel releases the lock when that child ends, which it does as soon as the pipe closes:
 * when this process stops it, or dies in any way (SIGKILL, an out-of-memory kill). No stale lock
 * is ever left, unlike a pid file (whose pid may be reused) or a lock directory (which needs a timeout).
 * The holder's pid is written into the file, for the message of a server that is refused.
 */
export function lockDataDir(root: string): Promise<DataDirLock> {
  const file = path.join(root, DATA_DIR_LOCK_FILE);
  return new Promise((resolve, reject) => {
    const child = spawn("flock", ["-x", "-n", file, "sh", "-c", "echo locked; read -r _ignored", "data-dir-lock"], {
      stdio: ["pipe", "pipe", "pipe"],
      // its own process group: a Ctrl+C in the terminal reaches this process, which releases the lock when it has stopped
      detached: true,
    });
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    // the shell reads the end of its input and exits, then flock does, and the lock is free
    const release = () => {
      child.stdin?.destroy();
      return exited;
    };
    let stdout = "";
    let stderr = "";
    let settled = false;
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
      if (settled || !stdout.includes("locked")) return;
      settled = true;
      fs.writeFileSync(file, `${process.pid}\n`);
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.unref();
      (child.stdin as net.Socket | null)?.unref();
      resolve({ held: true, release });
    });
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      // no flock program (macOS): start without the lock, as before it existed
      if (error.code === "ENOENT") resolve({ held: false, release: async () => {} });
      else reject(new Error(`could not lock ${file}: ${error.message}`));
    });
    child.on("exit", (code) => {
      if (settled) return;
      settled = true;
      if (code === 1 && !stderr.trim()) {
        const holder = readHolder(file);
        reject(
          new Error(
            `another server is using DATA_DIR ${root}${holder ? ` (pid ${holder})` : ""}: stop it first, or give this one another DATA_DIR (several servers on one database need DATABASE_URL)`,
          ),
        );
      } else reject(new Error(`could not lock ${file}: ${stderr.trim() || `flock exited with ${code}`}`));
    });
  });
}

function readHolder(file: string) {
  try {
    const pid = Number(fs.readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
