import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script of the benchmark, without types
import { LIGHTHOUSE_TARGETS, lighthouseLimits } from "../../bench/lib/lighthouse-targets.mjs";

describe("Lighthouse's targets (bench/lib/lighthouse-targets.mjs)", () => {
  it("stand as they are when the framework floor blocks for 50 ms or less", () => {
    for (const floor of [{ performance: 100, tbt: 11 }, { performance: 99, tbt: 50 }, null]) {
      expect(lighthouseLimits(floor)).toMatchObject({ slow: false, performance: 98, tbt: 100 });
    }
  });

  it("are judged against the floor when the floor itself blocks for longer, and the run says so", () => {
    const limits = lighthouseLimits({ performance: 95, tbt: 180.4 });
    expect(limits).toMatchObject({ slow: true, performance: 93, tbt: 280 });
    expect(limits.performanceText).toBe("≥ 93 (floor 95 − 2)");
    expect(limits.tbtText).toBe("≤ 280 ms (floor 180 + 100)");
    expect(limits.note).toContain("framework floor's TBT was 180 ms");
  });

  it("never become stricter than the absolute targets", () => {
    expect(lighthouseLimits({ performance: 100, tbt: 60 }).performance).toBe(LIGHTHOUSE_TARGETS.performance);
  });
});
