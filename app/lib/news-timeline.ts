/**
 * News against the calendar (decisions.md "Content": events and news are ordered and labelled
 * against today's date; a past event is never presented as upcoming). Pure: the day comes from
 * the caller (app/lib/today.ts), so the same rule runs in loaders and in tests at any date.
 */
import type { IsoDate } from "./today";

export interface DatedNews {
  /** The item's date, or an event's first day. */
  isoDate: IsoDate;
  /** Its badge when it is not about an event. */
  type: string;
  /** The event the item is about: first and last day, inclusive. */
  event?: { start: IsoDate; end: IsoDate };
}

export type EventPhase = "upcoming" | "ongoing" | "past";

/** Before the first day: upcoming; from the first to the last day: ongoing; after it: past. */
export function eventPhase(event: { start: IsoDate; end: IsoDate }, today: IsoDate): EventPhase {
  if (today < event.start) return "upcoming";
  return today <= event.end ? "ongoing" : "past";
}

export const EVENT_LABELS: Readonly<Record<EventPhase, string>> = {
  upcoming: "Upcoming Event",
  ongoing: "Happening Now",
  past: "Past Event",
};

/** The badge an item shows today: an event's phase, else its type. */
export function newsLabel(item: DatedNews, today: IsoDate): string {
  return item.event ? EVENT_LABELS[eventPhase(item.event, today)] : item.type;
}

const isAhead = (item: DatedNews, today: IsoDate) => item.event !== undefined && eventPhase(item.event, today) !== "past";
const newestFirst = (a: DatedNews, b: DatedNews) => (a.isoDate < b.isoDate ? 1 : a.isoDate > b.isoDate ? -1 : 0);
const soonestFirst = (a: DatedNews, b: DatedNews) => -newestFirst(a, b);

/**
 * The news page's order: events still to come or under way first, the soonest first (what a
 * reader can still act on), then the other news, the newest first, and last the events that are
 * over, the latest first (a past invitation is the least useful thing to lead with). Stable for
 * items of the same day.
 */
export function orderNews<T extends DatedNews>(items: readonly T[], today: IsoDate): T[] {
  const ahead = items.filter((item) => isAhead(item, today)).sort(soonestFirst);
  const news = items.filter((item) => !item.event).sort(newestFirst);
  const past = items.filter((item) => item.event && !isAhead(item, today)).sort(newestFirst);
  return [...ahead, ...news, ...past];
}

/**
 * The home page's latest news: the news page's order with one event ahead at most (the next one),
 * so that the few cards also show what is new (on May 26, 2025: the conference and the
 * application note, spec §1's pair).
 */
export function latestNews<T extends DatedNews>(items: readonly T[], today: IsoDate, count: number): T[] {
  const ordered = orderNews(items, today);
  const nextEvent = ordered.find((item) => isAhead(item, today));
  return ordered.filter((item) => item === nextEvent || !isAhead(item, today)).slice(0, count);
}

/** The items with the badge each shows today. */
export function labelled<T extends DatedNews>(items: readonly T[], today: IsoDate): (T & { label: string })[] {
  return items.map((item) => ({ ...item, label: newsLabel(item, today) }));
}
