import { describe, expect, it } from "vitest";
import { isCartSessionId, newCartSessionId } from "./cart-session";

describe("cart session ids (spec §3)", () => {
  it("are 'cart_' + a timestamp + a random string", () => {
    const before = Date.now();
    const id = newCartSessionId();
    const [prefix, timestamp, random] = id.split("_");
    expect(prefix).toBe("cart");
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    expect(random).toMatch(/^[a-z0-9]{32}$/);
    expect(isCartSessionId(id)).toBe(true);
  });

  it("come from the secure random source and do not repeat", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newCartSessionId()));
    expect(ids.size).toBe(1000);
    let called = 0;
    newCartSessionId((b) => (called++, b.fill(7)));
    expect(called).toBe(1);
  });

  it("refuse anything else", () => {
    for (const bad of [
      "",
      "cart_",
      "cart_123_abc",
      "session_1700000000000_abcdefghijklmnop",
      "cart_1700000000000_ABCDEFGHIJKLMNOP",
      "cart_1700000000000_abcdefghijklmnop'; drop table",
      null,
      42,
    ]) {
      expect(isCartSessionId(bad)).toBe(false);
    }
  });
});
