import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { useTestApp } from "../support/test-app";

// A capability token opens what it stands for (a quote, a guest's order, a password reset…): whoever
// reads the log must not be able to use one. Each kind of link is opened with a known token and the
// captured log is searched for it.
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const app = useTestApp({}, { logger: createLogger("info", capture) });

const knownToken = () => randomBytes(32).toString("base64url");
const QUOTE_ID = "5b0c7f3e-2d6a-4f43-9f3e-6a1c0d2b9e71";

/** Every way a token reaches the server, as a request (path and headers). */
const openings: Array<[string, (token: string) => [string, RequestInit?]]> = [
  ["a quote's link page", (t) => [`/quotes/view/${t}`]],
  // React Router matches paths in any case
  ["a quote's link page in other letters' case", (t) => [`/Quotes/VIEW/${t}`]],
  ["a guest's order confirmation page in capitals", (t) => [`/ORDERS/CONFIRMATION/${t}`]],
  ["a guest's order confirmation page", (t) => [`/orders/confirmation/${t}`]],
  ["a guest's order through the API", (t) => [`/api/order-confirmations/${t}`]],
  ["a guest's order PDF", (t) => [`/api/order-confirmations/${t}/pdf`]],
  ["a password reset link", (t) => [`/reset-password?token=${t}`]],
  ["an e-mail confirmation link", (t) => [`/confirm-email?token=${t}`]],
  ["a newsletter confirmation link", (t) => [`/newsletter/confirm?token=${t}`]],
  ["a newsletter unsubscribe link", (t) => [`/newsletter/unsubscribe?token=${t}`]],
  ["a quote's PDF link", (t) => [`/api/quotes/${QUOTE_ID}/pdf?token=${t}`]],
  ["the X-Quote-Token header", (t) => [`/api/quotes/${QUOTE_ID}`, { headers: { "X-Quote-Token": t } }]],
];

describe("the log and capability tokens", () => {
  it.each(openings)("writes no token of %s, and [redacted] where a path holds one", async (_kind, opening) => {
    const token = knownToken();
    const [path, init] = opening(token);
    lines.length = 0;
    await app.request(path, init);
    const log = lines.join("");
    expect(log).toContain('"msg":"request"');
    expect(log).not.toContain(token);
    if (!path.includes("?")) expect(log).not.toMatch(/"path":"[^"]*(view|confirmation|confirmations)\/[A-Za-z0-9_-]{43}/);
    if (path.startsWith("/quotes/view/") || path.includes("confirmation")) expect(log).toContain("/[redacted]");
  });

  it("writes an error's text and stack with its tokens as [redacted]", () => {
    const token = knownToken();
    const { logger, text } = capturedLogger();
    const error = new Error(`could not render http://localhost:3000/reset-password?token=${token}&step=2`, {
      cause: new Error(`fetch of /quotes/view/${token} failed`),
    });
    logger.error({ err: error, headers: { "x-quote-token": token }, quoteToken: { "X-Quote-Token": token } }, "page error");
    const line = text();
    expect(line).not.toContain(token);
    expect(line).toContain("/reset-password?token=[redacted]&step=2");
    expect(line).toContain("/quotes/view/[redacted]");
  });
});

function capturedLogger() {
  const out: string[] = [];
  const logger = createLogger(
    "info",
    new Writable({
      write(chunk, _encoding, done) {
        out.push(String(chunk));
        done();
      },
    }),
  );
  return { logger, text: () => out.join("") };
}
