/**
 * The CPU slowdown Lighthouse applies, calibrated to the machine it runs on, so that every run
 * emulates the same mid-tier phone whether CI lands on a fast core or a busy one.
 *
 * Why: Lighthouse's simulated throttling multiplies this machine's own main-thread task lengths by
 * a constant (4× by default), which turns a high-end desktop into a mid-tier phone. On a slower or
 * busier host the same 4× emulates a slower phone than intended, and the largest paint of a page
 * moved from 1.1 s to over 1.5 s between two runs of one build. Lighthouse's docs on throttling
 * ("Calibrating the CPU slowdown") tell to lower the multiplier on a weaker host, from the host's
 * benchmarkIndex; the anchor points below are those of Lighthouse's CPU slowdown calculator
 * (lighthouse-cpu-throttling-calculator.vercel.app): a benchmarkIndex of 150 maps to 1×, 800 to 2×,
 * 1,300 to 3×, and every 233 above 1,300 adds 1× (1,533 → 4×, Lighthouse's default).
 */

/**
 * benchmarkIndex → multiplier, joined by straight lines; past the last point the slope goes on.
 * @type {Array<[number, number]>}
 */
const ANCHORS = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/** Below this benchmarkIndex the host is slower than the phone being emulated. */
export const SLOWEST_HOST = 150;

/**
 * The CPU slowdown multiplier that makes a host with this benchmarkIndex emulate Lighthouse's
 * mid-tier phone.
 * @param {number} benchmarkIndex Lighthouse's benchmarkIndex of the host (its computeBenchmarkIndex)
 * @returns {number} the multiplier, at least 1 (a host slower than the phone is not sped up)
 * @throws {RangeError} when benchmarkIndex is not a positive number
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`benchmarkIndex must be a positive number, not ${benchmarkIndex}`);
  }
  if (benchmarkIndex <= SLOWEST_HOST) return 1;
  const found = ANCHORS.findIndex(([index]) => index >= benchmarkIndex);
  // Past the last anchor, the last segment's slope goes on.
  const upper = found === -1 ? ANCHORS.length - 1 : found;
  const [lowIndex, lowMultiplier] = /** @type {[number, number]} */ (ANCHORS[upper - 1]);
  const [highIndex, highMultiplier] = /** @type {[number, number]} */ (ANCHORS[upper]);
  const slope = (highMultiplier - lowMultiplier) / (highIndex - lowIndex);
  return lowMultiplier + (benchmarkIndex - lowIndex) * slope;
}

/**
 * The median of a few numbers (the host's benchmark readings: one reading alone ranged 986–2,504
 * on one machine within minutes).
 * @param {number[]} values at least one
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}
