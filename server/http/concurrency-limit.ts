/**
 * At most `limit` tasks run at once; the others wait their turn, first come first served.
 * Server rendering is CPU-bound: running 64 renders side by side is no faster than running 4,
 * but holds 64 pages' worth of memory and makes every one of them late.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      // the slot passes straight to the next waiter, so `running` stays the same
      if (next) next();
      else running--;
    }
  };
}
