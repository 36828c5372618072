import { describe, expect, it } from "vitest";
import { groupThousands } from "./number-text";

describe("groupThousands", () => {
  it("writes whole numbers as toLocaleString('en-US') does", () => {
    for (const n of [0, 7, 10, 999, 1000, 5000, 12345, 999999, 1000000, 1234567890, -1, -1000, -1234567, Number.MAX_SAFE_INTEGER]) {
      expect(groupThousands(n)).toBe(n.toLocaleString("en-US"));
    }
  });
});
