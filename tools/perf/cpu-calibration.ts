/**
 * Lighthouse's CPU slowdown for a machine of a given `benchmarkIndex` (Lighthouse's own measure of the host's speed,
 * in every report's `environment`), so that a run stands for the same phone as the default 4x on Lighthouse's
 * reference machine. The mapping is the one Lighthouse's throttling guide (docs/throttling.md, "CPU throttling")
 * points to, its CPU throttling calculator: piecewise linear, 1x at 150, 2x at 800, 3x at 1,300, 4x at 1,533 and
 * one more per 233 above. Ours because Lighthouse ships the rule as a web page, not as a function.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
