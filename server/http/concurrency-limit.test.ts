import net, { type AddressInfo } from "node:net";
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

describe("concurrencyLimit between tasks", () => {
  it("lets the event loop accept a connection between two tasks that never wait for I/O", async () => {
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const events: string[] = [];
    server.on("connection", () => events.push("connection"));
    const run = concurrencyLimit(4);
    // a page rendered from memory: CPU only, no await on I/O
    const busy = (i: number) => async () => {
      events.push(`task ${i}`);
      const until = performance.now() + 20;
      while (performance.now() < until);
    };
    const tasks = [0, 1, 2, 3, 4, 5].map((i) => run(busy(i)));
    // the kernel completes the handshake at once; the process must still accept it
    const client = net.connect((server.address() as AddressInfo).port, "127.0.0.1");
    client.on("error", () => {});
    await Promise.all(tasks);
    await new Promise((r) => setTimeout(r, 20));
    client.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // handed on directly (the old queue), all six tasks ran before the process looked at its sockets
    expect(events).toContain("connection");
    expect(events.indexOf("connection")).toBeLessThan(events.indexOf("task 5"));
    expect(events.filter((e) => e.startsWith("task"))).toEqual(["task 0", "task 1", "task 2", "task 3", "task 4", "task 5"]);
  });
});
