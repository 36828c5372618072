import { describe, expect, it } from "vitest";
import { isCommonPassword, passwordProblem, registrationSchema } from "./password-policy.server";

describe("password policy", () => {
  it("refuses common and breached passwords in any case, also with digits or signs appended", () => {
    for (const common of ["qwerty123456", "1q2w3e4r5t6y", "Password1234", "QWERTYUIOP123", "sunshine2024!!", "football12345678", "iloveyou 2025"]) {
      expect(isCommonPassword(common), common).toBe(true);
      expect(passwordProblem(common), common).toBe("This password is too common. Please choose another.");
    }
    for (const fine of ["correct horse battery", "polonium-1898", "demo-customer-password", "admin-dev-password"]) {
      expect(passwordProblem(fine), fine).toBeNull();
    }
  });

  it("requires 12 characters (decisions.md supersedes the 8-character rule)", () => {
    expect(passwordProblem("eleven-char")).toBe("Password must be at least 12 characters");
    expect(passwordProblem("twelve-chars")).toBeNull();
  });

  it("shows registration why, on the password field", () => {
    const fields = { email: "a@lab.example.org", firstName: "A", lastName: "B", company: "C" };
    const common = registrationSchema.safeParse({ ...fields, password: "qwerty123456" });
    expect(common.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["password", "This password is too common. Please choose another."]]);
    const short = registrationSchema.safeParse({ ...fields, password: "short" });
    expect(short.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["password", "Password must be at least 12 characters"]]);
    expect(registrationSchema.safeParse({ ...fields, password: "correct horse battery" }).success).toBe(true);
    expect(registrationSchema.safeParse({ ...fields, password: "correct horse battery", role: "admin" }).success).toBe(false);
  });
});
