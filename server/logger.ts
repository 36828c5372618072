import { createHash } from "node:crypto";
import pino from "pino";

/**
 * JSON lines on standard output. Writes are asynchronous (coalesced while the socket is busy):
 * synchronous writes cost an eighth of the CPU under load. The server flushes it when it stops.
 *
 * The log never holds secrets or what a visitor typed into a query: errors are written by
 * `safeError` (no SQL parameters, which carry password hashes and form fields), fields named like
 * secrets are redacted wherever they are logged, and cart ids (which give access to a cart) appear
 * only as a short hash.
 */
export function createLogger(level: string, destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false })) {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: safeError, error: safeError, path: (path: unknown) => (typeof path === "string" ? hideCartIds(path) : path) },
      redact: { paths: REDACTED_PATHS, censor: (value, path) => (path.at(-1) === "sessionId" && typeof value === "string" ? cartRef(value) : "[redacted]") },
    },
    destination,
  );
}

const SECRET_FIELDS = ["password", "passwordHash", "password_hash", "token", "sessionToken", "sessionId", "cookie", "authorization", "params", "parameters"];
const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]);

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
  if (!(err instanceof Error)) return err === undefined || err === null ? err : { message: hideCartIds(String(err)) };
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
  return hideCartIds(params === -1 ? e.message : e.message.slice(0, params));
}

function stackOf(e: Error) {
  const stack = e.stack ?? `${e.name}: ${e.message}`;
  return hideCartIds(stack.replace(e.message, () => messageOf(e)).replace(PARAMS_IN_STACK, ""));
}
