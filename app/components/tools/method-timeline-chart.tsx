import { useId } from "react";
import type { GeneratedMethod } from "~/tools/cr3520-method";
import type { AnalysisStep } from "~/tools/cr3520-rules";
import { useMeasuredWidth } from "./use-measured-width";

const AXIS_HEIGHT = 26;
const RIGHT_PADDING = 10;
/** Wide charts put the step names in a column left of the bars; narrow ones above each bar. */
const WIDE_LABEL_WIDTH = 138;
const MIN_WIDE_WIDTH = 480;
/** Rough width of one character of the 11 px labels, to decide whether a label fits inside its bar. */
const CHAR_WIDTH = 6.4;
/** A tick label this close to the last one ("60 min") is left out rather than overlapped. */
const MIN_TICK_LABEL_GAP = 56;

/** Chart labels for the five fixed steps of the analysis sequence (their full names are in the table). */
const SHORT_STEP_NAMES: Readonly<Record<number, string>> = {
  1: "Rinse",
  2: "Sample load",
  3: "Focusing",
  4: "Mobilisation + MS",
  5: "Regeneration",
};

const MS_COLOR = "#0f766e";
const STEP_COLOR = "#1d4ed8";

interface RowLayout {
  readonly height: number;
  readonly barTop: number;
  readonly barHeight: number;
  /** Baseline of the step name, relative to the row. */
  readonly labelY: number;
}

const WIDE_ROW: RowLayout = { height: 34, barTop: 7, barHeight: 20, labelY: 21 };
const NARROW_ROW: RowLayout = { height: 44, barTop: 20, barHeight: 18, labelY: 13 };

/** Horizontal bar chart (a Gantt chart) of the analysis sequence: each step's start, duration and settings. */
export function MethodTimelineChart({ method }: { method: GeneratedMethod }) {
  const [box, width] = useMeasuredWidth<HTMLDivElement>(640);
  const id = useId();
  const wide = width >= MIN_WIDE_WIDTH;
  const row = wide ? WIDE_ROW : NARROW_ROW;
  const total = method.timelineMin;
  const trackStart = wide ? WIDE_LABEL_WIDTH : 0;
  const trackWidth = Math.max(width - trackStart - RIGHT_PADDING, 60);
  const x = (minutes: number) => trackStart + (minutes / total) * trackWidth;
  const chartHeight = method.sequence.length * row.height;
  const height = chartHeight + AXIS_HEIGHT;
  const tickStep = total <= 30 ? 5 : 10;
  const ticks = Array.from({ length: Math.floor(total / tickStep) + 1 }, (_, i) => i * tickStep);
  if (ticks[ticks.length - 1] !== total) ticks.push(total);

  const description =
    `Total run time ${total} minutes. ` +
    method.sequence
      .map(
        (s) =>
          `Step ${s.step}, ${s.name}: ${s.startMin} to ${s.endMin} min, ${s.pressurePsi} psi, ${s.voltageKv} kV${s.msAcquisition ? ", MS acquisition" : ""}`,
      )
      .join(". ") +
    ".";

  return (
    <figure>
      <div ref={box}>
        <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} width="100%" viewBox={`0 0 ${width} ${height}`} className="block">
          <title id={`${id}-title`}>{`Method timeline, ${total} min`}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={x(tick)} x2={x(tick)} y1={0} y2={chartHeight} stroke="#e2e8f0" />
              {(tick === total || x(total) - x(tick) >= MIN_TICK_LABEL_GAP) && (
                <text
                  x={x(tick)}
                  y={chartHeight + 17}
                  fontSize={11}
                  fill="#475569"
                  textAnchor={tick === 0 && !wide ? "start" : tick === total ? "end" : "middle"}
                >
                  {tick === total ? `${tick} min` : tick}
                </text>
              )}
            </g>
          ))}
          {method.sequence.map((step, index) => (
            <StepBar key={step.step} step={step} top={index * row.height} row={row} x={x} width={width} showDetail={wide} />
          ))}
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-4 rounded-sm bg-primary" aria-hidden /> Capillary step
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-4 rounded-sm bg-accent" aria-hidden /> MS acquisition
        </span>
        <span>Total run time {total} min</span>
      </figcaption>
    </figure>
  );
}

function StepBar({
  step,
  top,
  row,
  x,
  width,
  showDetail,
}: {
  step: AnalysisStep;
  top: number;
  row: RowLayout;
  x: (minutes: number) => number;
  width: number;
  showDetail: boolean;
}) {
  const barX = x(step.startMin);
  const barWidth = Math.max(x(step.endMin) - barX, 2);
  const barY = top + row.barTop;
  const textY = barY + row.barHeight / 2 + 4;
  const detail = `${step.durationMin} min · ${step.pressurePsi} psi · ${step.voltageKv} kV`;
  const short = `${step.durationMin} min`;
  const fits = (text: string, room: number) => text.length * CHAR_WIDTH + 12 <= room;
  const inside = showDetail && fits(detail, barWidth) ? detail : fits(short, barWidth) ? short : null;
  const outside = inside ? null : showDetail ? detail : short;
  const roomAfter = width - RIGHT_PADDING - (barX + barWidth);
  const after = outside !== null && fits(outside, roomAfter);
  return (
    <g>
      <text x={0} y={top + row.labelY} fontSize={12} fill="#0f172a">
        <tspan fontWeight={600} fill="#475569">
          {step.step}
        </tspan>{" "}
        {SHORT_STEP_NAMES[step.step] ?? step.name}
      </text>
      <rect x={barX} y={barY} width={barWidth} height={row.barHeight} rx={4} fill={step.msAcquisition ? MS_COLOR : STEP_COLOR} />
      {inside && (
        <text x={barX + 6} y={textY} fontSize={11} fill="#fff">
          {inside}
        </text>
      )}
      {outside && (
        <text x={after ? barX + barWidth + 6 : barX - 6} y={textY} fontSize={11} fill="#475569" textAnchor={after ? "start" : "end"}>
          {outside}
        </text>
      )}
    </g>
  );
}
