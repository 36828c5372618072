/**
 * Robust outlier rule of the intact-mass tool: the modified z-score of Iglewicz and
 * Hoaglin (B. Iglewicz, D. C. Hoaglin, "How to Detect and Handle Outliers", ASQC Basic References
 * in Quality Control vol. 16, 1993):
 *
 *   M_i = 0.6745 · (x_i − x̃) / MAD,   MAD = median |x_i − x̃|,   outlier when |M_i| > 3.5
 *
 * 0.6745 is the 0.75 quantile of the standard normal distribution, so M_i is a z-score for normal
 * data. When more than half of the values are equal the MAD is 0; the mean absolute deviation
 * from the median then stands in, M_i = (x_i − x̃) / (1.253314 · MeanAD) (1.253314 = √(π/2), the
 * ratio of the standard deviation to the mean absolute deviation of a normal distribution, as
 * IBM SPSS Modeler computes the modified z-score when the MAD is 0). The NIST/SEMATECH
 * e-Handbook of Statistical Methods, §1.3.5.17, gives the same M_i and limit.
 */

export const MODIFIED_Z_FACTOR = 0.6745;
export const MODIFIED_Z_LIMIT = 3.5;
export const MEAN_AD_FACTOR = 1.253314;
/** The rule needs a median of at least 3 values to say which one stands out. */
export const MIN_VALUES_FOR_OUTLIERS = 3;

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export interface RobustCentre {
  readonly median: number;
  /** Median absolute deviation from the median. */
  readonly mad: number;
  /** What a deviation is divided by to give the modified z-score (MAD / 0.6745, or 1.253314 · MeanAD). */
  readonly scale: number;
}

/** Median, MAD and the scale of the modified z-score of `values` (scale 0 when all values are equal). */
export function robustCentre(values: readonly number[]): RobustCentre {
  const centre = median(values);
  const deviations = values.map((x) => Math.abs(x - centre));
  const mad = median(deviations);
  if (mad > 0) return { median: centre, mad, scale: mad / MODIFIED_Z_FACTOR };
  const meanAd = deviations.reduce((sum, d) => sum + d, 0) / (deviations.length || 1);
  return { median: centre, mad, scale: MEAN_AD_FACTOR * meanAd };
}

/** The modified z-score of x against a centre (0 when x equals the median, ±Infinity when the scale is 0 and x differs). */
export function modifiedZScore(x: number, centre: RobustCentre): number {
  const deviation = x - centre.median;
  if (deviation === 0) return 0;
  return centre.scale > 0 ? deviation / centre.scale : Math.sign(deviation) * Infinity;
}

export function isModifiedZOutlier(score: number): boolean {
  return Math.abs(score) > MODIFIED_Z_LIMIT;
}
