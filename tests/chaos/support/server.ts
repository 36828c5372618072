import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { httpRequest } from "./http";

const ROOT = path.resolve(import.meta.dirname, "../../..");
export const BUILD_DIR = "build-chaos";

export interface RunningServer {
  pid: number;
  port: number;
  url: string;
  proc: ChildProcess;
  /** stdout and stderr lines (pino JSON at LOG_LEVEL=warn, and anything printed) */
  output: string[];
  /** resolves when the process has exited */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  alive(): boolean;
  /** resident set size in kB, from /proc/<pid>/status */
  rssKb(): number;
}

const started = new Set<ChildProcess>();

/** Stops every server this file started (afterAll, and as a last resort at exit). */
export async function killAllServers() {
  await Promise.all(
    [...started].map(
      (proc) =>
        new Promise<void>((resolve) => {
          if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
          proc.once("exit", () => resolve());
          proc.kill("SIGKILL");
        }),
    ),
  );
  started.clear();
}
process.once("exit", () => {
  for (const proc of started) if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
});

/** The first port in [from, to] nobody listens on (the tests' range is 3700–3789). */
export async function freePort(from = 3700, to = 3789): Promise<number> {
  const offset = Math.floor(Math.random() * (to - from + 1));
  for (let i = 0; i <= to - from; i++) {
    const port = from + ((offset + i) % (to - from + 1));
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once("error", () => resolve(false));
      s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

export function tempDataDir(tag: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `cems-chaos-${tag}-`));
}

/**
 * Starts `node build-chaos/server-main.js` through scripts/run-server.sh as production would, on
 * 127.0.0.1, and waits until /readyz answers 200 (migrations, seed and the listening socket are
 * then done).
 */
export async function startServer(opts: {
  /** undefined: the embedded PostgreSQL under dataDir (then set EMBEDDED_PG_PORT in env) */
  databaseUrl?: string;
  /** undefined: e-mails are written to dataDir/mail */
  smtpUrl?: string;
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
  /** the build to run (default build-chaos) */
  buildDir?: string;
}): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? "/tmp",
    APP_ENV: "test",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    // the address the tests use: requests for another host are refused (server/http/public-origin.ts)
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: opts.dataDir,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...(opts.smtpUrl ? { SMTP_URL: opts.smtpUrl } : {}),
    LOG_LEVEL: "warn",
    // the load comes from one address: lifts the per-address cart and order limits (server/http/write-limits.ts)
    FORM_RATE_LIMIT_MULTIPLIER: "1000",
    BUILD_DIR: opts.buildDir ?? BUILD_DIR,
    ...opts.env,
  };
  // as `npm start` runs it (node flags, malloc arenas)
  const proc = spawn("bash", [path.join(ROOT, "scripts/run-server.sh"), path.join(opts.buildDir ?? BUILD_DIR, "server-main.js"), ...(opts.nodeArgs ?? [])], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(proc);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    // (minor GCs from --trace-gc are too many to keep)
    for (const line of chunk.toString("utf8").split("\n")) if (line.trim() && !line.includes("Scavenge") && output.length < 20_000) output.push(line);
  };
  proc.stdout!.on("data", keep);
  proc.stderr!.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    proc.once("exit", (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    pid: proc.pid!,
    port,
    url,
    proc,
    output,
    exited,
    alive: () => proc.exitCode === null && proc.signalCode === null,
    rssKb: () => {
      const status = fs.readFileSync(`/proc/${proc.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    },
  };

  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (!server.alive()) throw new Error(`the server exited during start-up:\n${output.join("\n")}`);
    const ready = await httpRequest(url, "/readyz", { timeoutMs: 2_000 }).catch(() => null);
    if (ready?.status === 200) return server;
    await sleep(250);
  }
  throw new Error(`the server was not ready after 150 s:\n${output.join("\n")}`);
}

/** Log lines at level error (50) or fatal (60): what the server itself counts as a bug. */
export function errorLogLines(server: RunningServer) {
  return server.output.filter((line) => {
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 50;
    } catch {
      return /error/i.test(line);
    }
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
