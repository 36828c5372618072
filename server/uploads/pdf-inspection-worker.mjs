// @ts-check
/**
 * Inspects one uploaded PDF on a worker thread (decision 036); started by pdf-inspection.ts, which
 * gives it a memory limit and a wall clock. Plain JavaScript beside its TypeScript caller, so that
 * the same file runs from the sources (tests, development) and beside the bundled server (the build
 * copies it next to build/server-main.js).
 *
 * pdf-lib parses the object graph; it leaves content streams encoded. Every stream is then measured:
 * Node's zlib inflates each Flate stream and only the length of what comes out is kept, against one
 * budget for the whole file. A file whose streams would inflate to more than the budget is a bomb
 * for whoever opens it ("expands"); one with JavaScript or a Launch action is refused ("script");
 * anything pdf-lib cannot read within these limits is "unreadable".
 *
 * workerData: { bytes: Uint8Array, maxInflatedBytes: number }
 * posts: { verdict: "ok" | "expands" | "script" | "unreadable", inflatedBytes: number, detail?: string }
 */
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import zlib from "node:zlib";

// pdf-lib's own (CommonJS) modules, so that the parser's classes and names are the ones compared below
const require = createRequire(import.meta.url);
const { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } = require("pdf-lib");
const ByteStream = require("pdf-lib/cjs/core/parser/ByteStream").default;
const Stream = require("pdf-lib/cjs/core/streams/Stream").default;
const LZWStream = require("pdf-lib/cjs/core/streams/LZWStream").default;
const RunLengthStream = require("pdf-lib/cjs/core/streams/RunLengthStream").default;
const Ascii85Stream = require("pdf-lib/cjs/core/streams/Ascii85Stream").default;
const AsciiHexStream = require("pdf-lib/cjs/core/streams/AsciiHexStream").default;

/** A stream decoded in memory on the way to the next filter (or an object stream pdf-lib decodes) stays below this. */
const INTERMEDIATE_MAX_BYTES = 64 * 1024 * 1024;

// the parser warns about every damaged object; the verdict is what matters, not the noise in the server's log
console.warn = () => {};
console.log = () => {};

/** @typedef {Error & { verdict: "expands" | "script" | "unreadable" }} Refusal the inspection's verdict on a document it refuses, thrown to end the inspection */

/** @param {Refusal["verdict"]} verdict @param {string} detail @returns {Refusal} */
const refusalOf = (verdict, detail) => Object.assign(new Error(detail), { verdict });

/** @param {unknown} error @returns {error is Refusal} */
const isRefusal = (error) => error instanceof Error && "verdict" in error;

const names = {
  Filter: PDFName.of("Filter"),
  DecodeParms: PDFName.of("DecodeParms"),
  EarlyChange: PDFName.of("EarlyChange"),
  JS: PDFName.of("JS"),
  JavaScript: PDFName.of("JavaScript"),
  Launch: PDFName.of("Launch"),
  S: PDFName.of("S"),
};
const FLATE = new Set([PDFName.of("FlateDecode"), PDFName.of("Fl")]);
const LZW = new Set([PDFName.of("LZWDecode"), PDFName.of("LZW")]);
const RUN_LENGTH = new Set([PDFName.of("RunLengthDecode"), PDFName.of("RL")]);
const ASCII85 = new Set([PDFName.of("ASCII85Decode"), PDFName.of("A85")]);
const ASCII_HEX = new Set([PDFName.of("ASCIIHexDecode"), PDFName.of("AHx")]);

const budget = { max: Number(workerData.maxInflatedBytes), used: 0 };
const remaining = () => Math.max(0, budget.max - budget.used);

/** @param {number} bytes */
function spend(bytes) {
  budget.used += bytes;
  if (budget.used > budget.max) throw refusalOf("expands", `streams inflate to more than ${budget.max} bytes`);
}

/** Over a limit: beyond the file's budget the file expands; below it, it is more than we read (unreadable). @param {number} limit */
const overLimit = (limit) =>
  limit >= remaining()
    ? refusalOf("expands", `streams inflate to more than ${budget.max} bytes`)
    : refusalOf("unreadable", "a stream decodes to more than we read");

/** A stream's filters and their parameters, in order. @param {any} dict */
function filtersOf(dict) {
  const filter = dict.lookup(names.Filter);
  const parms = dict.lookup(names.DecodeParms);
  if (filter instanceof PDFName) return [{ name: filter, parms }];
  if (filter instanceof PDFArray) {
    return filter.asArray().map((_, i) => ({
      name: filter.lookup(i),
      parms: parms instanceof PDFArray ? parms.lookup(i) : undefined,
    }));
  }
  return [];
}

/** Inflates in memory, at most `limit` bytes. Damaged data gives what came out before the damage. @param {Uint8Array} data @param {number} limit */
function inflateAtMost(data, limit) {
  try {
    return zlib.inflateSync(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(1, limit + 1) });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError) throw overLimit(limit);
    return new Uint8Array(0);
  }
}

/** How many bytes a Flate stream inflates to, counted as they come out and never kept. @param {Uint8Array} data @param {number} limit */
function countInflated(data, limit) {
  return new Promise((resolve, reject) => {
    const inflate = zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 });
    let count = 0;
    let settled = false;
    /** @param {() => void} settle */
    const once = (settle) => {
      if (settled) return;
      settled = true;
      settle();
    };
    inflate.on("data", (/** @type {Buffer} */ chunk) => {
      count += chunk.length;
      if (count > limit) {
        inflate.destroy();
        once(() => reject(overLimit(limit)));
      }
    });
    inflate.on("end", () => once(() => resolve(count)));
    // damaged data: what came out before the damage is what a reader would get
    inflate.on("error", () => once(() => resolve(count)));
    inflate.end(data);
  });
}

/** Decodes with pdf-lib's decoder for the older filters, a block at a time, at most `limit` bytes. @param {any} filter @param {any} parms @param {Uint8Array} data @param {number} limit */
function decodeAtMost(filter, parms, data, limit) {
  const source = new Stream(data);
  let decoder;
  if (LZW.has(filter)) {
    const early = parms instanceof PDFDict ? parms.lookup(names.EarlyChange) : undefined;
    decoder = new LZWStream(source, undefined, early instanceof PDFNumber ? early.asNumber() : 1);
  } else if (RUN_LENGTH.has(filter)) decoder = new RunLengthStream(source);
  else if (ASCII85.has(filter)) decoder = new Ascii85Stream(source);
  else decoder = new AsciiHexStream(source);
  while (!decoder.eof) {
    decoder.readBlock();
    if (decoder.bufferLength > limit) throw overLimit(limit);
  }
  return decoder.buffer.subarray(0, decoder.bufferLength);
}

const decodable = (/** @type {any} */ filter) => LZW.has(filter) || RUN_LENGTH.has(filter) || ASCII85.has(filter) || ASCII_HEX.has(filter);

/**
 * The bytes a stream decodes to, through its filters in order. The last Flate filter is counted
 * (`countLast`), the others decoded within the intermediate limit; image codecs (DCT, JPX, CCITT,
 * JBIG2) end the chain: their data counts as it is.
 * @param {any} dict @param {Uint8Array} contents @param {(data: Uint8Array, limit: number) => number | Promise<number>} countLast
 */
async function measure(dict, contents, countLast) {
  const filters = filtersOf(dict);
  let data = contents;
  for (const [i, { name, parms }] of filters.entries()) {
    const limit = Math.min(remaining(), INTERMEDIATE_MAX_BYTES);
    if (FLATE.has(name)) {
      if (i === filters.length - 1) return countLast(data, remaining());
      data = inflateAtMost(data, limit);
    } else if (decodable(name)) data = decodeAtMost(name, parms, data, limit);
    else break;
  }
  return data.length;
}

/** The same, synchronously, for the streams pdf-lib itself decodes while parsing (object and cross-reference streams). @param {any} dict @param {Uint8Array} contents */
function measureNow(dict, contents) {
  let data = contents;
  for (const { name, parms } of filtersOf(dict)) {
    const limit = Math.min(remaining(), INTERMEDIATE_MAX_BYTES);
    if (FLATE.has(name)) data = inflateAtMost(data, limit);
    else if (decodable(name)) data = decodeAtMost(name, parms, data, limit);
    else break;
  }
  return data.length;
}

/**
 * pdf-lib decodes object streams and cross-reference streams while it parses, in memory and
 * without a limit: each is measured first, and a refusal is kept here, because the parser
 * swallows errors in objects it then tries to read another way.
 * @type {Refusal | null}
 */
let refusedWhileParsing = null;
const decodeForParser = ByteStream.fromPDFRawStream;
ByteStream.fromPDFRawStream = (/** @type {any} */ raw) => {
  try {
    spend(measureNow(raw.dict, raw.contents));
  } catch (error) {
    refusedWhileParsing ??= isRefusal(error) ? error : refusalOf("unreadable", String(error));
    throw refusedWhileParsing;
  }
  return decodeForParser(raw);
};

/**
 * JavaScript or a Launch action anywhere in the file: a /JS entry (JavaScript and Rendition
 * actions), an action whose /S is /JavaScript or /Launch (in /OpenAction, /AA, annotations, form
 * fields, outlines), or the /JavaScript name tree of the catalogue's /Names. Indirect objects are
 * all visited by the caller; this walks one object's direct parts.
 * @param {any} context @param {any} root
 */
function scriptIn(context, root) {
  const stack = [root];
  while (stack.length > 0) {
    const object = stack.pop();
    if (object instanceof PDFRawStream) stack.push(object.dict);
    else if (object instanceof PDFArray) stack.push(...object.asArray());
    else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        if (key === names.JS || key === names.JavaScript) return `a /${key === names.JS ? "JS" : "JavaScript"} entry`;
        if (key === names.S) {
          const action = value instanceof PDFRef ? context.lookup(value) : value;
          if (action === names.JavaScript || action === names.Launch) return `a ${action === names.Launch ? "Launch" : "JavaScript"} action`;
        }
        stack.push(value);
      }
    }
  }
  return null;
}

async function inspect() {
  const bytes = /** @type {Uint8Array} */ (workerData.bytes);
  let document;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, parseSpeed: Infinity });
  } catch (error) {
    throw refusedWhileParsing ?? refusalOf("unreadable", `pdf-lib: ${String(error)}`);
  }
  if (refusedWhileParsing) throw refusedWhileParsing;
  // an encrypted file's streams cannot be measured without its key
  if (document.isEncrypted) throw refusalOf("unreadable", "encrypted");
  try {
    if (document.getPageCount() < 1) throw new Error("no pages");
  } catch (error) {
    throw refusalOf("unreadable", String(error));
  }
  const { context } = document;
  for (const [, object] of context.enumerateIndirectObjects()) {
    const script = scriptIn(context, object);
    if (script) throw refusalOf("script", script);
  }
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) spend(await measure(object.dict, object.contents, countInflated));
  }
}

try {
  await inspect();
  parentPort?.postMessage({ verdict: "ok", inflatedBytes: budget.used });
} catch (error) {
  const refusal = isRefusal(error) ? error : refusalOf("unreadable", String(error));
  parentPort?.postMessage({ verdict: refusal.verdict, inflatedBytes: budget.used, detail: refusal.message });
}
