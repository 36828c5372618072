/**
 * "Now" for whatever the site shows or allows by date (events: upcoming or past, registration open
 * or closed). The server reads it once per request and hands it to the page through the loader, so
 * the page and its hydration agree. Tests set it with APP_CLOCK_NOW, which server/config.ts accepts
 * only when APP_ENV=test (docs/decisions/025-event-registration-and-newsletter.md).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at `at`. */
export function fixedClock(at: Date): Clock {
  const time = at.getTime();
  return { now: () => new Date(time) };
}

/**
 * An ISO 8601 date ("2025-09-01", read as midnight UTC) or date-time with an offset or Z; null for
 * anything else.
 */
export function parseClockOverride(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(text)) return null;
  const at = new Date(text);
  // a real calendar day: Date rolls 2025-02-30 over to March 2
  const day = text.slice(0, 10);
  if (Number.isNaN(at.getTime()) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return null;
  return at;
}

/** The day a test's override names when it is a bare date ("2025-05-26"): the site's "today" is then that day in every time zone (app/lib/today.ts). */
export function fixedDayOf(appEnv: string, override: string | undefined): string | undefined {
  return appEnv === "test" && override && /^\d{4}-\d{2}-\d{2}$/.test(override) && parseClockOverride(override) ? override : undefined;
}

/** The clock of a process: stopped at the override in tests, the system's otherwise. */
export function clockFor(appEnv: string, override: string | undefined): Clock {
  if (appEnv !== "test" || !override) return systemClock;
  const at = parseClockOverride(override);
  return at ? fixedClock(at) : systemClock;
}
