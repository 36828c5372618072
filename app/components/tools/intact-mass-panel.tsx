import ChartScatter from "lucide-react/icons/chart-scatter";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { Tabs } from "radix-ui";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  type IntactMassData,
  type IntactMassResult,
  type MassRow,
  calculateIntactMass,
  canRemoveRow,
  emptyRow,
  initialRows,
  intactMassCopyText,
  removeRow,
} from "~/tools/intact-mass";
import { format2 } from "~/tools/tool-result";
import { CopyResultButton } from "./copy-result-button";
import { INPUT_CLASS } from "./form-field";
import { IntactMassInstructions } from "./intact-mass-instructions";
import { MassDotPlot } from "./mass-dot-plot";
import { ResultFacts, ResultPanel, ResultPlaceholder, ResultValue } from "./result-parts";
import { ToolAlert } from "./tool-alert";
import { ToolCard, ToolColumns } from "./tool-card";
import { toolEntry } from "./tool-catalog";
import { ToolTabsContent, ToolTabsList, ToolTabsTrigger } from "./tool-tabs";

interface EditableRow extends MassRow {
  readonly key: number;
}

/** Five charge states of an IgG1 of 148,057.6 Da, m/z rounded to 2 decimals as a spectrum would give them. */
const EXAMPLE_ROWS: readonly MassRow[] = [
  { mz: "3702.45", charge: "40" },
  { mz: "3612.17", charge: "41" },
  { mz: "3526.19", charge: "42" },
  { mz: "3444.21", charge: "43" },
  { mz: "3365.95", charge: "44" },
];

export function IntactMassPanel() {
  const [rows, setRows] = useState<EditableRow[]>(() => initialRows().map((row, index) => ({ ...row, key: index })));
  const nextKey = useRef(rows.length);
  const withKey = (row: MassRow): EditableRow => ({ ...row, key: nextKey.current++ });
  const [result, setResult] = useState<IntactMassResult | null>(null);

  const removable = canRemoveRow(rows);
  const update = (key: number, change: Partial<MassRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function calculate(event: FormEvent) {
    event.preventDefault();
    setResult(calculateIntactMass(rows));
  }

  return (
    <ToolCard tool={toolEntry("intact-mass")}>
      <Tabs.Root defaultValue="calculator">
        <ToolTabsList label="Intact Mass">
          <ToolTabsTrigger value="calculator">Calculator</ToolTabsTrigger>
          <ToolTabsTrigger value="instructions">Instructions</ToolTabsTrigger>
        </ToolTabsList>
        <ToolTabsContent value="calculator">
          <ToolColumns
            form={
              <form onSubmit={calculate} noValidate className="space-y-5">
                <fieldset>
                  <legend className="mb-3 text-sm font-medium text-ink">Peaks: m/z and charge state</legend>
                  <div className="grid grid-cols-[1.5rem_minmax(0,3fr)_minmax(0,2fr)_2.5rem] items-center gap-x-2 gap-y-2 text-xs font-medium text-muted">
                    <span aria-hidden>#</span>
                    <span aria-hidden>m/z</span>
                    <span aria-hidden>Charge (z)</span>
                    <span />
                    {rows.map((row, index) => (
                      <MassRowInputs
                        key={row.key}
                        number={index + 1}
                        row={row}
                        removable={removable}
                        onChange={(change) => update(row.key, change)}
                        onRemove={() => setRows((current) => removeRow(current, index))}
                      />
                    ))}
                  </div>
                </fieldset>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => setRows((current) => [...current, withKey(emptyRow())])}>
                    <Plus className="h-4 w-4" aria-hidden /> Add row
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRows(EXAMPLE_ROWS.map(withKey))}>
                    Load example
                  </Button>
                </div>
                <Button type="submit" className="w-full sm:w-auto">
                  Calculate mass
                </Button>
                {result && !result.ok && <ToolAlert title={result.title} message={result.message} />}
              </form>
            }
            result={
              result?.ok ? (
                <IntactMassResultView result={result} />
              ) : (
                <ResultPlaceholder icon={ChartScatter}>
                  Enter at least two peaks of the same protein (their m/z and charge), then calculate to see its mass from each charge state and how well they
                  agree.
                </ResultPlaceholder>
              )
            }
          />
        </ToolTabsContent>
        <ToolTabsContent value="instructions">
          <IntactMassInstructions />
        </ToolTabsContent>
      </Tabs.Root>
    </ToolCard>
  );
}

function MassRowInputs({
  number,
  row,
  removable,
  onChange,
  onRemove,
}: {
  number: number;
  row: MassRow;
  removable: boolean;
  onChange: (change: Partial<MassRow>) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <span className="text-right font-mono text-sm text-muted">{number}</span>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        aria-label={`m/z, row ${number}`}
        placeholder="3702.45"
        value={row.mz}
        onChange={(event) => onChange({ mz: event.target.value })}
        className={`${INPUT_CLASS} h-10 font-mono tabular-nums`}
      />
      <input
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        aria-label={`Charge, row ${number}`}
        placeholder="40"
        value={row.charge}
        onChange={(event) => onChange({ charge: event.target.value })}
        className={`${INPUT_CLASS} h-10 font-mono tabular-nums`}
      />
      <Button
        variant="ghost"
        size="icon"
        onClick={onRemove}
        disabled={!removable}
        aria-label={`Remove row ${number}`}
        title={removable ? `Remove row ${number}` : "At least 2 rows are needed"}
        className="text-muted hover:text-danger"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </>
  );
}

function IntactMassResultView({ result }: { result: IntactMassData }) {
  return (
    <ResultPanel heading="Result" action={<CopyResultButton text={intactMassCopyText(result)} label="Intact mass" />}>
      <ResultValue label="Average mass" value={result.averageMassText} unit="Da" testId="average-mass" />
      <ResultFacts
        facts={[
          { label: "Standard deviation (population)", value: `${result.standardDeviationText} Da`, testId: "mass-sd" },
          { label: "Charge states used", value: result.rows.length },
        ]}
      />
      {result.skippedRows.length > 0 && (
        <ToolAlert
          tone="warning"
          title={result.skippedRows.length === 1 ? "1 row skipped" : `${result.skippedRows.length} rows skipped`}
          message={`Row ${result.skippedRows.map((index) => index + 1).join(", ")} did not hold a valid m/z and whole positive charge, or gave a mass of zero or less, and was left out.`}
        />
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Mass from each row</caption>
          <thead>
            <tr className="border-b border-line text-left text-xs text-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                Row
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                m/z
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                z
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Mass (Da)
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Δ mean (Da)
              </th>
            </tr>
          </thead>
          <tbody className="font-mono tabular-nums">
            {result.rows.map((row) => (
              <tr key={row.index} className="border-b border-line last:border-0">
                <td className="py-2 pr-3 text-muted">{row.index + 1}</td>
                <td className="py-2 pr-3 text-right">{row.mz}</td>
                <td className="py-2 pr-3 text-right">{row.charge}</td>
                <td className="py-2 pr-3 text-right" data-testid="row-mass">
                  {row.massText}
                </td>
                <td className="py-2 text-right text-muted">{signed(row.mass - result.averageMass)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MassDotPlot result={result} />
    </ResultPanel>
  );
}

function signed(value: number): string {
  const text = format2(value);
  return text === "0.00" || text.startsWith("-") ? text.replace("-", "−") : `+${text}`;
}
