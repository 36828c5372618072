import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency-limit";

const tick = () => new Promise((r) => setTimeout(r, 1));

describe("concurrencyLimit", () => {
  it("runs at most `limit` tasks at once, in arrival order, and passes results and errors through", async () => {
    const run = concurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      active++;
      peak = Math.max(peak, active);
      await tick();
      active--;
      if (i === 3) throw new Error("task 3 failed");
      return i * 10;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => run(task(i))));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([0, 10, 20, "task 3 failed", 40, 50]);
    // the slots are free again afterwards
    expect(await Promise.all([run(async () => 1), run(async () => 2), run(async () => 3)])).toEqual([1, 2, 3]);
  });
});
