import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCartSessionId } from "~/lib/cart-session";
import { hashPassword } from "../../server/auth/password";
import { createSession, hashToken } from "../../server/auth/session";
import { users } from "../../server/db/schema";
import { errorResponse, UNSTORABLE_TEXT_MESSAGE } from "../../server/http/api-errors";
import { cartRef, createLogger } from "../../server/logger";
import { createUser } from "../support/accounts";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// What the server writes to its log when the database refuses a query: before, the whole
// DrizzleQueryError, whose message, stack and `params` held every parameter (a new user's argon2id
// hash, cart ids, form fields). The errors here are real ones from PostgreSQL.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger(
    "info",
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { logger, text: () => lines.join("") };
}

async function failure(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the query was expected to fail");
}

describe("the log", () => {
  it("never shows a password hash from a failed insert's parameters", async () => {
    const passwordHash = await hashPassword("a-password-nobody-may-read");
    const error = await failure(() =>
      database.db.insert(users).values({ email: "nul@lab.example.org", firstName: "A\u0000", lastName: "B", company: "C", passwordHash }),
    );
    const { logger, text } = capturedLogger();
    logger.error({ err: error, reqId: "r1" }, "unhandled error");
    const line = text();
    expect(line).not.toContain(passwordHash);
    expect(line).not.toContain(passwordHash.split("$").at(-1)!);
    expect(line).not.toContain("nul@lab.example.org");
    expect(line).not.toMatch(/params|parameters/);
    expect(line).toContain("invalid byte sequence"); // the cause is still there
    expect(line).toContain("22021");
    expect(line).toContain('insert into \\"users\\"'); // and the SQL, with its placeholders
  });

  it("never shows a session token or a cart id, whatever field they are logged in", async () => {
    const { user } = await createUser(database.db, "approved");
    const { token } = await createSession(database.db, user.id);
    const cartId = newCartSessionId();
    const error = await failure(() => database.db.execute(sql`select hashtext(${`cart:${cartId}\u0000`}), ${hashToken(token)}::uuid`));
    const { logger, text } = capturedLogger();
    logger.error({ err: error }, "unhandled error");
    logger.warn({ error, sessionToken: token, sessionId: cartId, context: { token, sessionId: cartId, password: "typed" } }, "odd");
    logger.info({ method: "GET", path: `/api/cart/${cartId}`, status: 200 }, "request");
    const log = text();
    expect(log).not.toContain(token);
    expect(log).not.toContain(hashToken(token));
    expect(log).not.toContain(cartId);
    expect(log).not.toContain("typed");
    expect(log).toContain(`/api/cart/${cartRef(cartId)}`); // carts are told apart by a short hash
    expect(cartRef(cartId)).toMatch(/^cart#[0-9a-f]{12}$/);
  });
});

describe("the API's answer", () => {
  it("is a 400, never a 500, for a text the database refuses (a field validation missed)", async () => {
    const error = await failure(() => database.db.execute(sql`select ${"nul\u0000"}::text`));
    const app = new Hono().post("/api/x", () => {
      throw error;
    });
    app.onError((err, c) => errorResponse(c, err));
    const res = await app.request("/api/x", { method: "POST" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE, code: "validation_failed" });
  });
});
