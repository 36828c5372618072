import { DomainError } from "../errors/domain-error";

/** Thrown by a full queue, 503 `render_queue_full`: the caller answers it instead of letting waiters pile up. */
export const queueFull = () => new DomainError(503, "render queue full", { code: "render_queue_full", retryAfter: 1 });

/**
 * At most `concurrency` jobs run at once and at most `maxWaiting` wait for a turn, first come first
 * served; a job that finds the waiting list full is refused at once with 503 `render_queue_full`.
 *
 * Image rendering (sharp) runs on libuv's worker threads, as password hashing (@node-rs/argon2) and
 * file-system calls do: 4 threads by default. Unbounded, 16 requests for new image variants held
 * every thread, and a sign-in waited for the images (13.6 s). Bounded, rendering holds at most
 * `concurrency` threads and the queue's memory stays fixed.
 */
export function renderQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length >= maxWaiting) throw queueFull();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** jobs running and waiting now */
    get size() {
      return { running, waiting: waiting.length };
    },
  };
}
