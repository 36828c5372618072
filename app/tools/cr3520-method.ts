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
 *
 * This module assembles the method; the choices live in cr3520-options, the rules in cr3520-rules,
 * the tab text in cr3520-protocol-content, export in cr3520-export and links in cr3520-sharing.
 */
import { antibodyContextFor, type AntibodyContext } from "./cr3520-antibody-context";
import {
  INVALID_MASS_MESSAGE,
  INVALID_TPI_MESSAGE,
  INVALID_VOLUME_MESSAGE,
  INVALID_VOLUME_TITLE,
  missingInformationError,
  type MissingInformationError,
  missingMethodFields,
  NO_METHOD_EXPORT_ERROR,
  NO_METHOD_SHARE_ERROR,
} from "./cr3520-messages";
import {
  AMPHOLYTE_MIXES,
  type AmpholyteMix,
  CONCENTRATION_RANGES,
  type ConcentrationRange,
  findOption,
  type MethodParams,
  normalizeProjectName,
  type Option,
  parseAverageMassDa,
  parseSampleVolume,
  parseTheoreticalPi,
  PI_RANGES,
  type PiRange,
  PROTEIN_TYPES,
  type ProteinType,
} from "./cr3520-options";
import { CIEF_MS_SOLUTIONS, type ProtocolSolution } from "./cr3520-protocol-content";
import {
  analysisSequenceFor,
  type AnalysisStep,
  type MasterMix,
  masterMixFor,
  type MsSettings,
  msSettingsFor,
  type SamplePreparation,
  samplePreparationFor,
  timelineFor,
} from "./cr3520-rules";
import { toolError, type ToolError, type ToolResult } from "./tool-result";

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
