import { Worker } from "node:worker_threads";

/**
 * The one check every uploaded PDF passes before it is stored (decision 036). The work runs in
 * pdf-inspection-worker.mjs on a worker thread of its own, with a memory limit, a cap on the bytes
 * its streams may inflate to and a wall-clock backstop; a worker that runs out of memory, fails or
 * overruns makes the file "unreadable". The server's own thread never parses or inflates the file.
 */

export type PdfVerdict = "ok" | "expands" | "script" | "unreadable";

export interface PdfInspection {
  verdict: PdfVerdict;
  /** what the streams inflated to, as far as the worker counted */
  inflatedBytes: number;
  /** why, for the log (never shown to the uploader) */
  detail?: string;
}

export interface PdfInspectionLimits {
  /** all streams together may inflate to this many bytes */
  maxInflatedBytes: number;
  /** the worker's V8 heap (old generation); pdf-lib holds the object graph there */
  maxHeapMb: number;
  /** only stops a stuck parse: an ordinary PDF takes well under a second, also on a loaded machine */
  timeoutMs: number;
}

export const PDF_INSPECTION_LIMITS: PdfInspectionLimits = {
  maxInflatedBytes: 200 * 1024 * 1024,
  maxHeapMb: 192,
  timeoutMs: 30_000,
};

/** At most this many inspections at once; more wait their turn (each is a thread with its own heap). */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function takeTurn() {
  if (running < MAX_CONCURRENT) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

const WORKER_URL = new URL("./pdf-inspection-worker.mjs", import.meta.url);

function runWorker(bytes: Uint8Array, limits: PdfInspectionLimits): Promise<PdfInspection> {
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(WORKER_URL, {
      workerData: { bytes, maxInflatedBytes: limits.maxInflatedBytes },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    const settle = (inspection: PdfInspection) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(inspection);
    };
    const timer = setTimeout(
      () => settle({ verdict: "unreadable", inflatedBytes: 0, detail: `not inspected within ${limits.timeoutMs} ms` }),
      limits.timeoutMs,
    );
    worker.once("message", (message: PdfInspection) => settle(message));
    // ERR_WORKER_OUT_OF_MEMORY among others: the file cannot be read within the limits
    worker.once("error", (error) => settle({ verdict: "unreadable", inflatedBytes: 0, detail: String(error) }));
    worker.once("exit", (code) => settle({ verdict: "unreadable", inflatedBytes: 0, detail: `worker exited with ${code}` }));
  });
}

/** Inspects a PDF's bytes (left unchanged: the worker gets a copy). */
export async function inspectPdf(bytes: Uint8Array, limits: Partial<PdfInspectionLimits> = {}): Promise<PdfInspection> {
  await takeTurn();
  try {
    return await runWorker(bytes, { ...PDF_INSPECTION_LIMITS, ...limits });
  } finally {
    endTurn();
  }
}
