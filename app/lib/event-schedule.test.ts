import { describe, expect, it } from "vitest";
import { events, findEvent } from "~/content/event-listings";
import { clockFor, fixedClock, parseClockOverride, systemClock } from "./clock";
import { eventPhase, registrationOpen, scheduleEvents } from "./event-schedule";

const sanDiego = findEvent("san-diego-vendor-tour-2025")!;
const at = (iso: string) => new Date(iso);
const slugs = (list: readonly { slug: string }[]) => list.map((event) => event.slug);

describe("event schedule (decisions.md 'Content is time-aware')", () => {
  it("keeps the San Diego vendor tour of spec §9 on 4 Sept 2025, 09:00–16:00 local time", () => {
    expect(sanDiego.date).toBe("September 4, 2025");
    expect(sanDiego.location).toBe("San Diego, California, USA");
    expect(at(sanDiego.startsAt).toISOString()).toBe("2025-09-04T16:00:00.000Z");
  });

  it("names the phase of an event: upcoming until its start, in progress until its end, then past", () => {
    expect(eventPhase(sanDiego, at("2025-09-04T15:59:59Z"))).toBe("upcoming");
    expect(eventPhase(sanDiego, at("2025-09-04T16:00:00Z"))).toBe("in-progress");
    expect(eventPhase(sanDiego, at("2025-09-04T22:59:59Z"))).toBe("in-progress");
    expect(eventPhase(sanDiego, at("2025-09-04T23:00:00Z"))).toBe("past");
  });

  it("closes registration once the event has started", () => {
    expect(registrationOpen(sanDiego, at("2025-09-04T15:59:59Z"))).toBe(true);
    expect(registrationOpen(sanDiego, at("2025-09-04T16:00:00Z"))).toBe(false);
    expect(registrationOpen(sanDiego, at("2026-11-27T12:00:00Z"))).toBe(false);
  });

  it("on 27 Nov 2026 lists the 2027 events as upcoming, soonest first, and San Diego as past", () => {
    const { upcoming, past } = scheduleEvents(events, at("2026-11-27T09:00:00Z"));
    expect(slugs(upcoming)).toEqual(["charge-variant-webinar-2027", "boston-vendor-tour-2027"]);
    expect(slugs(past)).toEqual(["san-diego-vendor-tour-2025"]);
  });

  it("before 4 Sept 2025 lists every event as upcoming", () => {
    const { upcoming, past } = scheduleEvents(events, at("2025-09-01T00:00:00Z"));
    expect(slugs(upcoming)).toEqual(["san-diego-vendor-tour-2025", "charge-variant-webinar-2027", "boston-vendor-tour-2027"]);
    expect(past).toEqual([]);
  });

  it("keeps an event under way with the upcoming ones, and lists past events most recent first", () => {
    const { upcoming, past } = scheduleEvents(events, at("2027-01-21T16:30:00Z"));
    expect(slugs(upcoming)).toEqual(["charge-variant-webinar-2027", "boston-vendor-tour-2027"]);
    const later = scheduleEvents(events, at("2027-06-01T00:00:00Z"));
    expect(later.upcoming).toEqual([]);
    expect(slugs(later.past)).toEqual(["boston-vendor-tour-2027", "charge-variant-webinar-2027", "san-diego-vendor-tour-2025"]);
    expect(past).toHaveLength(1);
  });

  it("never shows a past date under upcoming, whatever the day", () => {
    for (let day = Date.parse("2025-08-01"); day < Date.parse("2027-04-01"); day += 86_400_000 / 4) {
      const now = new Date(day);
      for (const event of scheduleEvents(events, now).upcoming) expect(Date.parse(event.endsAt)).toBeGreaterThan(now.getTime());
    }
  });

  it("gives every event a unique slug, an end after its start and a programme with times", () => {
    expect(new Set(slugs(events)).size).toBe(events.length);
    for (const event of events) {
      expect(event.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Date.parse(event.endsAt)).toBeGreaterThan(Date.parse(event.startsAt));
      expect(event.agenda.length).toBeGreaterThan(0);
      for (const item of event.agenda) expect(item.time).toMatch(/^\d{2}:\d{2}$/);
    }
  });
});

describe("clock", () => {
  it("stops at the override only in tests", () => {
    expect(clockFor("test", "2025-09-01").now().toISOString()).toBe("2025-09-01T00:00:00.000Z");
    expect(clockFor("test", "2025-09-04T17:00:00-07:00").now().toISOString()).toBe("2025-09-05T00:00:00.000Z");
    expect(clockFor("production", "2025-09-01")).toBe(systemClock);
    expect(clockFor("development", "2025-09-01")).toBe(systemClock);
    expect(clockFor("test", undefined)).toBe(systemClock);
  });

  it("reads ISO dates and date-times with an offset, nothing else", () => {
    expect(parseClockOverride("2026-11-27")?.toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(parseClockOverride("2026-11-27T10:30Z")?.toISOString()).toBe("2026-11-27T10:30:00.000Z");
    for (const bad of ["yesterday", "2026-13-40", "2026-11-27T10:30", "1700000000000", ""]) expect(parseClockOverride(bad), bad).toBeNull();
  });

  it("a fixed clock does not move", () => {
    const clock = fixedClock(new Date("2026-11-27T00:00:00Z"));
    const first = clock.now();
    first.setFullYear(1999);
    expect(clock.now().toISOString()).toBe("2026-11-27T00:00:00.000Z");
  });
});
