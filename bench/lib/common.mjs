// Helpers shared by bench/run.mjs and bench/scale.mjs: child processes that are always stopped,
// raw HTTP requests, the app server, nginx, memory and CPU readings from /proc.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

export const ROOT = path.resolve(import.meta.dirname, "../..");

// ---------------------------------------------------------------- processes we start, and stop --

const running = new Set();
const tempDirs = new Set();

export function log(message) {
  const t = ((performance.now() / 1000) | 0).toString().padStart(4);
  process.stderr.write(`[bench ${t}s] ${message}\n`);
}

/** Starts a process and remembers it, so that it is stopped however the bench ends. */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], ...options });
  const entry = { name, child, exited: false, onStop: options.onStop };
  child.once("exit", (code, signal) => {
    entry.exited = true;
    entry.code = code;
    entry.signal = signal;
  });
  running.add(entry);
  entry.output = "";
  const keep = (chunk) => {
    entry.output = (entry.output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return entry;
}

export function waitExit(entry, ms) {
  if (entry.exited) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    entry.child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGTERM, then SIGKILL after a grace period; runs the entry's own clean-up afterwards. */
export async function stopProcess(entry, graceMs = 15_000) {
  if (!entry) return;
  if (!entry.exited && entry.stopByStdin) {
    // a wrapper script whose EXIT trap cleans up: let its command end on its own
    try {
      entry.child.stdin.end();
    } catch {}
    await waitExit(entry, graceMs);
  }
  if (!entry.exited) {
    try {
      entry.child.kill("SIGTERM");
    } catch {}
    if (!(await waitExit(entry, graceMs))) {
      try {
        entry.child.kill("SIGKILL");
      } catch {}
      await waitExit(entry, 3000);
    }
  }
  running.delete(entry);
  if (entry.onStop) await entry.onStop();
}

export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export async function cleanupAll() {
  for (const entry of [...running].reverse()) await stopProcess(entry, 10_000);
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

let cleaning = false;
export function installCleanup() {
  const onSignal = (signal) => {
    if (cleaning) return;
    cleaning = true;
    log(`${signal}: stopping everything the bench started`);
    cleanupAll().finally(() => process.exit(130));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  process.on("SIGHUP", onSignal);
  // last resort when the process dies of an error: no child outlives the bench
  process.on("exit", () => {
    for (const entry of running) {
      try {
        // stdin-stopped wrappers end when our pipe closes with us, and then clean up after themselves
        if (!entry.exited && !entry.stopByStdin) entry.child.kill("SIGKILL");
      } catch {}
      try {
        entry.onStopSync?.();
      } catch {}
    }
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------------------------- HTTP ----

/** One request on its own connection; the raw bytes and headers as the server sent them. */
export function request({ port, method = "GET", path: urlPath, headers = {}, body, timeoutMs = 30_000 }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        agent: false,
        headers: { ...headers, ...(payload ? { "content-length": payload.length } : {}) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const pairs = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
          resolve({
            status: res.statusCode,
            headers: res.headers,
            headerPairs: pairs,
            raw,
            text: () => decode(raw, res.headers["content-encoding"]).toString("utf8"),
          });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout ${method} ${urlPath}`)));
    req.on("error", reject);
    req.end(payload);
  });
}

export function decode(raw, encoding) {
  if (encoding === "br") return zlib.brotliDecompressSync(raw);
  if (encoding === "gzip") return zlib.gunzipSync(raw);
  return raw;
}

export async function waitHttp(port, urlPath, ms, isAlive = () => true) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive()) return false;
    try {
      const res = await request({ port, path: urlPath, timeoutMs: 2000 });
      if (res.status === 200) return true;
    } catch {}
    await sleep(250);
  }
  return false;
}

// --------------------------------------------------------------------------- the app server ----

/**
 * Starts the production build (BUILD_DIR) on 127.0.0.1:port, pinned to `cpus` with taskset.
 * Without databaseUrl it starts its embedded PostgreSQL (a child of the server, so it inherits
 * the pinning) in a fresh data folder.
 */
export async function startApp({ name, port, cpus, buildDir, databaseUrl, embeddedPgPort, dataDir, adminPassword = "admin-bench-password", extraEnv = {} }) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(embeddedPgPort ?? 25500),
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: "warn",
    // the load comes from one address: lifts the per-address cart and order limits (server/http/write-limits.ts)
    FORM_RATE_LIMIT_MULTIPLIER: "1000",
    BUILD_DIR: buildDir,
    ...extraEnv,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // started as `npm start` starts it (scripts/run-server.sh: node flags, malloc arenas)
  const serverArgs = [path.join(ROOT, "scripts/run-server.sh"), path.join(buildDir, "server-main.js")];
  const args = cpus === undefined ? serverArgs : ["-c", String(cpus), "bash", ...serverArgs];
  const stopEmbeddedPg = () => {
    // If the server had to be killed, its PostgreSQL may outlive it: stop it by its own pid file.
    if (databaseUrl) return;
    const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
    if (!fs.existsSync(pidFile)) return;
    const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
    if (pid > 0) {
      try {
        process.kill(pid, "SIGQUIT");
      } catch {}
    }
  };
  const entry = startProcess(name, cpus === undefined ? "bash" : "taskset", args, {
    env,
    onStop: async () => {
      stopEmbeddedPg();
    },
  });
  entry.onStopSync = stopEmbeddedPg;
  entry.port = port;
  entry.pid = entry.child.pid;
  const ok = await waitHttp(port, "/readyz", 120_000, () => !entry.exited);
  if (!ok) {
    const out = entry.output;
    await stopProcess(entry);
    throw new Error(`${name} did not become ready on port ${port}:\n${out}`);
  }
  return entry;
}

/** Signs in on 127.0.0.1:port as a browser on `publicHost` (the instance's PUBLIC_ORIGIN host) would. */
export async function login(port, email, password, publicHost = `127.0.0.1:${port}`) {
  const res = await request({
    port,
    method: "POST",
    path: "/api/auth/login",
    headers: { host: publicHost, "content-type": "application/json", origin: `http://${publicHost}` },
    body: { email, password },
  });
  if (res.status !== 200) throw new Error(`login ${email} on ${port}: ${res.status} ${res.text()}`);
  const setCookie = [].concat(res.headers["set-cookie"] ?? []);
  const sid = setCookie.map((c) => c.split(";")[0]).find((c) => /^(__Host-)?sid=/.test(c));
  if (!sid) throw new Error(`login on ${port}: no session cookie in ${JSON.stringify(setCookie)}`);
  return sid;
}

// ---------------------------------------------------------------------------------- nginx ----

export function nginxBinary() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (fs.existsSync(candidate)) return candidate;
  throw new Error("nginx is not installed (bench/run.sh installs nginx-light)");
}

/** Runs nginx in the foreground with its own config (one worker), optionally pinned. */
export async function startNginx({ name, dir, port, httpBlock, cpus }) {
  fs.mkdirSync(path.join(dir, "logs"), { recursive: true });
  fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
  fs.chmodSync(dir, 0o755);
  const user = process.getuid?.() === 0 ? "user root;" : "";
  const conf = `
${user}
worker_processes 1;
daemon off;
master_process on;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  server_tokens off;
${httpBlock}
}
`;
  const confFile = path.join(dir, "nginx.conf");
  fs.writeFileSync(confFile, conf);
  execFileSync(nginxBinary(), ["-t", "-q", "-c", confFile, "-p", dir], { stdio: "pipe" });
  const args = ["-c", confFile, "-p", dir];
  const entry = startProcess(name, cpus === undefined ? nginxBinary() : "taskset", cpus === undefined ? args : ["-c", String(cpus), nginxBinary(), ...args]);
  entry.pid = entry.child.pid;
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    try {
      await request({ port, path: "/__nginx_alive", timeoutMs: 1000 });
      return entry;
    } catch {}
    if (entry.exited) break;
    await sleep(100);
  }
  await stopProcess(entry);
  throw new Error(`nginx did not start on ${port}: ${entry.output} ${fs.readFileSync(path.join(dir, "logs/error.log"), "utf8")}`);
}

/** A value for an nginx double-quoted string, or null when nginx cannot carry it verbatim. */
export function nginxQuote(value) {
  if (/[$\r\n]/.test(value)) return null;
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

// ------------------------------------------------------------------ memory and CPU, /proc ----

/** Samples VmRSS every 200 ms; stop() returns the peak and the kernel's own high-water mark. */
export function watchMemory(pid) {
  const state = { peakKb: 0, hwmKb: 0, samples: 0, stage: "start", stages: {} };
  const read = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      state.peakKb = Math.max(state.peakKb, rss);
      state.stages[state.stage] = Math.max(state.stages[state.stage] ?? 0, rss);
      state.hwmKb = Math.max(state.hwmKb, hwm);
      state.samples++;
    } catch {}
  };
  read();
  const timer = setInterval(read, 200);
  return {
    state,
    /** what the process is doing from now on: peaks are also kept per stage */
    stage(name) {
      read();
      state.stage = name;
    },
    stop() {
      read();
      clearInterval(timer);
      const stages = Object.fromEntries(Object.entries(state.stages).map(([k, v]) => [k, Math.round(v / 1024)]));
      return { peakMb: state.peakKb / 1024, hwmMb: state.hwmKb / 1024, samples: state.samples, stagePeaksMb: stages };
    },
  };
}

export function descendants(pid) {
  const out = [];
  const visit = (p) => {
    let tasks = [];
    try {
      tasks = fs.readdirSync(`/proc/${p}/task`);
    } catch {
      return;
    }
    for (const t of tasks) {
      let children = "";
      try {
        children = fs.readFileSync(`/proc/${p}/task/${t}/children`, "utf8");
      } catch {}
      for (const c of children.split(/\s+/).filter(Boolean)) {
        out.push(Number(c));
        visit(Number(c));
      }
    }
  };
  visit(pid);
  return out;
}

/** CPU seconds (user + system) a process has used. */
export function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}

/** Busy seconds per core from /proc/stat. */
export function coreBusy() {
  const out = {};
  for (const line of fs.readFileSync("/proc/stat", "utf8").split("\n")) {
    const m = /^cpu(\d+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const v = m[2].split(/\s+/).map(Number);
    const idle = v[3] + (v[4] ?? 0);
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
    out[m[1]] = { busy: (total - idle) / 100, total: total / 100 };
  }
  return out;
}

/** How busy the machine is before we start (others' processes), over `ms`. */
export async function machineBusy(ms = 2000) {
  const a = coreBusy();
  await sleep(ms);
  const b = coreBusy();
  const out = {};
  for (const k of Object.keys(b)) out[`cpu${k}`] = Math.round((100 * (b[k].busy - a[k].busy)) / Math.max(0.001, b[k].total - a[k].total));
  return out;
}

export function pinTree(pid, cpus) {
  for (const p of [pid, ...descendants(pid)]) {
    try {
      execFileSync("taskset", ["-a", "-p", "-c", String(cpus), String(p)], { stdio: "ignore" });
    } catch {}
  }
}

export function listenerPid(port) {
  try {
    const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
    const m = /pid=(\d+)/.exec(out);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

export function gitInfo() {
  const run = (args) => {
    try {
      return execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
    } catch {
      return null;
    }
  };
  const status = run(["status", "--porcelain"]);
  return { commit: run(["rev-parse", "HEAD"]), changedFiles: status === null ? null : status.split("\n").filter(Boolean).length };
}

export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    memoryMb: Math.round(os.totalmem() / 1024 / 1024),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
}

/** autocannon in its own process, pinned to `cpus`; resolves with its figures and the CPU use meanwhile. */
export function runCannon(spec, { cpus = 1, watchPids = () => ({}) } = {}) {
  return new Promise((resolve, reject) => {
    const args =
      cpus === undefined
        ? [path.join(ROOT, "bench/lib/cannon.mjs"), JSON.stringify(spec)]
        : ["-c", String(cpus), process.execPath, path.join(ROOT, "bench/lib/cannon.mjs"), JSON.stringify(spec)];
    const entry = startProcess("autocannon", cpus === undefined ? process.execPath : "taskset", args);
    let before = null;
    const snapshot = () => {
      const groups = watchPids();
      const cpu = {};
      for (const [name, pids] of Object.entries(groups)) cpu[name] = pids.reduce((s, p) => s + cpuSeconds(p), 0);
      return { at: performance.now(), cpu, cores: coreBusy() };
    };
    let errText = "";
    entry.child.stderr.on("data", (chunk) => {
      errText += chunk.toString();
      if (!before && errText.includes("MEASURE")) before = snapshot();
    });
    let outText = "";
    entry.child.stdout.on("data", (chunk) => (outText += chunk.toString()));
    entry.child.once("exit", (code) => {
      running.delete(entry);
      const after = snapshot();
      if (code !== 0) return reject(new Error(`autocannon failed (${code}): ${errText.slice(-2000)}`));
      let result;
      try {
        result = JSON.parse(outText.trim().split("\n").at(-1));
      } catch (e) {
        return reject(new Error(`autocannon output unreadable: ${outText.slice(-500)} ${errText.slice(-500)}`));
      }
      if (before) {
        const seconds = (after.at - before.at) / 1000;
        result.cpuPercent = {};
        for (const k of Object.keys(after.cpu)) result.cpuPercent[k] = Math.round((1000 * (after.cpu[k] - before.cpu[k])) / seconds) / 10;
        if (result.loadgenCpuPercent !== undefined) result.cpuPercent.loadgen = result.loadgenCpuPercent;
        for (const k of Object.keys(after.cores))
          result.cpuPercent[`core${k}`] = Math.round(
            (100 * (after.cores[k].busy - before.cores[k].busy)) / Math.max(0.001, after.cores[k].total - before.cores[k].total),
          );
      }
      resolve(result);
    });
  });
}
