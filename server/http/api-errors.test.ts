import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isDatabaseUnreachable } from "./api-errors";

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
