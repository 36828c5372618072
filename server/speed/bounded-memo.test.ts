import { describe, expect, it } from "vitest";
import { boundedMemo } from "./bounded-memo";

describe("bounded memo", () => {
  it("computes a value once per key while it is remembered", () => {
    const memo = boundedMemo<number>(10);
    let made = 0;
    expect(memo.get("a", () => ++made)).toBe(1);
    expect(memo.get("a", () => ++made)).toBe(1);
    expect(made).toBe(1);
  });

  it("holds at most its bound, forgetting the least recently used first", () => {
    const memo = boundedMemo<string>(2);
    memo.get("a", () => "a");
    memo.get("b", () => "b");
    memo.get("a", () => "a again"); // a use: b is now the least recent
    memo.get("c", () => "c");
    expect(memo.size()).toBe(2);
    expect(memo.has("a")).toBe(true);
    expect(memo.has("b")).toBe(false);
    expect(memo.get("b", () => "b made again")).toBe("b made again");
  });

  it("keeps memory flat however many keys are asked for", () => {
    const memo = boundedMemo<number[]>(64);
    for (let i = 0; i < 10_000; i++) memo.get(`account:${i}`, () => [i]);
    expect(memo.size()).toBe(64);
  });
});
