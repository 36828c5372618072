/**
 * At most `limit` tasks run at once; the others wait their turn, first come first served.
 * Server rendering is CPU-bound: running 64 renders side by side is no faster than running 4,
 * but holds 64 pages' worth of memory and makes every one of them late.
 *
 * Tasks start one per turn of the event loop (from `setImmediate`). A page whose data is in
 * memory renders in one stretch of promise callbacks, without waiting for any I/O; started
 * together, a queue of such renders ran back to back, and the event loop came back to its sockets
 * only every 100–500 ms. libuv accepts one new connection per turn, so under a burst of uncached
 * pages a new visitor (or a health check, or a cached page) waited 5 s for its connection to be
 * accepted. One start per turn keeps a turn to about one page's rendering.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  let startScheduled = false;
  const waiting: Array<() => void> = [];

  function scheduleStart() {
    if (startScheduled || waiting.length === 0 || running >= limit) return;
    startScheduled = true;
    setImmediate(startNext);
  }

  // scheduled only with a waiter and a free slot; until it runs, slots can only free up and
  // waiters only arrive
  function startNext() {
    startScheduled = false;
    running++;
    waiting.shift()!();
    scheduleStart();
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      scheduleStart();
    });
    try {
      return await task();
    } finally {
      running--;
      scheduleStart();
    }
  };
}
