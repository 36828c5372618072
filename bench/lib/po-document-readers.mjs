// "Readers of a quote with a PO document" (decision 035): 16 anonymous connections read
// GET /api/quotes/:id and /messages for 5 s, once on a quote whose PO document is 4.9 MB and once
// on the same kind of quote without one (the baseline), on the same server in the same run, while
// sequential sign-ins measure what everyone else waits. When the file was a column of the quote,
// every access check read it: 7 requests/s and sign-in p50 5.5 s, against 636 and 141 ms.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { log, request, runCannon, sleep, startApp, stopProcess, tempDir, watchMemory } from "./common.mjs";

const DOCUMENT_BYTES = Math.round(4.9 * 1024 * 1024);

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (v) => (v == null ? "-" : v.toFixed(1));

async function signInTimes(port, account, stop) {
  const times = [];
  const failures = {};
  while (!stop()) {
    const t0 = performance.now();
    const status = await request({
      port,
      method: "POST",
      path: "/api/auth/login",
      headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
      body: { email: account.email, password: account.password },
      timeoutMs: 60_000,
    }).then(
      (res) => res.status,
      () => "error",
    );
    times.push(performance.now() - t0);
    if (status !== 200) failures[status] = (failures[status] ?? 0) + 1;
  }
  const sorted = times.sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), failures };
}

/** Two quotes as sales sends them, one accepted with a 4.9 MB PO document (random bytes: a PDF's streams do not compress). */
async function prepareQuotes(dbUrl) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const bytes = randomBytes(DOCUMENT_BYTES);
    const document = await db.query(
      `insert into po_documents (name, content_type, size, sha256, bytes) values ('bench-po.pdf', 'application/pdf', $1, encode(sha256($2), 'hex'), $2) returning id`,
      [bytes.length, bytes],
    );
    const insert = `insert into quotes (contact_name, contact_email, source, status, po_document_id) values ('Bench Buyer', 'bench.buyer@lab.example.org', 'product', $1, $2) returning id`;
    const withDocument = await db.query(insert, ["accepted", document.rows[0].id]);
    const without = await db.query(insert, ["sent", null]);
    return { withDocument: withDocument.rows[0].id, without: without.rows[0].id };
  } finally {
    await db.end();
  }
}

/** Sign-ins while `connections` anonymous readers ask for the quote and its messages, in turn. */
async function readersOf({ port, quoteId, connections, duration, warmup, account, loadCpu }) {
  let over = false;
  const paths = [`/api/quotes/${quoteId}`, `/api/quotes/${quoteId}/messages`];
  const readers = runCannon(
    { url: `http://127.0.0.1:${port}${paths[0]}`, paths, path_mode: "next-path", headers: { accept: "application/json" }, connections, warmup, duration },
    { cpus: loadCpu },
  ).finally(() => (over = true));
  await sleep((warmup + 0.5) * 1000);
  const signIn = await signInTimes(port, account, () => over);
  const load = await readers;
  return {
    signIn,
    readers: { rps: load.rps, total: load.total, statusCodes: load.statusCodes, errors: load.errors, timeouts: load.timeouts, p50: load.p50, p99: load.p99 },
  };
}

/** Runs the section on its own server (port, embedded PostgreSQL on embeddedPgPort). */
export async function poDocumentReaders({ buildDir, port, embeddedPgPort, serverCpu, loadCpu, account, connections = 16, duration = 5, warmup = 1 }) {
  const dataDir = tempDir("cems-bench-po-document-");
  const server = await startApp({ name: "site-po-document", port, cpus: serverCpu, buildDir, embeddedPgPort, dataDir });
  const memory = watchMemory(server.pid);
  try {
    const password = fs.readFileSync(path.join(dataDir, "embedded-password"), "utf8").trim();
    const quotes = await prepareQuotes(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${embeddedPgPort}/cems`);
    await signInTimes(
      port,
      account,
      (() => {
        let n = 0;
        return () => n++ >= 3; // warm: the first sign-ins load the user and open pools
      })(),
    );
    log(
      `PO document readers: ${connections} anonymous connections, ${duration} s, on a quote with a ${(DOCUMENT_BYTES / 1024 / 1024).toFixed(1)} MB document and on one without`,
    );
    const without = await readersOf({ port, quoteId: quotes.without, connections, duration, warmup, account, loadCpu });
    log(
      `  without a document: ${Math.round(without.readers.rps)} req/s ${JSON.stringify(without.readers.statusCodes)}; sign-in p50 ${ms(without.signIn.p50)} ms`,
    );
    const withDocument = await readersOf({ port, quoteId: quotes.withDocument, connections, duration, warmup, account, loadCpu });
    log(
      `  with the document: ${Math.round(withDocument.readers.rps)} req/s ${JSON.stringify(withDocument.readers.statusCodes)}; sign-in p50 ${ms(withDocument.signIn.p50)} ms`,
    );
    return { connections, duration, documentBytes: DOCUMENT_BYTES, without, withDocument, memory: memory.stop() };
  } finally {
    memory.stop();
    await stopProcess(server, 30_000);
  }
}

/** The table's rows: the quote with the document beside the quote without (run.mjs's `add`). */
export function poDocumentReadersRows(r, add) {
  const section = `${r.connections} anonymous readers of GET /api/quotes/:id and /messages for ${r.duration} s, quote with a ${(r.documentBytes / 1024 / 1024).toFixed(1)} MB PO document (baseline: a quote without one, same server, same run)`;
  const round = (v) => (v == null ? null : Math.round(v * 10) / 10);
  const note = (c) => `status ${JSON.stringify(c.readers.statusCodes)}, ${c.readers.errors} errors, ${c.readers.timeouts} timeouts; ${c.signIn.n} sign-ins`;
  const failed = (c) => Object.keys(c.signIn.failures).length > 0 || c.readers.errors > 0 || c.readers.timeouts > 0;
  const rateMet = r.withDocument.readers.rps >= r.without.readers.rps / 3;
  add(
    section,
    "readers · req/s",
    Math.round(r.withDocument.readers.rps),
    "req/s",
    Math.round(r.without.readers.rps),
    "≥ ⅓ × baseline",
    !failed(r.withDocument) && rateMet,
    note(r.withDocument),
  );
  add(section, "readers · p99", round(r.withDocument.readers.p99), "ms", round(r.without.readers.p99), null, null);
  const signInMet = r.withDocument.signIn.p50 <= 3 * r.without.signIn.p50;
  add(
    section,
    "sign-in during the readers · p50",
    round(r.withDocument.signIn.p50),
    "ms",
    round(r.without.signIn.p50),
    "≤ 3 × baseline",
    !failed(r.withDocument) && signInMet,
    `${r.withDocument.signIn.n} sign-ins (baseline ${r.without.signIn.n})`,
  );
}
