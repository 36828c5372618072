/**
 * The site's "today": the calendar day against which dated content (news, events) is ordered and
 * labelled. Pages that show dated content read it on the server, in their loader, from
 * `context.services.today()` (server/create-services.ts), and pass the day to what they draw, so
 * the browser never works it out again from its own clock (the hydrated page would disagree with
 * the server's HTML around midnight, or in another time zone). Tests set the day with
 * APP_CLOCK_NOW (app/lib/clock.ts), which the server accepts only when APP_ENV=test: a bare date there
 * is that day, a date-time is the day it falls on in the company's time zone.
 */

/** A calendar day, "YYYY-MM-DD" (ISO 8601); such strings sort in date order. */
export type IsoDate = string;

/** The company's business hours are US Eastern time (contact page), so its day is Eastern too. */
export const SITE_TIME_ZONE = "America/New_York";

/** The calendar day `now` falls on in `timeZone`. */
export function calendarDay(now: Date, timeZone: string = SITE_TIME_ZONE): IsoDate {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: "year" | "month" | "day") => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** True for a real calendar day written as YYYY-MM-DD (not 2025-02-30). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The site's clock: a fixed day when one is configured (tests), else the calendar day of the moment asked. */
export function siteClock(fixedDay?: IsoDate, now: () => Date = () => new Date()): () => IsoDate {
  return fixedDay ? () => fixedDay : () => calendarDay(now());
}
