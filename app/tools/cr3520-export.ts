/** A CR3520 method as a file: the export file name, the JSON and the readable text protocol (spec §4). */
import type { GeneratedMethod } from "./cr3520-method";
import { DEFAULT_PROJECT_NAME, normalizeProjectName } from "./cr3520-options";
import { ADC_NOTE, CIEF_MS_SOURCES, FRAGMENTOR_VENDOR_NOTE, PROTOCOL_NOTES, VARIANT_ASSIGNMENTS } from "./cr3520-protocol-content";
import { formatGrouped } from "./tool-result";

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
