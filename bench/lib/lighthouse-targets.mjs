// Lighthouse's targets for a page, and what they become on a machine too slow to judge them.
//
// Lighthouse simulates a phone by multiplying the CPU time it observes by 4, so performance and
// TBT follow the machine. The framework floor (an empty React Router page) measured in the same run
// says how slow the machine is: when even it blocks for more than `slowFloorTbtMs`, the absolute
// performance and TBT targets say more about the machine than about the page, and they are judged
// against the floor instead: a page may lose to the floor what the target allows a page to lose to
// a perfect score (performance ≥ floor − (100 − target)) and add to the floor's TBT what the
// target allows (TBT ≤ floor + target). Accessibility, best practices, SEO and CLS do not depend
// on the CPU and stay absolute.

export const LIGHTHOUSE_TARGETS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.01, tbt: 100, slowFloorTbtMs: 50 };

/**
 * The performance and TBT limits for one preset, given the floor's figures of that preset in this
 * run (null when the floor was not measured: the absolute targets then).
 */
export function lighthouseLimits(floor, t = LIGHTHOUSE_TARGETS) {
  const slow = floor != null && Number.isFinite(floor.tbt) && floor.tbt > t.slowFloorTbtMs;
  if (!slow) return { slow: false, performance: t.performance, tbt: t.tbt, performanceText: `≥ ${t.performance}`, tbtText: `≤ ${t.tbt} ms` };
  const performance = Math.min(t.performance, (floor.performance ?? 100) - (100 - t.performance));
  const tbt = Math.round(floor.tbt) + t.tbt;
  return {
    slow: true,
    performance,
    tbt,
    performanceText: `≥ ${performance} (floor ${floor.performance} − ${100 - t.performance})`,
    tbtText: `≤ ${tbt} ms (floor ${Math.round(floor.tbt)} + ${t.tbt})`,
    note: `the machine is too slow to judge Lighthouse's performance and TBT targets as they stand: the framework floor's TBT was ${Math.round(floor.tbt)} ms (over ${t.slowFloorTbtMs} ms), so they are judged against the floor (performance ≥ floor − ${100 - t.performance}, TBT ≤ floor + ${t.tbt} ms)`,
  };
}
