/**
 * CR3520 cIEF-MS Method Assistant (spec §2 "Tools", §3 "Protein types", §4, §5, §9).
 *
 * Turns three selections (protein type, concentration range, expected pI range) plus an
 * optional sample volume and project name into a complete capillary isoelectric focusing –
 * mass spectrometry method: sample preparation, ampholyte mix, MS settings and a five-step
 * analysis sequence whose durations add up to the timeline (50 min, 60 min for ADCs).
 *
 * Also: export file names, JSON / text protocol export, shareable links
 * (/tools?method=cr3520&protein=…&concentration=…&pi=…&volume=…&project=…[&tpi=…&mass=…]),
 * e-mail sharing, and the content of the Troubleshooting and Protocol tabs.
 */
import { METHOD_QUERY_VALUE } from "./method-link";
import { formatGrouped, parsePositiveNumber, toolError, type ToolError, type ToolResult } from "./tool-result";

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

/** The three choices a method needs, in spec §5's order. */
export type RequiredMethodField = "protein" | "concentration" | "pi";

/** Each required choice named in spec §5's words ("Please select protein type, concentration range, and expected pI range."). */
export const REQUIRED_METHOD_FIELDS: readonly { readonly field: RequiredMethodField; readonly words: string }[] = [
  { field: "protein", words: "protein type" },
  { field: "concentration", words: "concentration range" },
  { field: "pi", words: "expected pI range" },
];

/** 'Missing Information' naming only the choices still to make; the error carries them for the fields. */
export interface MissingInformationError extends ToolError {
  readonly missing: readonly RequiredMethodField[];
}

/** The required choices without a valid value, in spec §5's order. */
export function missingMethodFields(params: MethodParams): RequiredMethodField[] {
  const missing: RequiredMethodField[] = [];
  if (!findOption(PROTEIN_TYPES, params.protein)) missing.push("protein");
  if (!findOption(CONCENTRATION_RANGES, params.concentration)) missing.push("concentration");
  if (!findOption(PI_RANGES, params.pi)) missing.push("pi");
  return missing;
}

/**
 * "Please select concentration range.", "Please select protein type and expected pI range.", and with
 * all three spec §5's sentence. Refines §5: a filled choice is never named as missing.
 */
export function missingInformationMessage(missing: readonly RequiredMethodField[]): string {
  const words = REQUIRED_METHOD_FIELDS.filter(({ field }) => missing.includes(field)).map(({ words }) => words);
  const list = words.length <= 2 ? words.join(" and ") : `${words.slice(0, -1).join(", ")}, and ${words[words.length - 1]}`;
  return `Please select ${list}.`;
}

/** The message under one missing choice. */
export function missingFieldMessage(field: RequiredMethodField): string {
  return missingInformationMessage([field]);
}

export function missingInformationError(missing: readonly RequiredMethodField[]): MissingInformationError {
  return { ...toolError(MISSING_INFORMATION_TITLE, missingInformationMessage(missing)), missing };
}

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
  /** Theoretical pI from the antibody tool: proposes the pI range. */
  readonly tpi?: string;
  /** Average mass in Da from the antibody tool: gives the charge ladder and m/z window. */
  readonly mass?: string;
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
    readonly tpi?: string;
    readonly mass?: string;
  };
  readonly protein: Option<ProteinType>;
  readonly concentration: Option<ConcentrationRange>;
  readonly piRange: Option<PiRange>;
  readonly samplePreparation: SamplePreparation;
  readonly ampholytes: AmpholyteMix;
  /** The master-mix recipe for the prepared volume. */
  readonly masterMix: MasterMix;
  /** Anolyte, catholyte and sheath liquid. */
  readonly solutions: readonly ProtocolSolution[];
  readonly ms: MsSettings;
  /** Present when the method was planned from the antibody tool's theoretical pI and/or mass. */
  readonly antibody?: AntibodyContext;
  readonly timelineMin: number;
  readonly sequence: readonly AnalysisStep[];
}

export type MethodResult = { readonly ok: true; readonly method: GeneratedMethod } | ToolError | MissingInformationError;

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
  if (!protein || !concentration || !piRange) return missingInformationError(missingMethodFields(params));

  const volumeText = params.volume?.trim() ?? "";
  let volumeUl: number | undefined;
  if (volumeText !== "") {
    const v = parseSampleVolume(volumeText);
    if (v === null) return toolError(INVALID_VOLUME_TITLE, INVALID_VOLUME_MESSAGE);
    volumeUl = v;
  }

  const tpiText = params.tpi?.trim() ?? "";
  const theoreticalPi = tpiText === "" ? null : parseTheoreticalPi(tpiText);
  if (tpiText !== "" && theoreticalPi === null) return toolError(INVALID_VOLUME_TITLE, INVALID_TPI_MESSAGE);
  const massText = params.mass?.trim() ?? "";
  const averageMassDa = massText === "" ? null : parseAverageMassDa(massText);
  if (massText !== "" && averageMassDa === null) return toolError(INVALID_VOLUME_TITLE, INVALID_MASS_MESSAGE);

  const projectName = normalizeProjectName(params.project);
  const sequence = analysisSequenceFor(protein.value);
  const samplePreparation = samplePreparationFor(concentration.value, volumeUl);
  const antibody = antibodyContextFor(theoreticalPi, averageMassDa, protein.value);
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
      ...(theoreticalPi !== null ? { tpi: String(theoreticalPi) } : {}),
      ...(averageMassDa !== null ? { mass: String(averageMassDa) } : {}),
    },
    protein,
    concentration,
    piRange,
    samplePreparation,
    ampholytes: AMPHOLYTE_MIXES[piRange.value],
    masterMix: masterMixFor(piRange.value, samplePreparation),
    solutions: CIEF_MS_SOLUTIONS,
    ms: msSettingsFor(protein.value),
    ...(antibody ? { antibody } : {}),
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
    `   Master mix for ${method.masterMix.preparedVolumeUl} µL prepared sample:`,
    ...method.masterMix.components.map(
      (c) => `   - ${c.name}: ${formatGrouped(c.volumeUl, 2)} µL${c.final !== "—" ? ` (${c.final} final; stock ${c.stock})` : ""}`,
    ),
    `   ${method.masterMix.note}`,
    "",
    "2. Ampholyte mix",
    `   ${method.ampholytes.name}: ${method.ampholytes.description}`,
    ...method.ampholytes.components.map((c) => `   - ${c.name}: ${c.percent}% (v/v) final`),
    "",
    "3. MS settings",
    `   Mass range: ${method.ms.massRangeText}`,
    `   Fragmentor: ${method.ms.fragmentorV} V`,
    `   (${FRAGMENTOR_VENDOR_NOTE})`,
    `   Acquisition: ${method.ms.acquisitionText}`,
    `   Polarity: ${method.ms.polarity}; ESI voltage ${method.ms.esiVoltageText}`,
    ...antibodyProtocolLines(method),
    "",
    `4. Analysis sequence (total ${method.timelineMin} min)`,
    ...method.sequence.flatMap((s) => [
      `   Step ${s.step}: ${s.name}`,
      `      ${s.pressurePsi} psi, ${s.voltageKv} kV, ${s.durationMin} min (${s.startMin}–${s.endMin} min)${s.msAcquisition ? ", MS acquisition on" : ""}`,
      `      ${s.description}`,
    ]),
    "",
    "5. Solutions",
    ...method.solutions.flatMap((sol) => [`   ${sol.name}: ${sol.composition}`, `      ${sol.use}`, `      ${sol.note}`]),
    "",
    "6. Assigning variants (what intact cIEF-MS resolves)",
    ...VARIANT_ASSIGNMENTS.map((v) => `   - ${v.variant}: ${v.massShift}, ${v.piShift === "none" ? "same pI" : v.piShift}; by ${v.assignBy}. ${v.note}`),
    "",
    "7. Notes",
    ...PROTOCOL_NOTES.map((n) => `   - ${n}`),
    ...(method.protein.value === "adc" ? [`   - ${ADC_NOTE}`] : []),
    "",
    "Sources",
    ...CIEF_MS_SOURCES.map((source) => `   - ${source}`),
    "",
  ];
  return lines.join("\n");
}

/** The pI proposal and charge ladder lines of the text protocol, when the antibody tool sent them. */
function antibodyProtocolLines(method: GeneratedMethod): string[] {
  const context = method.antibody;
  if (!context) return [];
  const lines: string[] = [];
  if (context.piProposal) lines.push(`   pI range proposal: ${context.piProposal.reason}`);
  if (context.chargeLadder) {
    const ladder = context.chargeLadder;
    lines.push(
      `   Expected charge ladder for ${formatGrouped(ladder.averageMassDa, 2)} Da: z ${ladder.zMax}+ (m/z ${ladder.rungs[0].mzText}) to ${ladder.zMin}+ (m/z ${ladder.rungs[ladder.rungs.length - 1].mzText})`,
      `   m/z window to acquire: ${ladder.windowText}${ladder.withinMassRange ? ` (inside ${method.ms.massRangeText})` : ` (widen the mass range ${method.ms.massRangeText} to cover it)`}`,
      `   ${ladder.assumption}`,
    );
  }
  return lines;
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
  const tpi = params.tpi?.trim();
  const mass = params.mass?.trim();
  if (protein) q.set("protein", protein);
  if (concentration) q.set("concentration", concentration);
  if (pi) q.set("pi", pi);
  if (volume) q.set("volume", volume);
  if (project) q.set("project", project);
  if (tpi) q.set("tpi", tpi);
  if (mass) q.set("mass", mass);
  return q.toString();
}

export interface MethodQuery {
  /** method=cr3520 is present: open the assistant. */
  readonly selected: boolean;
  /** Recognised values only: unknown options and invalid volumes are dropped. */
  readonly params: MethodParams;
  /** Why a theoretical pI or mass in the link was ignored (never NaN, always a note). */
  readonly notes: readonly string[];
  /** The pI range proposed from `tpi` when the link names no pI range itself. */
  readonly proposedPi?: PiRange;
}

export function methodFromQuery(query: URLSearchParams): MethodQuery {
  const protein = query.get("protein")?.trim();
  const concentration = query.get("concentration")?.trim();
  const pi = query.get("pi")?.trim();
  const volume = query.get("volume")?.trim();
  const project = normalizeProjectName(query.get("project") ?? undefined);
  const tpi = query.get("tpi")?.trim();
  const mass = query.get("mass")?.trim();
  const params: {
    protein?: string;
    concentration?: string;
    pi?: string;
    volume?: string;
    project?: string;
    tpi?: string;
    mass?: string;
  } = {};
  const notes: string[] = [];
  if (isProteinType(protein)) params.protein = protein;
  if (isConcentrationRange(concentration)) params.concentration = concentration;
  if (isPiRange(pi)) params.pi = pi;
  if (volume && parseSampleVolume(volume) !== null) params.volume = String(parseSampleVolume(volume));
  if (project) params.project = project;
  let proposedPi: PiRange | undefined;
  if (tpi) {
    const value = parseTheoreticalPi(tpi);
    if (value === null) notes.push(`The theoretical pI "${tpi.slice(0, 20)}" in the link is not a pI between 0 and 14 and was ignored.`);
    else {
      params.tpi = String(value);
      if (!params.pi) {
        proposedPi = proposePiRange(value).range.value;
        params.pi = proposedPi;
      }
    }
  }
  if (mass) {
    const value = parseAverageMassDa(mass);
    if (value === null) notes.push(`The mass "${mass.slice(0, 20)}" in the link is not an average mass of 10,000–1,000,000 Da and was ignored.`);
    else params.mass = String(value);
  }
  return {
    selected: query.get("method")?.trim().toLowerCase() === METHOD_QUERY_VALUE,
    params,
    notes,
    ...(proposedPi ? { proposedPi } : {}),
  };
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
    ...(method.antibody?.piProposal ? [`pI range proposal: ${method.antibody.piProposal.reason}`] : []),
    ...(method.antibody?.chargeLadder ? [`m/z window of the charge ladder: ${method.antibody.chargeLadder.windowText}`] : []),
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

// ---------------------------------------------------------------------------------------------
// Protocol content: solutions, master mix, vendor names, variant assignment.
// Data, not markup, so that the Protocol tab, the text export and the protocol PDF print the same.
// ---------------------------------------------------------------------------------------------

export type SolutionRole = "anolyte" | "catholyte" | "sheath-liquid";

export interface ProtocolSolution {
  readonly role: SolutionRole;
  /** "Anolyte", "Catholyte", "Sheath liquid". */
  readonly name: string;
  readonly composition: string;
  /** Where and when it is used in the sequence. */
  readonly use: string;
  readonly note: string;
}

/**
 * The electrolytes of an MS-compatible cIEF method: volatile acid at the anode, volatile base at the
 * cathode, and an acidic, partly organic sheath liquid that mobilises the focused zones and sprays them.
 * Conditions as in published cIEF-MS of intact proteins and antibodies (sources: CIEF_MS_SOURCES).
 */
export const CIEF_MS_SOLUTIONS: readonly ProtocolSolution[] = [
  {
    role: "anolyte",
    name: "Anolyte",
    composition: "200 mM formic acid in water (pH ≈ 2.2)",
    use: "Inlet vial (anode) during focusing and mobilisation.",
    note: "Volatile, so it does no harm when the end of mobilisation carries it to the emitter. UV-detected cIEF uses 200 mM phosphoric acid, which must not reach the mass spectrometer.",
  },
  {
    role: "catholyte",
    name: "Catholyte",
    composition: "300 mM ammonium hydroxide (ammonia) in water (pH ≈ 11.4)",
    use: "Fills the capillary in the rinse step (step 1) and holds the outlet (cathode) end basic during focusing (step 3).",
    note: "Prepare it fresh every day: ammonia evaporates and the pH of an open vial falls within hours.",
  },
  {
    role: "sheath-liquid",
    name: "Sheath liquid",
    composition: "10% (v/v) methanol, 0.5% (v/v) formic acid in water",
    use: "Flows around the capillary outlet at the emitter from mobilisation on (step 4): its acid mobilises the focused zones and carries them into the electrospray.",
    note: "Sheath liquids of 50:50 methanol or isopropanol/water with 0.1–1% formic or acetic acid are also published for cIEF-MS: more organic solvent gives a steadier spray, more acid a faster mobilisation.",
  },
];

/** Where the solutions, the charge-state assumption and the variant rules come from. */
export const CIEF_MS_SOURCES: readonly string[] = [
  "Dai J, Lamp J, Xia Q, Zhang Y. Capillary isoelectric focusing–mass spectrometry method for the separation and online characterization of intact monoclonal antibody charge variants. Anal. Chem. 2018, 90, 2246–2254.",
  "Zhu G, Sun L, Dovichi NJ. Simplified capillary isoelectric focusing with chemical mobilization for intact protein analysis. J. Sep. Sci. 2017, 40, 948–953.",
  "Mack S, Arnold D, Bogdan G, et al. A novel microchip-based imaged CIEF-MS system for comprehensive characterization and identification of biopharmaceutical charge variants. Electrophoresis 2019, 40, 3084–3091.",
  "Zhang Z, Pan H, Chen X. Mass spectrometry for structural characterization of therapeutic antibodies. Mass Spectrom. Rev. 2009, 28, 147–176.",
];

export interface MasterMixComponent {
  readonly name: string;
  /** Why it is in the mix. */
  readonly role: string;
  readonly stock: string;
  /** Final concentration in the prepared sample. */
  readonly final: string;
  /** µL for the prepared volume, 2 decimals. */
  readonly volumeUl: number;
}

export interface MasterMix {
  /** Prepared volume (sample + master mix), µL. */
  readonly preparedVolumeUl: number;
  readonly sampleUl: number;
  /** µL of master mix; the components (water last) add up to it. */
  readonly masterMixUl: number;
  readonly components: readonly MasterMixComponent[];
  /** Make this many preparations' worth at once so that no component is below MIN_PIPETTE_UL (1 when none is). */
  readonly batchFactor: number;
  readonly note: string;
}

/** Smallest volume pipetted accurately with a standard 0.5–10 µL pipette. */
export const MIN_PIPETTE_UL = 0.5;

/** Stabilisers and markers of the master mix, as final concentrations in the prepared sample. */
export const MASTER_MIX_ADDITIVES = {
  /** Each of two pI markers (acidic and basic end), % (v/v) of the kit's marker solutions. */
  piMarkerPercent: 1,
  urea: { stockM: 8, finalM: 2 },
  arginine: { stockMm: 500, finalMm: 10 },
} as const;

function round2Ul(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The master mix for a prepared volume: the ampholytes of the pI range, two pI markers, urea against
 * precipitation at the pI, L-arginine as cathodic blocker, and water to the master-mix volume. Every
 * volume scales with the prepared volume.
 */
export function masterMixFor(piRange: PiRange, prep: Pick<SamplePreparation, "totalVolumeUl" | "sampleUl" | "masterMixUl">): MasterMix {
  const total = prep.totalVolumeUl;
  const [low, high] = piRangeBounds(piRange);
  const { piMarkerPercent, urea, arginine } = MASTER_MIX_ADDITIVES;
  const parts: MasterMixComponent[] = [
    ...AMPHOLYTE_MIXES[piRange].components.map((c) => ({
      name: c.name,
      role: "Carrier ampholytes: form the pH gradient",
      stock: "as supplied",
      final: `${c.percent}% (v/v)`,
      volumeUl: round2Ul((c.percent / 100) * total),
    })),
    {
      name: "pI marker, acidic end (kit)",
      role: `Calibrates the pI axis near pI ${low}`,
      stock: "as supplied",
      final: `${piMarkerPercent}% (v/v)`,
      volumeUl: round2Ul((piMarkerPercent / 100) * total),
    },
    {
      name: "pI marker, basic end (kit)",
      role: `Calibrates the pI axis near pI ${high}`,
      stock: "as supplied",
      final: `${piMarkerPercent}% (v/v)`,
      volumeUl: round2Ul((piMarkerPercent / 100) * total),
    },
    {
      name: "Urea",
      role: "Keeps the protein soluble at its pI (anti-precipitant)",
      stock: `${urea.stockM} M, made the same day`,
      final: `${urea.finalM} M`,
      volumeUl: round2Ul((urea.finalM / urea.stockM) * total),
    },
    {
      name: "L-arginine",
      role: "Cathodic blocker: fills the basic end so basic variants focus inside the capillary",
      stock: `${arginine.stockMm} mM`,
      final: `${arginine.finalMm} mM`,
      volumeUl: round2Ul((arginine.finalMm / arginine.stockMm) * total),
    },
  ];
  const used = parts.reduce((sum, p) => sum + p.volumeUl, 0);
  const water = round2Ul(prep.masterMixUl - used);
  const components = [...parts, { name: "Water, LC-MS grade", role: "Makes up the master-mix volume", stock: "—", final: "—", volumeUl: water }];
  const smallest = Math.min(...parts.map((p) => p.volumeUl));
  const batchFactor = smallest >= MIN_PIPETTE_UL ? 1 : Math.ceil(MIN_PIPETTE_UL / smallest);
  return {
    preparedVolumeUl: total,
    sampleUl: prep.sampleUl,
    masterMixUl: prep.masterMixUl,
    components,
    batchFactor,
    note:
      (batchFactor > 1
        ? `Some volumes are below ${MIN_PIPETTE_UL} µL: make ${batchFactor} preparations' worth of master mix (every volume × ${batchFactor}) and take ${prep.masterMixUl} µL of it. `
        : "") + "Use urea from a stock made the same day: aged urea carbamylates lysines (+43.01 Da), which shows up as extra acidic variants.",
  };
}

/**
 * "Fragmentor" is Agilent's name for the in-source (capillary exit) voltage; what it is called elsewhere.
 * Values in volts do not carry over between instruments.
 */
export const FRAGMENTOR_VENDOR_NOTE =
  "Fragmentor is Agilent's name for the in-source voltage that declusters ions (and, set too high, fragments them). " +
  "On other instruments: Thermo, in-source CID / S-lens RF level; Waters, cone voltage; Bruker, in-source CID / funnel RF; " +
  "Sciex, declustering potential. Volts do not carry over between vendors: start from the instrument's intact-protein setting.";

export type PiShift = "acidic" | "basic" | "none";

export interface VariantAssignment {
  readonly variant: string;
  /** Average-mass difference to the main isoform, as text ("+128.17 Da"). */
  readonly massShift: string;
  /** Where the variant focuses relative to the main isoform. */
  readonly piShift: PiShift;
  /** What intact cIEF-MS assigns it by. */
  readonly assignBy: "mass" | "pI" | "pI and mass";
  readonly note: string;
}

/**
 * How intact cIEF-MS assigns the common variants of an antibody: charge variants by where they focus
 * (pI), glycoforms and lysine variants by mass. Average-mass shifts (ExPASy average residue masses).
 * Deamidation (+0.98 Da) is far below what a deconvoluted 148 kDa spectrum resolves: it is assigned by
 * its acidic pI shift at the main-peak mass, never by mass.
 */
export const VARIANT_ASSIGNMENTS: readonly VariantAssignment[] = [
  {
    variant: "C-terminal lysine (per K)",
    massShift: "+128.17 Da",
    piShift: "basic",
    assignBy: "pI and mass",
    note: "Basic peaks 128 Da and 256 Da above the main mass: one or two heavy chains keep their lysine.",
  },
  {
    variant: "Fc glycoforms (G0F → G1F → G2F, per galactose)",
    massShift: "+162.14 Da",
    piShift: "none",
    assignBy: "mass",
    note: "Same pI: glycoforms focus together and are told apart in the deconvoluted spectrum of each peak.",
  },
  {
    variant: "Sialylation (per NeuAc)",
    massShift: "+291.26 Da",
    piShift: "acidic",
    assignBy: "pI and mass",
    note: "Each sialic acid adds a negative charge and 291 Da.",
  },
  {
    variant: "Glycation (hexose on K)",
    massShift: "+162.14 Da",
    piShift: "acidic",
    assignBy: "pI and mass",
    note: "Same mass as a galactose: an acidic peak 162 Da above the main mass is glycation, not a glycoform.",
  },
  {
    variant: "Deamidation (N → D / isoD)",
    massShift: "+0.98 Da (not resolved intact)",
    piShift: "acidic",
    assignBy: "pI",
    note: "An acidic peak with the main-peak mass: 0.98 Da is about 7 ppm of 148 kDa, well inside the width of an intact-mass peak. Confirm the site by peptide mapping.",
  },
  {
    variant: "N-terminal Gln not cyclised to pyro-Glu",
    massShift: "+17.03 Da",
    piShift: "basic",
    assignBy: "pI and mass",
    note: "The free N-terminal amine adds a positive charge; pyro-Glu is the main form.",
  },
  {
    variant: "ADC: lysine-linked MCC-DM1 (per drug)",
    massShift: "≈ +957 Da",
    piShift: "acidic",
    assignBy: "pI and mass",
    note: "Each conjugated lysine loses its positive charge: drug-load species form an acidic ladder.",
  },
];

// ---------------------------------------------------------------------------------------------
// From the antibody tool: theoretical pI and average mass in the link
// ---------------------------------------------------------------------------------------------

/** The lowest and highest pI of an option ("6-10" → [6, 10]). */
export function piRangeBounds(range: PiRange): readonly [number, number] {
  const [low, high] = range.split("-").map(Number);
  return [low, high];
}

/** Charge variants and the theoretical-vs-measured pI difference both spread about this much around the theoretical pI. */
export const PI_PROPOSAL_MARGIN = 0.5;
export const THEORETICAL_PI_LIMITS = { min: 0, max: 14 } as const;
/** Average masses accepted from a link or the form: a protein, not a peptide or an aggregate. */
export const AVERAGE_MASS_LIMITS_DA = { min: 10_000, max: 1_000_000 } as const;
/** CODATA 2018 proton mass, 1.007 276 466 62 Da. */
export const PROTON_MASS_DA = 1.007276466;

export const INVALID_TPI_MESSAGE = "Please enter the theoretical pI as a number between 0 and 14, or leave it empty.";
export const INVALID_MASS_MESSAGE = "Please enter the average mass in Da, between 10,000 and 1,000,000, or leave it empty.";

/** A theoretical pI, 0 < pI < 14, rounded to 2 decimals; else null. */
export function parseTheoreticalPi(raw: string | undefined | null): number | null {
  const value = parsePositiveNumber(raw);
  if (value === null || value >= THEORETICAL_PI_LIMITS.max) return null;
  return Math.round(value * 100) / 100;
}

/** An average mass in Da within AVERAGE_MASS_LIMITS_DA, rounded to 2 decimals; else null. */
export function parseAverageMassDa(raw: string | undefined | null): number | null {
  const value = parsePositiveNumber(raw);
  if (value === null || value < AVERAGE_MASS_LIMITS_DA.min || value > AVERAGE_MASS_LIMITS_DA.max) return null;
  return Math.round(value * 100) / 100;
}

export interface PiRangeProposal {
  readonly theoreticalPi: number;
  readonly range: Option<PiRange>;
  /** e.g. "theoretical pI 8.45 → pI 6–10: the narrowest option that holds 7.95–8.95 (8.45 ± 0.5), with 8.45 nearest its centre". */
  readonly reason: string;
}

const piText = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/**
 * The spec's pI-range option that best fits a theoretical pI: the narrowest option that holds
 * pI ± 0.5 (room for acidic and basic variants and for the usual gap between calculated and measured
 * pI), the one whose centre is nearest the pI on a tie; the broad 3–11 option when none does.
 */
export function proposePiRange(theoreticalPi: number): PiRangeProposal {
  const low = theoreticalPi - PI_PROPOSAL_MARGIN;
  const high = theoreticalPi + PI_PROPOSAL_MARGIN;
  const span = `${piText(low)}–${piText(high)} (${piText(theoreticalPi)} ± ${PI_PROPOSAL_MARGIN})`;
  const fitting = PI_RANGES.filter((o) => {
    const [a, b] = piRangeBounds(o.value);
    return a <= low && high <= b;
  });
  const width = (o: Option<PiRange>) => piRangeBounds(o.value)[1] - piRangeBounds(o.value)[0];
  const offCentre = (o: Option<PiRange>) => Math.abs((piRangeBounds(o.value)[0] + piRangeBounds(o.value)[1]) / 2 - theoreticalPi);
  const best = [...fitting].sort((x, y) => width(x) - width(y) || offCentre(x) - offCentre(y))[0];
  const range = best ?? PI_RANGES.find((o) => o.value === "3-11")!;
  const [a, b] = piRangeBounds(range.value);
  const reason = best
    ? `Theoretical pI ${piText(theoreticalPi)} → pI ${a}–${b}: the narrowest option that holds ${span}` +
      (fitting.some((o) => o !== best && width(o) === width(best)) ? `, with ${piText(theoreticalPi)} nearest its centre.` : ".")
    : `Theoretical pI ${piText(theoreticalPi)} → pI ${a}–${b}: no narrower option holds ${span}, so the broad range is used.`;
  return { theoreticalPi, range, reason };
}

/** Charge states assumed for a 148 kDa IgG sprayed from an acidic, partly organic sheath liquid. */
export const IGG_CHARGE_STATES = { zMin: 40, zMax: 60, referenceMassDa: 148_000 } as const;
/** The acquisition window is rounded outward to this step. */
export const MZ_WINDOW_STEP = 100;

export interface ChargeRung {
  readonly z: number;
  readonly mz: number;
  readonly mzText: string;
}

export interface ChargeLadder {
  readonly averageMassDa: number;
  readonly zMin: number;
  readonly zMax: number;
  /** From the highest charge (lowest m/z) to the lowest. */
  readonly rungs: readonly ChargeRung[];
  readonly windowMin: number;
  readonly windowMax: number;
  /** e.g. "2,400–3,800 m/z" */
  readonly windowText: string;
  readonly assumption: string;
  /** The window lies inside the method's MS mass range. */
  readonly withinMassRange: boolean;
}

/** m/z of a protein of average mass M carrying z protons: (M + z · 1.007 276 466) / z. */
export function mzForCharge(averageMassDa: number, z: number): number {
  return (averageMassDa + z * PROTON_MASS_DA) / z;
}

const mzFormat = (value: number) => formatGrouped(value, 2);
const wholeFormat = (value: number) => formatGrouped(value, 0);

/**
 * The expected charge ladder of a protein and the m/z window to acquire. Charge states z = 40–60 are
 * assumed for a 148 kDa IgG under the acidic sheath liquid (denaturing electrospray of intact mAbs gives
 * an envelope of about m/z 2,400–3,800; Zhang, Pan & Chen, Mass Spectrom. Rev. 2009) and scaled in
 * proportion to the mass for other proteins (charge grows with the number of basic sites, i.e. with size).
 * The window runs from one charge state beyond each end, rounded outward to 100 m/z.
 */
export function chargeLadderFor(averageMassDa: number, ms: Pick<MsSettings, "massRangeMin" | "massRangeMax">): ChargeLadder {
  const scale = averageMassDa / IGG_CHARGE_STATES.referenceMassDa;
  const zMin = Math.max(2, Math.round(IGG_CHARGE_STATES.zMin * scale));
  const zMax = Math.max(zMin + 1, Math.round(IGG_CHARGE_STATES.zMax * scale));
  const rungs: ChargeRung[] = [];
  for (let z = zMax; z >= zMin; z--) {
    const mz = mzForCharge(averageMassDa, z);
    rungs.push({ z, mz, mzText: mzFormat(mz) });
  }
  const windowMin = Math.floor(mzForCharge(averageMassDa, zMax + 1) / MZ_WINDOW_STEP) * MZ_WINDOW_STEP;
  const windowMax = Math.ceil(mzForCharge(averageMassDa, zMin - 1) / MZ_WINDOW_STEP) * MZ_WINDOW_STEP;
  return {
    averageMassDa,
    zMin,
    zMax,
    rungs,
    windowMin,
    windowMax,
    windowText: `${wholeFormat(windowMin)}–${wholeFormat(windowMax)} m/z`,
    assumption:
      `Charge states ${zMin}+ to ${zMax}+ assumed: an intact IgG of about 148 kDa carries about 40–60 protons when sprayed from the ` +
      "acidic, partly organic sheath liquid (denaturing electrospray; Zhang, Pan & Chen, Mass Spectrom. Rev. 2009), scaled with the mass for other proteins. " +
      "The window adds one charge state beyond each end.",
    withinMassRange: windowMin >= ms.massRangeMin && windowMax <= ms.massRangeMax,
  };
}

/** What the antibody tool sent: the pI proposal and the charge ladder, each only when its value was valid. */
export interface AntibodyContext {
  readonly theoreticalPi?: number;
  readonly piProposal?: PiRangeProposal;
  readonly averageMassDa?: number;
  readonly chargeLadder?: ChargeLadder;
}

export function antibodyContextFor(theoreticalPi: number | null, averageMassDa: number | null, protein: ProteinType): AntibodyContext | undefined {
  if (theoreticalPi === null && averageMassDa === null) return undefined;
  return {
    ...(theoreticalPi !== null ? { theoreticalPi, piProposal: proposePiRange(theoreticalPi) } : {}),
    ...(averageMassDa !== null ? { averageMassDa, chargeLadder: chargeLadderFor(averageMassDa, msSettingsFor(protein)) } : {}),
  };
}
