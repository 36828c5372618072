import { useId } from "react";
import { lazyNumberFormat } from "~/lib/lazy-intl";
import { type CapillaryDrawing, layoutCapillaryDrawing } from "~/tools/capillary-volume";
import { useMeasuredWidth } from "./use-measured-width";

const PADDING_X = 12;
/** Below this the bore would be invisible: it is drawn this tall and the exaggeration is stated. */
const MIN_BORE_PX = 14;
/** Short, wide capillaries are drawn shorter rather than taller than this. */
const MAX_BORE_PX = 56;
const WALL_PX = 3;
const MIN_PLUG_PX = 2;
/** A short plug also gets a drawing of the inlet end, enlarged at least this much. */
const MIN_ZOOM_FACTOR = 2;
/** The enlarged inlet end is about this many plug lengths long. */
const ZOOM_PLUG_LENGTHS = 4;

const COLORS = { wall: "#b45309", liquid: "#3b82f6", buffer: "#e0f2fe", plug: "#0f766e", text: "#475569", rule: "#94a3b8" };

const lengthFormat = lazyNumberFormat("en-US", { maximumFractionDigits: 3 });
const factorFormat = lazyNumberFormat("en-US", { maximumSignificantDigits: 2 });

/** The 1-2-5 value at or above `value` (0.2, 0.5, 1, 2, 5, 10 ...). */
function niceCeil(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const scaled = value / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

export interface CapillaryPlug {
  /** Share of the capillary length the plug fills, 0–1. */
  readonly fraction: number;
  readonly label: string;
}

/**
 * Side view of a capillary, its length to scale across the drawing. The bore is drawn at true scale
 * when that is visible, otherwise raised to a visible height, and the caption says by how much.
 * Without a plug the whole bore is filled (capillary volume). With one, a sample plug sits at the
 * inlet; a short plug also gets an enlarged drawing of the inlet end, itself to scale along its length.
 */
export function CapillarySideView({ drawing, plug, title }: { drawing: CapillaryDrawing; plug?: CapillaryPlug; title: string }) {
  const [box, width] = useMeasuredWidth<HTMLDivElement>(640);
  const id = useId();
  const available = Math.max(width - 2 * PADDING_X, 1);
  const drawnLength = drawing.diameterToLength > 0 ? Math.min(available, MAX_BORE_PX / drawing.diameterToLength) : available;
  const layout = layoutCapillaryDrawing(drawing, drawnLength, MIN_BORE_PX);
  if (!Number.isFinite(layout.borePx) || !Number.isFinite(layout.lengthPx)) return null;

  const x0 = PADDING_X;
  const x1 = x0 + layout.lengthPx;
  const plugFraction = plug ? Math.min(Math.max(plug.fraction, 0), 1) : 1;
  const plugPx = Math.max(plugFraction * layout.lengthPx, MIN_PLUG_PX);
  const plugWidened = plug !== undefined && plugFraction * layout.lengthPx < MIN_PLUG_PX;

  const zoomCandidateCm = plug && plugFraction > 0 ? niceCeil(plugFraction * drawing.lengthCm * ZOOM_PLUG_LENGTHS) : null;
  const zoomCm = zoomCandidateCm !== null && zoomCandidateCm <= drawing.lengthCm / MIN_ZOOM_FACTOR ? zoomCandidateCm : null;
  const zoomFraction = zoomCm === null ? 0 : zoomCm / drawing.lengthCm;

  const outletLabel = zoomCm === null ? "Outlet" : `Outlet, ${lengthFormat.format(drawing.lengthCm)} cm`;
  const labelsShareRow = !plug || plug.label.length * 7 + outletLabel.length * 6.5 + 16 <= layout.lengthPx;
  const tubeTop = labelsShareRow ? 30 : 44;
  const tubeHeight = layout.borePx + 2 * WALL_PX;
  const tubeBottom = tubeTop + tubeHeight;
  const zoomTop = tubeBottom + 40;
  const rulerY = (zoomCm === null ? tubeBottom : zoomTop + tubeHeight) + 12;
  const height = rulerY + 26;
  const rulerLengthCm = zoomCm ?? drawing.lengthCm;
  const tickFractions = width < 420 ? [0, 0.5, 1] : [0, 0.25, 0.5, 0.75, 1];

  const scaleText = layout.toScale
    ? `Drawn to scale: ${lengthFormat.format(drawing.lengthCm)} cm long, ${lengthFormat.format(drawing.innerDiameterUm)} µm bore.`
    : `Length to scale (${lengthFormat.format(drawing.lengthCm)} cm). The ${lengthFormat.format(drawing.innerDiameterUm)} µm bore is ` +
      `exaggerated ×${factorFormat.format(layout.exaggeration)} so it can be seen: at true scale it would be ` +
      `${factorFormat.format(layout.trueBorePx)} px high, as the capillary is ${lengthFormat.format(Math.round(drawing.aspectRatio))} times longer than it is wide.`;
  const zoomText =
    zoomCm === null
      ? ""
      : ` Below, the first ${lengthFormat.format(zoomCm)} cm of the inlet end, enlarged ×${factorFormat.format(1 / zoomFraction)} along its length.`;
  const plugText = plugWidened ? ` ${zoomCm === null ? "The" : "In the upper drawing the"} plug is widened to ${MIN_PLUG_PX} px so it stays visible.` : "";
  const wallText = " The brown wall (polyimide coating) is schematic.";
  const description = (plug ? `${plug.label} at the inlet of the capillary. ` : "Capillary filled over its whole length. ") + scaleText + zoomText;

  return (
    <figure>
      <div ref={box}>
        <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} width="100%" viewBox={`0 0 ${width} ${height}`} className="block">
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {plug ? (
            <g>
              {/* a leader to a plug; a capillary filled end to end (flushed) needs none */}
              {plugFraction < 1 && <line x1={x0 + plugPx / 2} y1={18} x2={x0 + plugPx / 2} y2={tubeTop - 2} stroke={COLORS.plug} strokeWidth={1.5} />}
              <text x={x0} y={13} fontSize={12} fontWeight={600} fill={COLORS.plug}>
                {plug.label}
              </text>
            </g>
          ) : (
            <text x={x0} y={18} fontSize={12} fill={COLORS.text}>
              Inlet
            </text>
          )}
          <text x={x1} y={labelsShareRow ? (plug ? 13 : 18) : 29} fontSize={12} fill={COLORS.text} textAnchor="end">
            {outletLabel}
          </text>
          <Tube x={x0} y={tubeTop} length={layout.lengthPx} bore={layout.borePx} fill={plug ? COLORS.buffer : COLORS.liquid} plugPx={plug ? plugPx : 0} />
          {zoomCm !== null && (
            <g>
              <rect
                x={x0 - 2}
                y={tubeTop - 3}
                width={Math.max(zoomFraction * layout.lengthPx, plugPx) + 4}
                height={tubeHeight + 6}
                fill="none"
                stroke={COLORS.text}
                strokeDasharray="3 2"
              />
              <line x1={x0 - 2} y1={tubeBottom + 3} x2={x0 - 2} y2={zoomTop - 3} stroke={COLORS.rule} strokeDasharray="3 2" />
              <line
                x1={x0 + Math.max(zoomFraction * layout.lengthPx, plugPx) + 2}
                y1={tubeBottom + 3}
                x2={x1}
                y2={zoomTop - 3}
                stroke={COLORS.rule}
                strokeDasharray="3 2"
              />
              <text x={x0 + 6} y={zoomTop - 8} fontSize={11} fill={COLORS.text}>
                Inlet end, enlarged ×{factorFormat.format(1 / zoomFraction)}
              </text>
              <Tube
                x={x0}
                y={zoomTop}
                length={layout.lengthPx}
                bore={layout.borePx}
                fill={COLORS.buffer}
                plugPx={Math.max((plugFraction / zoomFraction) * layout.lengthPx, MIN_PLUG_PX)}
              />
            </g>
          )}
          <line x1={x0} y1={rulerY} x2={x1} y2={rulerY} stroke={COLORS.rule} />
          {tickFractions.map((fraction) => {
            const x = x0 + fraction * layout.lengthPx;
            const anchor = fraction === 0 ? "start" : fraction === 1 ? "end" : "middle";
            return (
              <g key={fraction}>
                <line x1={x} y1={rulerY} x2={x} y2={rulerY + 5} stroke={COLORS.rule} />
                <text x={x} y={rulerY + 18} fontSize={11} fill={COLORS.text} textAnchor={anchor}>
                  {lengthFormat.format(fraction * rulerLengthCm)} cm
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-2 text-xs leading-relaxed text-muted">
        {scaleText}
        {zoomText}
        {plugText}
        {wallText}
      </figcaption>
    </figure>
  );
}

/** A length of capillary: the coated wall, the bore filled with `fill`, and an optional sample plug from the left end. */
function Tube({ x, y, length, bore, fill, plugPx }: { x: number; y: number; length: number; bore: number; fill: string; plugPx: number }) {
  return (
    <g>
      <rect x={x} y={y} width={length} height={bore + 2 * WALL_PX} rx={Math.min(3, bore / 2 + WALL_PX)} fill={COLORS.wall} />
      <rect x={x} y={y + WALL_PX} width={length} height={bore} fill={fill} />
      {plugPx > 0 && <rect x={x} y={y + WALL_PX} width={Math.min(plugPx, length)} height={bore} fill={COLORS.plug} />}
    </g>
  );
}
