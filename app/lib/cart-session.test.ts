import { describe, expect, it } from "vitest";
import { cartStep, isCartSessionId, newCartSessionId } from "./cart-session";

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

describe("the browser's cart and who is signed in (decision 016)", () => {
  const anon = { id: "cart_1700000000000_abcdefghijklmnop", owner: null };
  const ofA = { id: "cart_1700000000000_aaaaaaaaaaaaaaaa", owner: "user-a" };
  const a = { id: "user-a", mayBuy: true };
  const b = { id: "user-b", mayBuy: true };

  it("forgets an account's cart when its user signed out or someone who cannot buy signs in", () => {
    expect(cartStep(null, ofA)).toBe("forget");
    expect(cartStep({ id: "user-p", mayBuy: false }, ofA)).toBe("forget");
    expect(cartStep(null, anon)).toBe("keep");
  });

  it("keeps the account's own cart and asks for the account's cart otherwise, merging only an anonymous one", () => {
    expect(cartStep(a, ofA)).toBe("keep");
    expect(cartStep(null, { id: ofA.id, owner: "user-a" })).toBe("forget");
    expect(cartStep(b, ofA)).toEqual({ adopt: null });
    expect(cartStep(a, anon)).toEqual({ adopt: anon.id });
    expect(cartStep(a, { id: null, owner: null })).toEqual({ adopt: null });
  });
});
