import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { PO_REQUIRED_MESSAGE } from "~/lib/order-number";
import { DomainError, notAllowed, notSignedIn, rateLimited, recordNotFoundError, requirePoNumber, validationFailed } from "../errors/domain-error";
import { codeForStatus, errorResponse, formRefusal, isDatabaseUnavailable, isDatabaseUnreachable, pageErrorResponse, pageRefusal } from "./api-errors";

const wrapped = (code: string) => Object.assign(new Error("Failed query: select …"), { cause: Object.assign(new Error("PostgreSQL said no"), { code }) });

describe("database failures", () => {
  it("a database that cannot be reached (down, restarting, frozen, no connection to be had) is unreachable and unavailable (503)", () => {
    for (const error of [
      wrapped("57P01"),
      wrapped("57P03"),
      wrapped("08006"),
      wrapped("ECONNREFUSED"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(true);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
  });

  it("an overloaded one (statement or lock timeout, too many connections) is unavailable (503) but reachable: it still takes writes", () => {
    for (const code of ["57014", "55P03", "53300"]) {
      expect(isDatabaseUnavailable(wrapped(code))).toBe(true);
      expect(isDatabaseUnreachable(wrapped(code))).toBe(false);
    }
  });

  it("a failed statement is neither", () => {
    expect(isDatabaseUnavailable(wrapped("23505"))).toBe(false);
    expect(isDatabaseUnreachable(new Error("boom"))).toBe(false);
  });
});

describe("one mapping from a refusal to an answer", () => {
  /** The answer of a Hono app whose route throws `error`, on /api and on a page. */
  async function answerTo(error: unknown, path = "/api/thing") {
    const app = new Hono();
    app.all("*", () => {
      throw error;
    });
    app.onError((err, c) => (c.req.path.startsWith("/api/") ? errorResponse(c, err) : pageErrorResponse(c, err)));
    const res = await app.request(path);
    const type = res.headers.get("Content-Type") ?? "";
    return { status: res.status, type, retryAfter: res.headers.get("Retry-After"), body: type.includes("json") ? await res.json() : await res.text() };
  }

  it("answers a DomainError with its status and JSON {message, code}, errors per field and Retry-After when it has them", async () => {
    expect(await answerTo(new DomainError(409, "Lot L-1 already exists", { code: "lot_exists" }))).toMatchObject({
      status: 409,
      type: "application/json",
      retryAfter: null,
      body: { message: "Lot L-1 already exists", code: "lot_exists" },
    });
    expect(await answerTo(validationFailed("Name is required", { name: "Name is required" }))).toMatchObject({
      status: 400,
      body: { message: "Name is required", code: "validation_failed", errors: { name: "Name is required" } },
    });
    expect(await answerTo(rateLimited("Too many tries", 30))).toMatchObject({ status: 429, retryAfter: "30", body: { code: "rate_limited" } });
  });

  it("gives the common conditions their common codes", async () => {
    expect((await answerTo(recordNotFoundError("quote"))).body).toEqual({ message: "Quote not found", code: "quote_not_found" });
    expect(await answerTo(notSignedIn())).toMatchObject({ status: 401, body: { message: "Please sign in first", code: "not_signed_in" } });
    expect(await answerTo(notAllowed())).toMatchObject({ status: 403, body: { code: "not_allowed" } });
    expect(() => requirePoNumber(false, null)).not.toThrow();
    expect(() => requirePoNumber(true, "PO-1")).not.toThrow();
    expect(await answerTo(catchError(() => requirePoNumber(true, "")))).toMatchObject({
      status: 422,
      body: { message: PO_REQUIRED_MESSAGE, code: "po_required" },
    });
  });

  it("gives hono's own refusals, an unavailable database, unstorable text and anything unexpected a code too", async () => {
    expect(await answerTo(new HTTPException(413))).toMatchObject({ status: 413, body: { message: "Request body is too large", code: "body_too_large" } });
    expect(await answerTo(new HTTPException(400, { message: "Malformed JSON in request body" }))).toMatchObject({
      status: 400,
      body: { message: "Malformed JSON in request body", code: "validation_failed" },
    });
    expect(await answerTo(wrapped("57P01"))).toMatchObject({ status: 503, retryAfter: "5", body: { code: "service_unavailable" } });
    expect(await answerTo(wrapped("22021"))).toMatchObject({ status: 400, body: { code: "validation_failed" } });
    // a bug's own words stay in the log
    expect(await answerTo(new TypeError("cannot read properties of undefined (reading 'id')"))).toEqual({
      status: 500,
      type: "application/json",
      retryAfter: null,
      body: { message: "Something went wrong on our side. Please try again.", code: "internal_error" },
    });
  });

  it("answers a page's refusal as its message in text with its status, and anything else as a plain 500", async () => {
    expect(await answerTo(new DomainError(413, "Request body is too large", { code: "body_too_large" }), "/contact")).toMatchObject({
      status: 413,
      body: "Request body is too large",
    });
    expect(await answerTo(new Error("boom"), "/contact")).toMatchObject({ status: 500, body: "Internal Server Error" });
  });

  it("hands route actions and loaders the refusal to show, and throws anything else on", () => {
    const refused = recordNotFoundError("address");
    expect(formRefusal(refused)).toBe(refused);
    const bug = new Error("boom");
    expect(() => formRefusal(bug)).toThrow(bug);
    const response = pageRefusal(notAllowed(), { "Cache-Control": "private, no-store" });
    expect(response.init).toMatchObject({ status: 403, headers: { "Cache-Control": "private, no-store" } });
    expect(response.data).toEqual({ message: "You do not have permission to do this", code: "not_allowed" });
  });

  it("names a status that came without a code", () => {
    expect([400, 401, 403, 404, 413, 415, 429, 503, 502, 418].map(codeForStatus)).toEqual([
      "validation_failed",
      "not_signed_in",
      "not_allowed",
      "not_found",
      "body_too_large",
      "unsupported_media_type",
      "rate_limited",
      "service_unavailable",
      "internal_error",
      "request_failed",
    ]);
  });
});

function catchError(work: () => void): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}
