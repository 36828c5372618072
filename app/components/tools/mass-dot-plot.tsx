import { useId } from "react";
import type { IntactMassData } from "~/tools/intact-mass";
import { useMeasuredWidth } from "./use-measured-width";

const HEIGHT = 240;
const MARGIN = { top: 14, right: 14, bottom: 40, left: 58 };
const MIN_LABEL_SPACING_PX = 46;

/** A 1-2-5 step at least as large as `value` (0.2, 0.5, 1, 2, 5, 10 ...). */
function niceStep(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const scaled = value / power;
  const factor = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10;
  return factor * power;
}

/**
 * Dot plot of the mass found from each charge state in the mean, as its difference from the mean,
 * with the mean as a dashed line and a band of ± 1 population standard deviation around it.
 * Outliers are red; excluded rows are left out (they would only stretch the scale).
 */
export function MassDotPlot({ result }: { result: IntactMassData }) {
  const [box, width] = useMeasuredWidth<HTMLDivElement>(640);
  const id = useId();
  const excludedCount = result.rows.filter((row) => row.excluded).length;
  const points = result.rows
    .filter((row) => !row.excluded)
    .sort((a, b) => a.charge - b.charge)
    .map((row) => ({ ...row, deviation: row.mass - result.averageMass }));
  const largest = Math.max(result.standardDeviation, ...points.map((p) => Math.abs(p.deviation)));
  const step = niceStep(largest > 0 ? (largest * 1.15) / 2 : 0.5);
  const range = 2 * step;
  const ticks = [-2, -1, 0, 1, 2].map((k) => k * step);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const tickFormat = new Intl.NumberFormat("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: "exceptZero",
  });

  // room for the longest tick label (about 6.5 px a character at 11 px) beside the axis title
  const left = Math.max(MARGIN.left, 30 + 6.5 * Math.max(...ticks.map((tick) => tickFormat.format(tick).length)));
  const plotWidth = Math.max(width - left - MARGIN.right, 40);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = (deviation: number) => MARGIN.top + plotHeight / 2 - (deviation / range) * (plotHeight / 2);
  const x = (index: number) => left + ((index + 0.5) * plotWidth) / points.length;
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotWidth / MIN_LABEL_SPACING_PX))));
  const bandTop = y(Math.min(result.standardDeviation, range));
  const bandBottom = y(-Math.min(result.standardDeviation, range));

  const description =
    `Mean ${result.averageMassText} Da, standard deviation ${result.standardDeviationText} Da. ` +
    points.map((p) => `z = ${p.charge}: ${p.massText} Da${p.outlier ? " (outlier)" : ""}`).join("; ") +
    ".";

  return (
    <figure>
      <div ref={box}>
        <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} width="100%" viewBox={`0 0 ${width} ${HEIGHT}`} className="block">
          <title id={`${id}-title`}>Mass from each charge state around the mean</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <rect x={left} y={bandTop} width={plotWidth} height={Math.max(bandBottom - bandTop, 0)} fill="#dbeafe" />
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? "none" : "#e2e8f0"} />
              <text x={left - 8} y={y(tick) + 4} fontSize={11} fill="#475569" textAnchor="end" className="tabular-nums">
                {tickFormat.format(tick)}
              </text>
            </g>
          ))}
          <line x1={left} x2={left + plotWidth} y1={y(0)} y2={y(0)} stroke="#1d4ed8" strokeWidth={1.5} strokeDasharray="6 4" />
          <text transform={`translate(14 ${MARGIN.top + plotHeight / 2}) rotate(-90)`} fontSize={11} fill="#475569" textAnchor="middle">
            Δ mass from mean (Da)
          </text>
          {points.map((point, index) => (
            <g key={point.index}>
              <line x1={x(index)} x2={x(index)} y1={y(0)} y2={y(point.deviation)} stroke="#94a3b8" />
              <circle cx={x(index)} cy={y(point.deviation)} r={5.5} fill={point.outlier ? "#b91c1c" : "#1d4ed8"} stroke="#fff" strokeWidth={2} />
              {index % labelEvery === 0 && (
                <text x={x(index)} y={HEIGHT - MARGIN.bottom + 18} fontSize={11} fill="#475569" textAnchor="middle">
                  z = {point.charge}
                </text>
              )}
            </g>
          ))}
          <text x={left + plotWidth / 2} y={HEIGHT - 4} fontSize={11} fill="#475569" textAnchor="middle">
            Charge state
          </text>
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-primary" aria-hidden /> Mass from one charge state
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="w-4 border-t-2 border-dashed border-primary" aria-hidden /> Mean {result.averageMassText} Da
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-4 bg-blue-100" aria-hidden /> ± 1 SD ({result.standardDeviationText} Da)
        </span>
        {points.some((p) => p.outlier) && (
          <span className="inline-flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-full bg-red-700" aria-hidden /> Outlier
          </span>
        )}
        {excludedCount > 0 && <span>{excludedCount === 1 ? "1 excluded row not shown" : `${excludedCount} excluded rows not shown`}</span>}
      </figcaption>
    </figure>
  );
}
