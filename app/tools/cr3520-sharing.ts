/**
 * A CR3520 method as a link (spec §9): the query string that reproduces it
 * (/tools?method=cr3520&protein=…&concentration=…&pi=…&volume=…&project=…[&tpi=…&mass=…]), reading
 * such a link back, and the e-mail that shares it.
 */
import { proposePiRange } from "./cr3520-antibody-context";
import type { GeneratedMethod } from "./cr3520-method";
import {
  DEFAULT_PROJECT_NAME,
  isConcentrationRange,
  isPiRange,
  isProteinType,
  type MethodParams,
  normalizeProjectName,
  parseAverageMassDa,
  parseSampleVolume,
  parseTheoreticalPi,
  type PiRange,
} from "./cr3520-options";
import { METHOD_QUERY_VALUE } from "./method-link";

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
