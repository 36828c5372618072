/**
 * CR3520 cIEF-MS Method Assistant (spec §2 "Tools", §3 "Protein types", §4, §5, §9).
 *
 * Turns three selections (protein type, concentration range, expected pI range) plus an
 * optional sample volume and project name into a complete capillary isoelectric focusing –
 * mass spectrometry method: sample preparation, ampholyte mix, MS settings and a five-step
 * analysis sequence whose durations add up to the timeline (50 min, 60 min for ADCs).
 *
 * Also: export file names, JSON / text protocol export, shareable links
 * (/tools?method=cr3520&protein=…&concentration=…&pi=…&volume=…&project=…),
 * e-mail sharing, and the content of the Troubleshooting and Protocol tabs.
 */
import { METHOD_QUERY_VALUE } from "./method-link";
import { parsePositiveNumber, toolError, type ToolError, type ToolResult } from "./tool-result";

// ---------------------------------------------------------------------------------------------
// Option tables
// ---------------------------------------------------------------------------------------------

export type ProteinType = "mab" | "adc" | "fc-fusion" | "biosimilar";
export type ConcentrationRange = "0.1-0.5" | "0.5-1.0" | "1.0-2.0";
export type PiRange = "3-11" | "5-9" | "6-10" | "8-10";

export interface Option<V extends string> {
  readonly value: V;
  readonly label: string;
}

export const PROTEIN_TYPES: readonly Option<ProteinType>[] = [
  { value: "mab", label: "Monoclonal Antibody (mAb)" },
  { value: "adc", label: "Antibody-Drug Conjugate (ADC)" },
  { value: "fc-fusion", label: "Fc-Fusion Protein" },
  { value: "biosimilar", label: "Biosimilar" },
];

export const CONCENTRATION_RANGES: readonly Option<ConcentrationRange>[] = [
  { value: "0.1-0.5", label: "0.1–0.5 mg/mL" },
  { value: "0.5-1.0", label: "0.5–1.0 mg/mL" },
  { value: "1.0-2.0", label: "1.0–2.0 mg/mL" },
];

export const PI_RANGES: readonly Option<PiRange>[] = [
  { value: "3-11", label: "pI 3–11 (broad / unknown)" },
  { value: "5-9", label: "pI 5–9 (neutral)" },
  { value: "6-10", label: "pI 6–10 (typical antibody)" },
  { value: "8-10", label: "pI 8–10 (basic)" },
];

export interface SamplePrepRule {
  /** "1:N" = 1 part sample + N parts ampholyte master mix. */
  readonly dilution: string;
  readonly masterMixParts: number;
  /** Recommended total prepared volume, µL. */
  readonly volumeUl: number;
}

/** Spec §9: 0.1–0.5 → 1:1 & 20 µL, 0.5–1.0 → 1:2 & 30 µL, 1.0–2.0 → 1:4 & 40 µL. */
export const SAMPLE_PREP: Readonly<Record<ConcentrationRange, SamplePrepRule>> = {
  "0.1-0.5": { dilution: "1:1", masterMixParts: 1, volumeUl: 20 },
  "0.5-1.0": { dilution: "1:2", masterMixParts: 2, volumeUl: 30 },
  "1.0-2.0": { dilution: "1:4", masterMixParts: 4, volumeUl: 40 },
};

export interface AmpholyteComponent {
  readonly name: string;
  /** Final concentration in the prepared sample, % (v/v). */
  readonly percent: number;
}

export interface AmpholyteMix {
  readonly name: string;
  readonly description: string;
  readonly components: readonly AmpholyteComponent[];
}

/**
 * Carrier-ampholyte mixes per expected pI range. Total ampholyte is kept at 2 % (v/v):
 * enough for a stable pH gradient, low enough to limit ion suppression in the MS.
 */
export const AMPHOLYTE_MIXES: Readonly<Record<PiRange, AmpholyteMix>> = {
  "3-11": {
    name: "Broad range",
    description: "Broad range 3-10 Pharmalyte (1.5% v/v) with Pharmalyte 8-10.5 (0.5% v/v) to extend the basic end: for screening or unknown pI.",
    components: [
      { name: "Pharmalyte 3-10", percent: 1.5 },
      { name: "Pharmalyte 8-10.5", percent: 0.5 },
    ],
  },
  "5-9": {
    name: "Mid range",
    description: "Mid range Pharmalyte 5-8 (1.5% v/v) with broad range 3-10 Pharmalyte (0.5% v/v) for a shallow gradient around neutral pI.",
    components: [
      { name: "Pharmalyte 5-8", percent: 1.5 },
      { name: "Pharmalyte 3-10", percent: 0.5 },
    ],
  },
  "6-10": {
    name: "Antibody range",
    description: "Pharmalyte 3-10 (1% v/v) with Pharmalyte 8-10.5 (1% v/v): resolves acidic, main and basic charge variants of most IgGs.",
    components: [
      { name: "Pharmalyte 3-10", percent: 1 },
      { name: "Pharmalyte 8-10.5", percent: 1 },
    ],
  },
  "8-10": {
    name: "Basic range",
    description: "Basic range Pharmalyte 8-10.5 (1.5% v/v) with Pharmalyte 3-10 (0.5% v/v) for high-pI proteins.",
    components: [
      { name: "Pharmalyte 8-10.5", percent: 1.5 },
      { name: "Pharmalyte 3-10", percent: 0.5 },
    ],
  },
};

/** HTML hints for the optional sample-volume field (spec §5): min 10, step 10. */
export const SAMPLE_VOLUME_INPUT = { min: 10, step: 10 } as const;
/** Longest project name kept from forms or links. */
export const MAX_PROJECT_NAME_LENGTH = 100;
/** Spec §9: auto-generation from a shared link happens 100 ms after load. */
export const AUTO_GENERATE_DELAY_MS = 100;
export const DEFAULT_PROJECT_NAME = "CR3520_Method";

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

export const MISSING_INFORMATION_TITLE = "Missing Information";
export const MISSING_INFORMATION_MESSAGE = "Please select protein type, concentration range, and expected pI range.";
export const INVALID_VOLUME_TITLE = "Invalid Input";
export const INVALID_VOLUME_MESSAGE = "Please enter a sample volume of at least 10 µL in steps of 10 µL.";
export const NO_METHOD_TITLE = "No Method Generated";
export const NO_METHOD_EXPORT_MESSAGE = "Please generate a method first before exporting.";
export const NO_METHOD_SHARE_MESSAGE = "Please generate a method first before sharing.";
export const NO_METHOD_EXPORT_ERROR: ToolError = toolError(NO_METHOD_TITLE, NO_METHOD_EXPORT_MESSAGE);
export const NO_METHOD_SHARE_ERROR: ToolError = toolError(NO_METHOD_TITLE, NO_METHOD_SHARE_MESSAGE);

// ---------------------------------------------------------------------------------------------
// Method
// ---------------------------------------------------------------------------------------------

/** Raw selections: form state or query parameters. All optional strings. */
export interface MethodParams {
  readonly protein?: string;
  readonly concentration?: string;
  readonly pi?: string;
  /** Total prepared sample volume, µL (optional; defaults to the recommendation for the concentration). */
  readonly volume?: string;
  readonly project?: string;
}

export interface AnalysisStep {
  readonly step: number;
  readonly name: string;
  readonly description: string;
  readonly pressurePsi: number;
  readonly voltageKv: number;
  readonly durationMin: number;
  readonly startMin: number;
  readonly endMin: number;
  /** MS data are acquired during this step. */
  readonly msAcquisition: boolean;
}

export interface MsSettings {
  readonly massRangeMin: number;
  readonly massRangeMax: number;
  /** e.g. "2,000–4,500 m/z" */
  readonly massRangeText: string;
  readonly fragmentorV: number;
  readonly spectraPerSecond: number;
  readonly acquisitionText: string;
  readonly polarity: "positive";
  /** Electrospray voltage of the sheath-flow ion source. */
  readonly esiVoltageText: string;
}

export interface SamplePreparation {
  readonly dilution: string;
  readonly masterMixParts: number;
  readonly recommendedVolumeUl: number;
  /** Total prepared volume: the user's sample volume, else the recommendation. */
  readonly totalVolumeUl: number;
  /** µL of protein sample in the prepared volume (1 decimal). */
  readonly sampleUl: number;
  /** µL of ampholyte master mix in the prepared volume (1 decimal). */
  readonly masterMixUl: number;
  readonly instructions: string;
}

export interface GeneratedMethod {
  readonly kind: "cr3520-cief-ms-method";
  readonly version: 1;
  /** Project name as entered (may be empty). */
  readonly projectName: string;
  /** ISO timestamp. */
  readonly generatedAt: string;
  /** Normalised selections, ready for `methodToQuery`. */
  readonly params: {
    readonly protein: ProteinType;
    readonly concentration: ConcentrationRange;
    readonly pi: PiRange;
    readonly volume?: string;
    readonly project?: string;
  };
  readonly protein: Option<ProteinType>;
  readonly concentration: Option<ConcentrationRange>;
  readonly piRange: Option<PiRange>;
  readonly samplePreparation: SamplePreparation;
  readonly ampholytes: AmpholyteMix;
  readonly ms: MsSettings;
  readonly timelineMin: number;
  readonly sequence: readonly AnalysisStep[];
}

export type MethodResult = ToolResult<{ readonly method: GeneratedMethod }>;

function findOption<V extends string>(options: readonly Option<V>[], value: string | undefined): Option<V> | undefined {
  const v = value?.trim();
  return options.find((o) => o.value === v);
}

export function isProteinType(value: string | undefined): value is ProteinType {
  return PROTEIN_TYPES.some((o) => o.value === value);
}
export function isConcentrationRange(value: string | undefined): value is ConcentrationRange {
  return CONCENTRATION_RANGES.some((o) => o.value === value);
}
export function isPiRange(value: string | undefined): value is PiRange {
  return PI_RANGES.some((o) => o.value === value);
}

/** Valid sample volume: finite, ≥ 10 µL and a multiple of 10 µL. */
export function parseSampleVolume(raw: string | undefined): number | null {
  const value = parsePositiveNumber(raw);
  if (value === null || value < SAMPLE_VOLUME_INPUT.min) return null;
  return Number.isInteger(value / SAMPLE_VOLUME_INPUT.step) ? value : null;
}

/** Trims, collapses whitespace and caps the length of a project name. */
export function normalizeProjectName(raw: string | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_PROJECT_NAME_LENGTH).trim();
}

export const TIMELINE_MIN: Readonly<Record<"default" | "adc", number>> = { default: 50, adc: 60 };

export function timelineFor(protein: ProteinType): number {
  return protein === "adc" ? TIMELINE_MIN.adc : TIMELINE_MIN.default;
}

export function msSettingsFor(protein: ProteinType): MsSettings {
  const [min, max] = protein === "mab" ? [2000, 4500] : [1000, 6000];
  const fmt = new Intl.NumberFormat("en-US");
  return {
    massRangeMin: min,
    massRangeMax: max,
    massRangeText: `${fmt.format(min)}–${fmt.format(max)} m/z`,
    fragmentorV: protein === "adc" ? 370 : 380,
    spectraPerSecond: 1,
    acquisitionText: "1 spectrum/s",
    polarity: "positive",
    esiVoltageText: "2.2–2.4 kV",
  };
}

type StepTemplate = Omit<AnalysisStep, "startMin" | "endMin">;

/**
 * The five fixed steps. Pressures are sized for a 100 cm × 50 µm ID capillary
 * (Hagen–Poiseuille plug velocity v = ΔP·d²/(32·η·L), η ≈ 0.001 Pa·s):
 *   - 20 psi fills the capillary in ≈ 93 s, so a 2 min load fills it completely;
 *   - 1.5 psi pushes the whole capillary past the emitter in ≈ 21 min (< 23 min mobilisation);
 *   - 1.0 psi takes ≈ 31 min (< 33 min): the slower ADC mobilisation that spreads DAR species.
 */
export function analysisSequenceFor(protein: ProteinType): AnalysisStep[] {
  const adc = protein === "adc";
  const templates: StepTemplate[] = [
    {
      step: 1,
      name: "Capillary rinse",
      description: "Rinse with water, then fill with catholyte to condition the neutral-coated capillary.",
      pressurePsi: 50,
      voltageKv: 0,
      durationMin: 5,
      msAcquisition: false,
    },
    {
      step: 2,
      name: "Sample / ampholyte load",
      description: "Fill the whole capillary with the sample–ampholyte mixture.",
      pressurePsi: 20,
      voltageKv: 0,
      durationMin: 2,
      msAcquisition: false,
    },
    {
      step: 3,
      name: "Focusing",
      description: "Inlet in anolyte, outlet in catholyte; proteins migrate to their pI until the current falls to a stable plateau.",
      pressurePsi: 0,
      voltageKv: 25,
      durationMin: 15,
      msAcquisition: false,
    },
    {
      step: 4,
      name: adc ? "Chemical / pressure mobilisation with MS detection (ADC, extended)" : "Chemical / pressure mobilisation with MS detection",
      description: adc
        ? "Acidic sheath liquid mobilises the focused zones while a gentle 1.0 psi push moves them to the emitter; slower to resolve drug-load (DAR) variants. MS acquisition on."
        : "Acidic sheath liquid mobilises the focused zones while 1.5 psi moves them to the emitter. MS acquisition on.",
      pressurePsi: adc ? 1 : 1.5,
      voltageKv: 25,
      durationMin: adc ? 33 : 23,
      msAcquisition: true,
    },
    {
      step: 5,
      name: "Rinse / regeneration",
      description: "Flush out ampholytes and protein, then re-equilibrate the capillary for the next injection.",
      pressurePsi: 50,
      voltageKv: 0,
      durationMin: 5,
      msAcquisition: false,
    },
  ];
  let t = 0;
  return templates.map((s) => {
    const startMin = t;
    t += s.durationMin;
    return { ...s, startMin, endMin: t };
  });
}

function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

export function samplePreparationFor(concentration: ConcentrationRange, volumeUl?: number): SamplePreparation {
  const rule = SAMPLE_PREP[concentration];
  const total = volumeUl ?? rule.volumeUl;
  const sampleUl = roundTenth(total / (rule.masterMixParts + 1));
  const masterMixUl = roundTenth(total - sampleUl);
  return {
    dilution: rule.dilution,
    masterMixParts: rule.masterMixParts,
    recommendedVolumeUl: rule.volumeUl,
    totalVolumeUl: total,
    sampleUl,
    masterMixUl,
    instructions:
      `Dilute ${rule.dilution} (1 part sample + ${rule.masterMixParts} part${rule.masterMixParts > 1 ? "s" : ""} ampholyte master mix): ` +
      `mix ${sampleUl} µL sample with ${masterMixUl} µL master mix for ${total} µL total.`,
  };
}

export function generateMethod(params: MethodParams, now: Date = new Date()): MethodResult {
  const protein = findOption(PROTEIN_TYPES, params.protein);
  const concentration = findOption(CONCENTRATION_RANGES, params.concentration);
  const piRange = findOption(PI_RANGES, params.pi);
  if (!protein || !concentration || !piRange) {
    return toolError(MISSING_INFORMATION_TITLE, MISSING_INFORMATION_MESSAGE);
  }

  const volumeText = params.volume?.trim() ?? "";
  let volumeUl: number | undefined;
  if (volumeText !== "") {
    const v = parseSampleVolume(volumeText);
    if (v === null) return toolError(INVALID_VOLUME_TITLE, INVALID_VOLUME_MESSAGE);
    volumeUl = v;
  }

  const projectName = normalizeProjectName(params.project);
  const sequence = analysisSequenceFor(protein.value);
  const method: GeneratedMethod = {
    kind: "cr3520-cief-ms-method",
    version: 1,
    projectName,
    generatedAt: (Number.isNaN(now.getTime()) ? new Date() : now).toISOString(),
    params: {
      protein: protein.value,
      concentration: concentration.value,
      pi: piRange.value,
      ...(volumeUl !== undefined ? { volume: String(volumeUl) } : {}),
      ...(projectName ? { project: projectName } : {}),
    },
    protein,
    concentration,
    piRange,
    samplePreparation: samplePreparationFor(concentration.value, volumeUl),
    ampholytes: AMPHOLYTE_MIXES[piRange.value],
    ms: msSettingsFor(protein.value),
    timelineMin: timelineFor(protein.value),
    sequence,
  };
  return { ok: true, method };
}

/** Export and share need a generated method (spec §4). */
export function requireMethod(method: GeneratedMethod | null | undefined, action: "export" | "share"): ToolResult<{ readonly method: GeneratedMethod }> {
  if (!method) return action === "export" ? NO_METHOD_EXPORT_ERROR : NO_METHOD_SHARE_ERROR;
  return { ok: true, method };
}

// ---------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------

/** Local calendar date as YYYY-MM-DD. */
export function formatIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, "0");
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/**
 * `${project || 'CR3520_Method'}_${YYYY-MM-DD}.${ext}`. Characters that are not allowed in
 * file names on common systems (/ \ : * ? " < > | and control characters) become "_".
 */
export function exportFileName(project: string | undefined, date: Date, ext: "json" | "txt"): string {
  const name = normalizeProjectName(project)
    // eslint-disable-next-line no-control-regex
    .replace(/[/\\:*?"<>|\u0000-\u001f]/g, "_");
  return `${name || DEFAULT_PROJECT_NAME}_${formatIsoDate(date)}.${ext}`;
}

export const JSON_MIME_TYPE = "application/json";
export const TEXT_MIME_TYPE = "text/plain;charset=utf-8";

export function methodToJson(method: GeneratedMethod): string {
  return JSON.stringify(method, null, 2);
}

/** A readable lab protocol (plain text). */
export function methodToTextProtocol(method: GeneratedMethod): string {
  const sp = method.samplePreparation;
  const title = "CR3520 cIEF-MS Method Protocol";
  const lines: string[] = [
    title,
    "=".repeat(title.length),
    `Project: ${method.projectName || DEFAULT_PROJECT_NAME}`,
    `Generated: ${method.generatedAt}`,
    `Protein type: ${method.protein.label}`,
    `Concentration range: ${method.concentration.label}`,
    `Expected pI range: ${method.piRange.label}`,
    "",
    "1. Sample preparation",
    `   Dilution: ${sp.dilution} (1 part sample + ${sp.masterMixParts} part${sp.masterMixParts > 1 ? "s" : ""} ampholyte master mix)`,
    `   Total volume: ${sp.totalVolumeUl} µL (recommended ${sp.recommendedVolumeUl} µL)`,
    `   Pipette: ${sp.sampleUl} µL sample + ${sp.masterMixUl} µL master mix`,
    "",
    "2. Ampholyte mix",
    `   ${method.ampholytes.name}: ${method.ampholytes.description}`,
    ...method.ampholytes.components.map((c) => `   - ${c.name}: ${c.percent}% (v/v) final`),
    "",
    "3. MS settings",
    `   Mass range: ${method.ms.massRangeText}`,
    `   Fragmentor: ${method.ms.fragmentorV} V`,
    `   Acquisition: ${method.ms.acquisitionText}`,
    `   Polarity: ${method.ms.polarity}; ESI voltage ${method.ms.esiVoltageText}`,
    "",
    `4. Analysis sequence (total ${method.timelineMin} min)`,
    ...method.sequence.flatMap((s) => [
      `   Step ${s.step}: ${s.name}`,
      `      ${s.pressurePsi} psi, ${s.voltageKv} kV, ${s.durationMin} min (${s.startMin}–${s.endMin} min)${s.msAcquisition ? ", MS acquisition on" : ""}`,
      `      ${s.description}`,
    ]),
    "",
    "5. Notes",
    ...PROTOCOL_NOTES.map((n) => `   - ${n}`),
    ...(method.protein.value === "adc" ? [`   - ${ADC_NOTE}`] : []),
    "",
  ];
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Sharing
// ---------------------------------------------------------------------------------------------

/** Query string (without "?") that reproduces the method: method=cr3520&protein=…&concentration=…&pi=…[&volume=…][&project=…]. */
export function methodToQuery(params: MethodParams): string {
  const q = new URLSearchParams();
  q.set("method", METHOD_QUERY_VALUE);
  const protein = params.protein?.trim();
  const concentration = params.concentration?.trim();
  const pi = params.pi?.trim();
  const volume = params.volume?.trim();
  const project = normalizeProjectName(params.project);
  if (protein) q.set("protein", protein);
  if (concentration) q.set("concentration", concentration);
  if (pi) q.set("pi", pi);
  if (volume) q.set("volume", volume);
  if (project) q.set("project", project);
  return q.toString();
}

export interface MethodQuery {
  /** method=cr3520 is present: open the assistant. */
  readonly selected: boolean;
  /** Recognised values only: unknown options and invalid volumes are dropped. */
  readonly params: MethodParams;
}

export function methodFromQuery(query: URLSearchParams): MethodQuery {
  const protein = query.get("protein")?.trim();
  const concentration = query.get("concentration")?.trim();
  const pi = query.get("pi")?.trim();
  const volume = query.get("volume")?.trim();
  const project = normalizeProjectName(query.get("project") ?? undefined);
  const params: {
    protein?: string;
    concentration?: string;
    pi?: string;
    volume?: string;
    project?: string;
  } = {};
  if (isProteinType(protein)) params.protein = protein;
  if (isConcentrationRange(concentration)) params.concentration = concentration;
  if (isPiRange(pi)) params.pi = pi;
  if (volume && parseSampleVolume(volume) !== null) params.volume = String(parseSampleVolume(volume));
  if (project) params.project = project;
  return { selected: query.get("method")?.trim().toLowerCase() === METHOD_QUERY_VALUE, params };
}

/** True when protein, concentration and pI are all present and valid: generate after AUTO_GENERATE_DELAY_MS. */
export function shouldAutoGenerate(params: MethodParams): boolean {
  return isProteinType(params.protein?.trim()) && isConcentrationRange(params.concentration?.trim()) && isPiRange(params.pi?.trim());
}

/** Absolute shareable link, e.g. https://example.com/tools?method=cr3520&… */
export function methodShareUrl(origin: string, params: MethodParams): string {
  return `${origin.replace(/\/+$/, "")}/tools?${methodToQuery(params)}`;
}

/** mailto: link that opens the mail client with a summary of the method and its shareable link. */
export function methodMailtoUrl(method: GeneratedMethod, shareUrl: string): string {
  const project = method.projectName || DEFAULT_PROJECT_NAME;
  const subject = `CR3520 cIEF-MS method: ${project}`;
  const body = [
    `CR3520 cIEF-MS method for ${project}`,
    "",
    `Protein type: ${method.protein.label}`,
    `Concentration range: ${method.concentration.label}`,
    `Expected pI range: ${method.piRange.label}`,
    `Sample preparation: ${method.samplePreparation.dilution} dilution, ${method.samplePreparation.totalVolumeUl} µL`,
    `Ampholytes: ${method.ampholytes.name}`,
    `MS: ${method.ms.massRangeText}, fragmentor ${method.ms.fragmentorV} V, ${method.ms.acquisitionText}`,
    `Run time: ${method.timelineMin} min`,
    "",
    `Open the method: ${shareUrl}`,
  ].join("\n");
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

// ---------------------------------------------------------------------------------------------
// Tab content
// ---------------------------------------------------------------------------------------------

export interface TroubleshootingItem {
  readonly problem: string;
  readonly cause: string;
  readonly fix: string;
}

export const TROUBLESHOOTING: readonly TroubleshootingItem[] = [
  {
    problem: "Broad, split or poorly resolved charge-variant peaks",
    cause: "Residual salt or buffer in the sample, or focusing stopped before the pH gradient had formed.",
    fix: "Desalt or buffer-exchange the sample into water or ≤ 10 mM ammonium acetate, and extend focusing until the current has dropped to a stable plateau.",
  },
  {
    problem: "Unstable or lost electrospray (TIC drops, current spikes)",
    cause: "Air bubble in the capillary, interrupted sheath-liquid flow, a partially blocked emitter or a wrong emitter gap.",
    fix: "Check the sheath-liquid flow and degas solutions, flush or replace the emitter, set the 1.2 mm cIEF-MS emitter gap, and keep the ESI voltage at 2.2–2.4 kV.",
  },
  {
    problem: "Protein precipitates at its pI (spikes, missing main peak, blocked capillary)",
    cause: "Too much protein focused into a narrow zone where its solubility is lowest.",
    fix: "Use the next higher dilution (or a lower concentration range), and consider an MS-compatible solubiliser such as up to 2 M urea.",
  },
  {
    problem: "Weak MS signal or strong ion suppression",
    cause: "Excess carrier ampholytes, non-volatile additives (phosphate, Tris, glycerol, detergents) or a mass range that misses the charge-state envelope.",
    fix: "Keep total ampholyte at about 2% (v/v), remove non-volatile components, and use 2,000–4,500 m/z for mAbs or 1,000–6,000 m/z for other proteins.",
  },
  {
    problem: "pI values or migration times drift between runs",
    cause: "Depleted anolyte/catholyte, degraded capillary coating (electro-osmotic flow), or temperature changes.",
    fix: "Replace electrolytes regularly, run the rinse/regeneration step after every injection, include pI markers bracketing the expected range, and replace the capillary when markers shift.",
  },
  {
    problem: "ADC: drug-linker loss or extra low-mass species",
    cause: "In-source fragmentation of the labile drug-linker at high fragmentor voltage.",
    fix: "Keep the fragmentor at 370 V (lower it further if needed) and use the extended 60 min timeline so DAR species stay resolved.",
  },
];

export const ADC_NOTE =
  "ADC: the fragmentor is lowered to 370 V to limit in-source loss of the drug-linker, and mobilisation is slowed (1.0 psi, 33 min) so drug-load variants stay resolved.";

export const PROTOCOL_NOTES: readonly string[] = [
  "Pressures and times assume a neutral-coated separation capillary, 100 cm × 50 µm ID, coupled to a sheath-flow CE-MS ion source (1.2 mm emitter gap for cIEF-MS).",
  "Desalt samples to below 10 mM salt before mixing with ampholytes; salt lengthens focusing and broadens peaks.",
  "Prepare the ampholyte master mix fresh each day and keep prepared samples at 4 °C until injection.",
  "Add pI markers that bracket the expected pI range to calibrate the pI axis.",
  "Focusing is complete when the current has fallen to a stable plateau; extend step 3 if it is still dropping.",
  "Run a blank (master mix only) at the start of a sequence to check the background and carry-over.",
];
