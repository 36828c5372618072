import { createHash } from "node:crypto";
import pino from "pino";

/**
 * JSON lines on standard output. Writes are asynchronous (coalesced while the socket is busy):
 * synchronous writes cost an eighth of the CPU under load. The server flushes it when it stops.
 *
 * The log never holds secrets or what a visitor typed into a query: errors are written by
 * `safeError` (no SQL parameters, which carry password hashes and form fields), fields named like
 * secrets are redacted wherever they are logged, capability tokens (a link's token in a path, a
 * `?token=` or the X-Quote-Token header) are written as [redacted] in paths and error texts, and
 * cart ids (which give access to a cart) appear only as a short hash.
 */
export function createLogger(level: string, destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false })) {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: safeError, error: safeError, path: (path: unknown) => (typeof path === "string" ? hideSecrets(path) : path) },
      redact: { paths: REDACTED_PATHS, censor: (value, path) => (path.at(-1) === "sessionId" && typeof value === "string" ? cartRef(value) : "[redacted]") },
    },
    destination,
  );
}

const SECRET_FIELDS = [
  "password",
  "passwordHash",
  "password_hash",
  "token",
  "sessionToken",
  "sessionId",
  "cookie",
  "authorization",
  "params",
  "parameters",
  '["x-quote-token"]',
  '["X-Quote-Token"]',
];
const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => [field, field.startsWith("[") ? `*${field}` : `*.${field}`]);

/*
 * Capability tokens: whoever holds one opens what it stands for, so no log line may hold one. In a
 * path: a quote's link (/quotes/view/<token>), a guest's order (/orders/confirmation/<token>,
 * /api/order-confirmations/<token>[/pdf]) and an invitation (/invitations/<token>,
 * /api/invitations/<token>[/accept]). In a query: `token=` of reset, confirmation, newsletter
 * and quote-PDF links.
 */
// in any case: React Router matches /Quotes/View/<token> as it matches /quotes/view/<token>
const TOKEN_IN_PATH = /(\/(?:quotes\/view|orders\/confirmation|api\/order-confirmations|invitations)\/)[^/?#\s"'<>]+/gi;
const TOKEN_IN_QUERY = /([?&](?:amp;)?token=)[^&#\s"'<>]+/gi;

/** `text` with every capability token in it written as [redacted]. */
export function hideTokens(text: string) {
  return text.replace(TOKEN_IN_PATH, "$1[redacted]").replace(TOKEN_IN_QUERY, "$1[redacted]");
}

/** `text` as a log line may hold it: no capability tokens, cart ids only as their hash. */
export function hideSecrets(text: string) {
  return hideCartIds(hideTokens(text));
}

const CART_ID = /cart_\d{10,16}_[a-z0-9]{16,64}/g;

/** A cart id stands for its holder's cart: the log gets a short hash that tells carts apart, nothing more. */
export function cartRef(cartId: string) {
  return `cart#${createHash("sha256").update(cartId).digest("hex").slice(0, 12)}`;
}

export function hideCartIds(text: string) {
  return text.replace(CART_ID, cartRef);
}

/** What is kept of an error besides its message and stack: codes and names, never values. */
const ERROR_FIELDS = ["code", "errno", "syscall", "status", "statusCode", "responseCode", "command", "severity", "constraint", "table", "column", "routine"];

/**
 * An error as the log shows it: type, message and stack of it and its causes, and the fields that
 * name what failed. Drizzle puts the query's parameters into its message ("Failed query: …\nparams:
 * a,b,$argon2id$…") and both Drizzle and pg errors carry them (and `detail`, with the row's values)
 * as properties: only the SQL text with its placeholders is kept.
 */
export function safeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err === undefined || err === null ? err : { message: hideSecrets(String(err)) };
  const chain: Error[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < 5 && !chain.includes(e); e = e.cause) chain.push(e);
  const logged: Record<string, unknown> = {
    type: err.constructor?.name ?? err.name,
    message: chain.map(messageOf).join(": "),
    stack: chain.map((e, i) => (i ? "caused by: " : "") + stackOf(e)).join("\n"),
  };
  for (const e of chain) {
    for (const field of ERROR_FIELDS) {
      const value = (e as unknown as Record<string, unknown>)[field];
      if (logged[field] === undefined && (typeof value === "string" || typeof value === "number")) logged[field] = value;
    }
  }
  return logged;
}

const PARAMS_IN_STACK = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

function messageOf(e: Error) {
  const params = e.message.indexOf("\nparams: ");
  return hideSecrets(params === -1 ? e.message : e.message.slice(0, params));
}

function stackOf(e: Error) {
  const stack = e.stack ?? `${e.name}: ${e.message}`;
  return hideSecrets(stack.replace(e.message, () => messageOf(e)).replace(PARAMS_IN_STACK, ""));
}
