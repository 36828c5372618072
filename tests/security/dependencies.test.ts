import fs from "node:fs";
import { describe, expect, it } from "vitest";

const versionOf = (pkg: string) => JSON.parse(fs.readFileSync(`node_modules/${pkg}/package.json`, "utf8")).version as string;
const atLeast = (version: string, minimum: string) => {
  const a = version.split(".").map(Number);
  const b = minimum.split(".").map(Number);
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
};

describe("dependencies", () => {
  it("use a Hono with the body-limit fix (4.9.7 or newer)", () => {
    expect(atLeast(versionOf("hono"), "4.9.7")).toBe(true);
  });

  it("use argon2id parameters at least OWASP's minimum", async () => {
    const { ARGON2_OPTIONS } = await import("../../server/auth/password");
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(ARGON2_OPTIONS.timeCost).toBeGreaterThanOrEqual(2);
    expect(ARGON2_OPTIONS.parallelism).toBeGreaterThanOrEqual(1);
    expect(ARGON2_OPTIONS.algorithm).toBe(2); // Argon2id
  });
});
