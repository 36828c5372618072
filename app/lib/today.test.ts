import { describe, expect, it } from "vitest";
import { calendarDay, isIsoDate, siteClock } from "./today";

describe("the site's today", () => {
  it("is the calendar day in US Eastern time, the company's business hours", () => {
    // 03:30 UTC on June 1 is still May 31 in New York (EDT, UTC-4)
    expect(calendarDay(new Date("2025-06-01T03:30:00Z"))).toBe("2025-05-31");
    expect(calendarDay(new Date("2025-06-01T04:30:00Z"))).toBe("2025-06-01");
    // in winter (EST, UTC-5)
    expect(calendarDay(new Date("2025-12-01T04:30:00Z"))).toBe("2025-11-30");
    expect(calendarDay(new Date("2025-12-01T04:30:00Z"), "UTC")).toBe("2025-12-01");
  });

  it("follows the real clock unless a day is fixed", () => {
    let now = new Date("2025-05-20T15:00:00Z");
    const clock = siteClock(undefined, () => now);
    expect(clock()).toBe("2025-05-20");
    now = new Date("2025-06-10T15:00:00Z");
    expect(clock()).toBe("2025-06-10");
    expect(siteClock("2024-01-02", () => now)()).toBe("2024-01-02");
  });

  it("accepts only real days written YYYY-MM-DD", () => {
    expect(isIsoDate("2025-06-01")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-6-1")).toBe(false);
    expect(isIsoDate("June 1, 2025")).toBe(false);
  });
});
