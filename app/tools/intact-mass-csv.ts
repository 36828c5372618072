/**
 * The intact-mass table as CSV, for a spreadsheet or a lab notebook:
 * RFC 4180 (every cell quoted, "" for a quote, CRLF line ends, a UTF-8 byte order mark so Excel
 * reads "µ" and "−"); numbers without thousands separators and with a plain "-" so they stay
 * numbers; a label that a spreadsheet would run as a formula (= + - @ first) gets a leading "'"
 * (OWASP CSV injection). The table comes first, then a blank line and the summary.
 */
import { type IntactMassData, PROTON_MASS } from "./intact-mass";
import { round2 } from "./tool-result";

const FORMULA_START = /^[=+\-@\t\r]/;

/** A number's text ("-88.76") is written as it is; only free text is guarded against formulas. */
interface NumberCell {
  readonly number: string;
}
type Cell = string | number | NumberCell;

function cell(value: Cell): string {
  if (typeof value === "number") return `"${value}"`;
  if (typeof value === "object") return `"${value.number}"`;
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const fixed2 = (value: number): NumberCell => ({ number: round2(value).toFixed(2) });

export const INTACT_MASS_CSV_HEADER = [
  "Row",
  "m/z",
  "Charge (z)",
  "Mass (Da)",
  "Deviation from mean (Da)",
  "Deviation from mean (ppm)",
  "Modified z-score",
  "In mean",
  "Flags",
  "Nearest expected species",
  "Expected mass (Da)",
  "Error (ppm)",
  "Species match",
] as const;

export function intactMassCsv(result: IntactMassData): string {
  const lines: string[] = [INTACT_MASS_CSV_HEADER.map(cell).join(",")];
  for (const row of result.rows) {
    const flags = [
      ...(row.outlier ? ["outlier (modified z-score)"] : []),
      ...(row.sameChargeConflicts.length ? [`same charge as row ${row.sameChargeConflicts.map((i) => i + 1).join(" ")}`] : []),
    ];
    lines.push(
      [
        row.index + 1,
        { number: String(row.mz) },
        row.charge,
        fixed2(row.mass),
        fixed2(row.deviationDa),
        fixed2(row.deviationPpm),
        row.modifiedZ === null || !Number.isFinite(row.modifiedZ) ? "" : fixed2(row.modifiedZ),
        row.excluded ? "no (excluded)" : "yes",
        flags.join("; "),
        row.match?.species.label ?? "",
        row.match ? { number: String(row.match.species.mass) } : "",
        row.match ? fixed2(row.match.ppm) : "",
        row.match ? (row.match.withinTolerance ? "match" : "no match") : "",
      ]
        .map(cell)
        .join(","),
    );
  }
  const summary: [string, Cell][] = [
    ["Ion mode", `${result.mode} (proton mass ${PROTON_MASS} Da)`],
    ["Charge states in the mean", result.includedCount],
    ["Average mass (Da)", fixed2(result.averageMass)],
    ["Standard deviation, population (Da)", fixed2(result.standardDeviation)],
    ["Standard deviation, sample (Da)", fixed2(result.sampleStandardDeviation)],
  ];
  if (result.averageMatch) {
    summary.push(["Average mass: nearest expected species", result.averageMatch.species.label]);
    summary.push(["Average mass: error (ppm)", fixed2(result.averageMatch.ppm)]);
    summary.push(["Match tolerance (ppm)", result.tolerancePpm]);
  }
  lines.push("", ...summary.map(([label, value]) => `${cell(label)},${cell(value)}`));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export function intactMassCsvFileName(date: Date = new Date()): string {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  return `intact-mass-${day}.csv`;
}
