/**
 * Capillary Volume tool (spec §5 "Tools", §9 "Tool formulas and tables").
 *
 *   V = π · r² · L      r = diameter / 2
 *
 * Inner diameter in micrometres, length in centimetres, result in nanolitres
 * (1 nL = 1e-12 m³) shown with 2 decimals and grouped thousands; below 0.01 nL in pL.
 */
import { formatGrouped, formatVolumeNl, parsePositiveNumber, round2, toolError, type QuantityText, type ToolResult } from "./tool-result";

export const CAPILLARY_INVALID_INPUT_TITLE = "Invalid Input";
export const CAPILLARY_INVALID_INPUT_MESSAGE = "Please enter valid positive numbers for diameter and length.";

/** HTML input hints (spec §5): min 1, step 0.1 for both fields. */
export const CAPILLARY_INPUT_HINTS = {
  diameterUm: { min: 1, step: 0.1 },
  lengthCm: { min: 1, step: 0.1 },
} as const;

/** Form values as typed by the user. */
export interface CapillaryVolumeInput {
  /** Inner diameter in µm. */
  readonly diameterUm: string;
  /** Capillary length in cm. */
  readonly lengthCm: string;
}

/** True-scale geometry for a drawing of the capillary. */
export interface CapillaryDrawing {
  readonly innerDiameterUm: number;
  readonly lengthCm: number;
  /** Length in µm (same unit as the diameter). */
  readonly lengthUm: number;
  /** Length ÷ inner diameter (both in µm): how many diameters fit along the capillary. */
  readonly aspectRatio: number;
  /** Inner diameter ÷ length: the bore height of a drawing whose length is 1. */
  readonly diameterToLength: number;
  /** Cross-section (lumen) area, µm². */
  readonly crossSectionAreaUm2: number;
}

export interface CapillaryVolumeData {
  readonly diameterUm: number;
  readonly lengthCm: number;
  readonly radiusM: number;
  readonly lengthM: number;
  readonly volumeM3: number;
  /** Volume in nL rounded to 2 decimals. */
  readonly volumeNl: number;
  /** Volume in nL with exactly 2 decimals and grouped thousands, e.g. "1,963.50". */
  readonly volumeNlText: string;
  /** The volume as shown: nL, or pL / fL below 0.01 nL ("1,963.50 nL", "4.91 pL"). */
  readonly volumeText: QuantityText;
  /** Volume in µL rounded to 2 decimals (convenience; 1 µL = 1000 nL). */
  readonly volumeUl: number;
  readonly drawing: CapillaryDrawing;
}

export type CapillaryVolumeResult = ToolResult<CapillaryVolumeData>;

const NL_PER_M3 = 1e12;

function invalid() {
  return toolError(CAPILLARY_INVALID_INPUT_TITLE, CAPILLARY_INVALID_INPUT_MESSAGE);
}

export function calculateCapillaryVolume(input: CapillaryVolumeInput): CapillaryVolumeResult {
  const diameterUm = parsePositiveNumber(input.diameterUm);
  const lengthCm = parsePositiveNumber(input.lengthCm);
  if (diameterUm === null || lengthCm === null) return invalid();

  const radiusM = (diameterUm * 1e-6) / 2;
  const lengthM = lengthCm / 100;
  const volumeM3 = Math.PI * radiusM * radiusM * lengthM;
  const volumeNlRaw = volumeM3 * NL_PER_M3;

  const lengthUm = lengthCm * 1e4;
  const aspectRatio = lengthUm / diameterUm;
  const diameterToLength = diameterUm / lengthUm;
  const crossSectionAreaUm2 = Math.PI * (diameterUm / 2) ** 2;
  // Astronomically large inputs overflow to Infinity: refuse rather than show "Infinity nL".
  if (![volumeM3, volumeNlRaw, lengthUm, aspectRatio, diameterToLength, crossSectionAreaUm2].every(Number.isFinite)) {
    return invalid();
  }

  return {
    ok: true,
    diameterUm,
    lengthCm,
    radiusM,
    lengthM,
    volumeM3,
    volumeNl: round2(volumeNlRaw),
    volumeNlText: formatGrouped(volumeNlRaw, 2),
    volumeText: formatVolumeNl(volumeNlRaw),
    volumeUl: round2(volumeNlRaw / 1000),
    drawing: {
      innerDiameterUm: diameterUm,
      lengthCm,
      lengthUm,
      aspectRatio,
      diameterToLength,
      crossSectionAreaUm2,
    },
  };
}

/** Pixel layout of a side view of the capillary, for an SVG of a given width. */
export interface CapillaryDrawingLayout {
  readonly lengthPx: number;
  /** Bore height at true scale (often far below one pixel: a capillary is thousands of diameters long). */
  readonly trueBorePx: number;
  /** Bore height actually drawn: the true height, raised to `minBorePx` when it would be invisible. */
  readonly borePx: number;
  /** borePx ÷ trueBorePx (1 when drawn to scale). Show it, e.g. "diameter exaggerated ×2,000". */
  readonly exaggeration: number;
  readonly toScale: boolean;
}

export function layoutCapillaryDrawing(drawing: CapillaryDrawing, widthPx: number, minBorePx = 2): CapillaryDrawingLayout {
  const lengthPx = Number.isFinite(widthPx) && widthPx > 0 ? widthPx : 0;
  const trueBorePx = lengthPx * drawing.diameterToLength;
  const minimum = Number.isFinite(minBorePx) && minBorePx > 0 ? minBorePx : 0;
  const borePx = Math.max(trueBorePx, minimum);
  const toScale = borePx === trueBorePx;
  const exaggeration = toScale || trueBorePx === 0 ? 1 : borePx / trueBorePx;
  return { lengthPx, trueBorePx, borePx, exaggeration: Number.isFinite(exaggeration) ? exaggeration : 1, toScale };
}

/** Plain text for the clipboard. */
export function capillaryVolumeCopyText(result: CapillaryVolumeData): string {
  return `Capillary volume: ${result.volumeText.text} (inner diameter ${result.diameterUm} µm, length ${result.lengthCm} cm)`;
}

/** Permalink: the inputs as query parameters, `diameter` (µm) and `length` (cm). */
export function capillaryVolumeLinkInputs(input: CapillaryVolumeInput): Record<string, string> {
  return { diameter: input.diameterUm.trim(), length: input.lengthCm.trim() };
}

/** The inputs a permalink carries ("" where absent), and whether they are complete enough to calculate at once. */
export function capillaryVolumeInputFromLink(query: URLSearchParams): { input: CapillaryVolumeInput; complete: boolean } {
  const input = { diameterUm: query.get("diameter")?.trim() ?? "", lengthCm: query.get("length")?.trim() ?? "" };
  return { input, complete: input.diameterUm !== "" && input.lengthCm !== "" };
}
