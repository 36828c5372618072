import { describe, expect, it } from "vitest";
import { isDomainError } from "../errors/domain-error";
import { renderQueue } from "./render-queue";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("render queue", () => {
  it("runs at most `concurrency` jobs, lets `maxWaiting` wait in order, and refuses the rest at once", async () => {
    const queue = renderQueue({ concurrency: 2, maxWaiting: 2 });
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const results = gates.map((gate, i) =>
      queue
        .run(async () => {
          started.push(i);
          await gate.promise;
          return i;
        })
        .catch((e: unknown) => e),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });
    expect(isDomainError(await results[4], "render_queue_full")).toBe(true);

    gates[1].resolve();
    expect(await results[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    gates[0].resolve();
    gates[2].resolve();
    gates[3].resolve();
    expect(await Promise.all(results.slice(0, 4))).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the turn of a job that fails", async () => {
    const queue = renderQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error("bad image")))).rejects.toThrow("bad image");
    expect(await queue.run(async () => "next")).toBe("next");
  });
});
