import Download from "lucide-react/icons/download";
import { clsx } from "clsx";
import { Button } from "~/components/ui/button";
import { formatGrouped2 } from "~/tools/tool-result";
import type { SpeciesMatch } from "~/tools/expected-species";
import { type IntactMassData, MIN_FLAG_PPM, type RowMass, formatSigned2, intactMassCopyText, matchText } from "~/tools/intact-mass";
import { intactMassCsv, intactMassCsvFileName } from "~/tools/intact-mass-csv";
import { MODIFIED_Z_LIMIT } from "~/tools/outliers";
import { downloadTextFile } from "./download-text-file";
import { MassDotPlot } from "./mass-dot-plot";
import { ResultCopyActions } from "./result-copy-actions";
import { ResultFacts, ResultPanel, ResultValue } from "./result-parts";
import { ToolAlert } from "./tool-alert";

const rowList = (indices: readonly number[]) => indices.map((i) => i + 1).join(", ");

/** The result: average mass and spreads, the warnings a scientist acts on, the per-row table with "Exclude", the plot. */
export function IntactMassResultView({
  result,
  linkSearch,
  onToggleExcluded,
}: {
  result: IntactMassData;
  linkSearch: string | null;
  onToggleExcluded: (index: number) => void;
}) {
  const hasSpecies = result.species.length > 0;
  const canExcludeMore = result.includedCount > 2;
  const excludedCount = result.rows.length - result.includedCount;
  return (
    <ResultPanel
      heading="Result"
      action={
        <ResultCopyActions
          className="flex w-full flex-wrap gap-2 sm:w-auto"
          text={intactMassCopyText(result)}
          label="Intact mass"
          linkSearch={linkSearch}
          toolName="Intact Mass"
        >
          <Button variant="outline" size="sm" onClick={() => downloadTextFile(intactMassCsvFileName(), intactMassCsv(result), "text/csv;charset=utf-8")}>
            <Download className="h-4 w-4" aria-hidden /> Download CSV
          </Button>
        </ResultCopyActions>
      }
    >
      <div>
        <ResultValue label="Average mass" value={result.averageMassText} unit="Da" testId="average-mass" />
        {result.averageMatch && (
          <p data-testid="average-species" className={clsx("mt-1 text-sm", result.averageMatch.withinTolerance ? "text-success" : "text-amber-700")}>
            {result.averageMatch.withinTolerance ? "Matches " : ""}
            {matchText(result.averageMatch)}
            <span className="text-muted"> · tolerance {formatGrouped2(result.tolerancePpm)} ppm</span>
          </p>
        )}
      </div>
      <ResultFacts
        facts={[
          { label: "Standard deviation (population, ÷ n)", value: `${result.standardDeviationText} Da`, testId: "mass-sd" },
          { label: "Standard deviation (sample, ÷ n − 1)", value: `${result.sampleStandardDeviationText} Da`, testId: "mass-sd-sample" },
          { label: "Relative SD (population)", value: `${result.relativeSdPpmText} ppm` },
          {
            label: "Charge states in the mean",
            value: excludedCount > 0 ? `${result.includedCount} of ${result.rows.length} (${excludedCount} excluded)` : result.includedCount,
            testId: "mass-count",
          },
          { label: "Ion mode", value: result.mode === "negative" ? "Negative, [M − zH]ᶻ⁻" : "Positive, [M + zH]ᶻ⁺" },
        ]}
      />
      <IntactMassWarnings result={result} />
      <p className="-mb-4 text-xs text-muted sm:hidden">Swipe the table sideways for the deviations and the expected species.</p>
      <div role="region" aria-label="Mass from each row" tabIndex={0} className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary">
        <table className="w-full min-w-[30rem] text-sm">
          <caption className="sr-only">
            Mass from each row, its deviation from the mean{hasSpecies ? ", the nearest expected species" : ""} and whether it is in the mean
          </caption>
          <thead>
            <tr className="border-b border-line text-left text-xs text-muted">
              <Th>Row</Th>
              <Th right>m/z</Th>
              <Th right>z</Th>
              <Th right>Mass (Da)</Th>
              <Th right>
                Δ mean
                <span className="block font-normal">Da · ppm</span>
              </Th>
              {hasSpecies && <Th>Expected species</Th>}
            </tr>
          </thead>
          <tbody className="font-mono tabular-nums">
            {result.rows.map((row) => (
              <MassRowView key={row.index} row={row} hasSpecies={hasSpecies} canExclude={canExcludeMore} onToggle={() => onToggleExcluded(row.index)} />
            ))}
          </tbody>
        </table>
      </div>
      <MassDotPlot result={result} />
    </ResultPanel>
  );
}

function Th({ children, right = false }: { children: React.ReactNode; right?: boolean }) {
  return (
    <th scope="col" className={clsx("whitespace-nowrap py-2 pr-2 align-bottom font-medium last:pr-0", right && "text-right")}>
      {children}
    </th>
  );
}

function MassRowView({ row, hasSpecies, canExclude, onToggle }: { row: RowMass; hasSpecies: boolean; canExclude: boolean; onToggle: () => void }) {
  const number = row.index + 1;
  const disabled = !row.excluded && !canExclude;
  return (
    <tr data-testid="mass-row" className={clsx("border-b border-line align-top last:border-0", row.excluded && "bg-slate-100/70 text-muted")}>
      <td className="py-2 pr-2">
        <span className="flex flex-col items-start gap-1 font-sans">
          <span className="font-mono text-muted">{number}</span>
          {row.outlier && <Badge tone="danger">Outlier</Badge>}
          {row.sameChargeConflicts.length > 0 && <Badge tone="warning">Same z as row {rowList(row.sameChargeConflicts)}</Badge>}
          {row.excluded && <Badge tone="muted">Excluded</Badge>}
          <Button
            variant="outline"
            size="sm"
            className="h-7 px-2 text-xs"
            onClick={onToggle}
            disabled={disabled}
            aria-pressed={row.excluded}
            aria-label={row.excluded ? `Include row ${number} in the mean` : `Exclude row ${number} from the mean`}
            title={disabled ? "At least 2 rows must stay in the mean" : undefined}
          >
            {row.excluded ? "Include" : "Exclude"}
          </Button>
        </span>
      </td>
      <td className="py-2 pr-2 text-right">{row.mzText}</td>
      <td className="py-2 pr-2 text-right">{row.charge}</td>
      <td className={clsx("py-2 pr-2 text-right", row.excluded && "line-through")} data-testid="row-mass">
        {row.massText}
      </td>
      <td className="py-2 pr-2 text-right">
        <span className="block" data-testid="row-deviation-da">
          {row.deviationDaText} <span className="sr-only">Da,</span>
        </span>
        <span className={clsx("block text-xs", row.outlier ? "font-semibold text-danger" : "text-muted")} data-testid="row-deviation-ppm">
          {row.deviationPpmText}
          <span className="sr-only"> ppm</span>
        </span>
      </td>
      {hasSpecies && (
        <td className="py-2 font-sans" data-testid="row-species">
          {row.match && <SpeciesMatchText match={row.match} />}
        </td>
      )}
    </tr>
  );
}

/** "G0F/G0F" over "−0.68 ppm"; beyond the tolerance "no match" over the nearest species and its error. */
function SpeciesMatchText({ match }: { match: SpeciesMatch }) {
  const ppm = `${formatSigned2(match.ppm)} ppm`;
  return match.withinTolerance ? (
    <span className="block min-w-[7rem]">
      <span className="block text-ink">{match.species.label} </span>
      <span className="block font-mono text-xs text-muted">{ppm}</span>
    </span>
  ) : (
    <span className="block min-w-[7rem] text-amber-800">
      <span className="block">no match </span>
      <span className="block text-xs">
        nearest {match.species.label}, <span className="font-mono">{ppm}</span>
      </span>
    </span>
  );
}

function Badge({ tone, children }: { tone: "danger" | "warning" | "muted"; children: React.ReactNode }) {
  return (
    <span
      className={clsx(
        "whitespace-nowrap rounded px-1.5 py-0.5 text-[11px] font-semibold",
        tone === "danger" && "bg-danger-soft text-red-800",
        tone === "warning" && "bg-amber-100 text-amber-900",
        tone === "muted" && "bg-slate-200 text-slate-700",
      )}
    >
      {children}
    </span>
  );
}

/** What a scientist should look at before trusting the mean: outliers, same-charge conflicts, a disagreeing pair, duplicates, skipped rows. */
function IntactMassWarnings({ result }: { result: IntactMassData }) {
  const outliers = result.rows.filter((r) => !r.excluded && r.outlier);
  return (
    <>
      {outliers.length > 0 && (
        <ToolAlert
          tone="warning"
          title={outliers.length === 1 ? `Row ${outliers[0].index + 1} is an outlier` : `Rows ${rowList(outliers.map((r) => r.index))} are outliers`}
          message={
            outliers
              .map((r) => `Row ${r.index + 1}: ${r.massText} Da, ${r.deviationPpmText} ppm from the mean (modified z-score ${formatSigned2(r.modifiedZ ?? 0)})`)
              .join("; ") +
            `. ${outliers.length === 1 ? "Its mass lies" : "Their masses lie"} far from the other charge states (|modified z-score| above ${MODIFIED_Z_LIMIT}): ` +
            "a wrong charge, an adduct or another species. The average above still includes " +
            (outliers.length === 1 ? "it — choose Exclude to leave it out." : "them — choose Exclude to leave them out.")
          }
        />
      )}
      {result.sameChargeConflicts.map((conflict) => (
        <ToolAlert
          key={conflict.rows.join("-")}
          tone="warning"
          title={`Rows ${conflict.rows[0] + 1} and ${conflict.rows[1] + 1} have the same charge (z = ${conflict.charge}) but different masses`}
          message={
            `They are ${formatGrouped2(Math.abs(conflict.deltaDa))} Da (${formatGrouped2(Math.abs(conflict.deltaPpm))} ppm) apart. ` +
            "One charge state of one species gives one mass: these are two species (e.g. glycoforms) or a mis-picked peak. Exclude the one that does not belong to this species."
          }
        />
      ))}
      {result.pairDisagreementPpm !== null && (
        <ToolAlert
          tone="warning"
          title="The two charge states disagree"
          message={`Their masses are ${formatGrouped2(result.pairDisagreementPpm)} ppm apart (more than ${MIN_FLAG_PPM} ppm). With only two rows the tool cannot tell which one is off: add further charge states of the same species.`}
        />
      )}
      {result.duplicateChargeRows.map(([a, b]) => (
        <ToolAlert
          key={`${a}-${b}`}
          tone="warning"
          title={`Rows ${a + 1} and ${b + 1} are the same charge state`}
          message={`z = ${result.rows.find((r) => r.index === a)?.charge} is entered twice and counts twice in the mean; exclude one of them unless that is intended.`}
        />
      ))}
      {result.skippedRows.length > 0 && (
        <ToolAlert
          tone="warning"
          title={result.skippedRows.length === 1 ? "1 row skipped" : `${result.skippedRows.length} rows skipped`}
          message={result.skippedRows.map((s) => `Row ${s.index + 1}: ${s.reason}`).join("; ") + ". Skipped rows are left out of the result."}
        />
      )}
    </>
  );
}
