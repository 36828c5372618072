/** Thrown by a full queue: the caller answers 503 instead of letting waiters pile up. */
export class QueueFullError extends Error {
  constructor() {
    super("render queue full");
  }
}

/**
 * At most `concurrency` jobs run at once and at most `maxWaiting` wait for a turn, first come first
 * served; a job that finds the waiting list full is refused at once with QueueFullError.
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
      else if (waiting.length >= maxWaiting) throw new QueueFullError();
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
