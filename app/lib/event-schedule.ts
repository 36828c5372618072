/**
 * Events against today's date (decisions.md "Content": a past event is never presented as
 * upcoming). Pure: the time comes from the caller (app/lib/clock.ts on the server).
 */

/** What the schedule needs of an event (app/content/event-listings.ts). */
export interface ScheduledEvent {
  startsAt: string;
  endsAt: string;
}

/** Before its start, from its start until its end, after its end. */
export type EventPhase = "upcoming" | "in-progress" | "past";

export function eventPhase(event: ScheduledEvent, now: Date): EventPhase {
  const time = now.getTime();
  if (time < Date.parse(event.startsAt)) return "upcoming";
  return time < Date.parse(event.endsAt) ? "in-progress" : "past";
}

/** Registration is open until the event starts. */
export function registrationOpen(event: ScheduledEvent, now: Date): boolean {
  return eventPhase(event, now) === "upcoming";
}

/**
 * The events still to come or under way, soonest first, and the ones that are over, most recent
 * first. An event under way stays with the upcoming ones (its date is today), registration closed.
 */
export function scheduleEvents<E extends ScheduledEvent>(events: readonly E[], now: Date): { upcoming: E[]; past: E[] } {
  const byStart = [...events].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return {
    upcoming: byStart.filter((event) => eventPhase(event, now) !== "past"),
    past: byStart.filter((event) => eventPhase(event, now) === "past").reverse(),
  };
}
