// "Bad links": what refusing a forged e-mailed link costs. `POST /api/auth/reset-password` with a
// token nobody issued (and a password the policy accepts, which a reset that hashed first would
// spend argon2id on) beside its baseline, `POST /api/auth/confirm-email` with a token nobody issued,
// on a server of its own, one request at a time, the two kinds taking turns so that both meet the
// same machine. Each request comes from an address of its own (TRUST_PROXY_HOPS=1 and
// X-Forwarded-For): the per-address allowance of 10 tries (server/services/accounts/account-tokens.ts) would
// otherwise answer 429 after the tenth, and a 429 is not what is measured here.
import crypto from "node:crypto";
import { log, request, startApp, stopProcess, tempDir } from "./common.mjs";

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
  return { n: sorted.length, p50: at(50), p99: at(99) };
}

/** 10.x.y.z for the i-th request: a client address nobody used before in this run. */
const addressFor = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

export async function badLinks({ buildDir, port, embeddedPgPort, serverCpu, tries = 300, warm = 20 }) {
  const server = await startApp({
    name: "site-bad-links",
    port,
    cpus: serverCpu,
    buildDir,
    embeddedPgPort,
    dataDir: tempDir("cems-bench-bad-links-"),
    extraEnv: { TRUST_PROXY_HOPS: "1" },
  });
  const host = `127.0.0.1:${port}`;
  let sent = 0;
  const post = async (path, body) => {
    const t0 = performance.now();
    const res = await request({
      port,
      method: "POST",
      path,
      headers: { host, origin: `http://${host}`, "content-type": "application/json", accept: "application/json", "x-forwarded-for": addressFor(sent++) },
      body,
    });
    const ms = performance.now() - t0;
    let code = null;
    try {
      code = JSON.parse(res.text()).code ?? null;
    } catch {}
    return { ms, answer: `${res.status} ${code}` };
  };
  const kinds = {
    reset: () => post("/api/auth/reset-password", { token: crypto.randomBytes(32).toString("base64url"), password: "a perfectly good passphrase" }),
    confirm: () => post("/api/auth/confirm-email", { token: crypto.randomBytes(32).toString("base64url") }),
  };
  try {
    for (let i = 0; i < warm; i++) for (const send of Object.values(kinds)) await send();
    const times = { reset: [], confirm: [] };
    const answers = { reset: {}, confirm: {} };
    for (let i = 0; i < tries; i++) {
      for (const [kind, send] of Object.entries(kinds)) {
        const { ms, answer } = await send();
        times[kind].push(ms);
        answers[kind][answer] = (answers[kind][answer] ?? 0) + 1;
      }
    }
    const result = { reset: { ...summary(times.reset), answers: answers.reset }, confirm: { ...summary(times.confirm), answers: answers.confirm } };
    log(
      `bad links: reset p50 ${result.reset.p50.toFixed(2)} ms ${JSON.stringify(answers.reset)}, confirm-email p50 ${result.confirm.p50.toFixed(2)} ms ${JSON.stringify(answers.confirm)}`,
    );
    return result;
  } finally {
    await stopProcess(server, 30_000);
  }
}

/** The table's rows (run.mjs's `add(section, metric, value, unit, baseline, target, met, note)`). */
export function badLinksRows(r, add) {
  const section =
    "bad e-mailed links, one request at a time, each from an address of its own (baseline: POST /api/auth/confirm-email with a token nobody issued, same server, same run)";
  const round = (v) => (v == null ? null : Math.round(v * 100) / 100);
  const refused = (answers, code) => Object.keys(answers).every((a) => a === `400 ${code}`);
  const ratio = 1.5;
  add(
    section,
    `POST /api/auth/reset-password, token nobody issued, valid password (${r.reset.n}) · p50`,
    round(r.reset.p50),
    "ms",
    round(r.confirm.p50),
    `≤ ${ratio} × baseline`,
    refused(r.reset.answers, "reset_link_invalid") && refused(r.confirm.answers, "confirm_link_invalid") && r.reset.p50 <= ratio * r.confirm.p50,
    `reset ${JSON.stringify(r.reset.answers)}; confirm-email ${JSON.stringify(r.confirm.answers)}`,
  );
  add(section, "POST /api/auth/reset-password, token nobody issued · p99", round(r.reset.p99), "ms", round(r.confirm.p99), null, null);
}
