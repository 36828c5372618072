import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/database";
import { hashPassword } from "../../auth/password";
import { DomainError } from "../../errors/domain-error";
import { resetPassword } from "./password-reset";

vi.mock("../../auth/password", () => ({ hashPassword: vi.fn(async () => "$argon2id$stub"), verifyPassword: vi.fn() }));

const WELL_FORMED_TOKEN = "A".repeat(43);

/** A database whose token look-up finds `rows`; the reset's transaction answers with `userId`. */
function databaseFinding(rows: unknown[], userId = "user-1") {
  const lookUp = { from: () => lookUp, where: () => lookUp, limit: async () => rows };
  return { select: () => lookUp, transaction: vi.fn(async () => userId) } as unknown as Db & { transaction: ReturnType<typeof vi.fn> };
}

describe("resetPassword's order of work", () => {
  beforeEach(() => vi.mocked(hashPassword).mockClear());

  it("refuses a link nobody issued with reset_link_invalid before the password is checked or hashed", async () => {
    const db = databaseFinding([]);
    // a password the policy refuses: were it checked first, the answer would name the password, not the link
    const error = await resetPassword(db, WELL_FORMED_TOKEN, "short").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 400, code: "reset_link_invalid" });
    expect(hashPassword).not.toHaveBeenCalled();
    expect(db.transaction).not.toHaveBeenCalled();
  });

  it("never hashes for a token of the wrong shape either", async () => {
    await expect(resetPassword(databaseFinding([]), "not-a-token", "a perfectly good passphrase")).rejects.toMatchObject({ code: "reset_link_invalid" });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it("checks and hashes the password only once the link is known to be usable", async () => {
    const db = databaseFinding([{ userId: "user-1", purpose: "password-reset", email: "ada@lab.example.org" }]);
    await expect(resetPassword(db, WELL_FORMED_TOKEN, "short")).rejects.toMatchObject({ status: 400, code: "validation_failed" });
    expect(hashPassword).not.toHaveBeenCalled();
    expect(await resetPassword(db, WELL_FORMED_TOKEN, "a perfectly good passphrase")).toBe("user-1");
    expect(hashPassword).toHaveBeenCalledWith("a perfectly good passphrase");
  });
});
