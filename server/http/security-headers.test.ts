import { describe, expect, it } from "vitest";
import { newNonce } from "./security-headers";

describe("newNonce", () => {
  it("gives 16 random bytes in base64, never the same twice, across refills of its pool", () => {
    const nonces = Array.from({ length: 5000 }, newNonce); // 80 kB: the 4 kB pool is refilled about 20 times
    expect(nonces.every((n) => /^[A-Za-z0-9+/]{22}==$/.test(n) && Buffer.from(n, "base64").length === 16)).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
    // every byte value turns up: the bytes are not a constant or a short cycle
    const bytes = new Set(nonces.flatMap((n) => [...Buffer.from(n, "base64")]));
    expect(bytes.size).toBe(256);
  });
});
