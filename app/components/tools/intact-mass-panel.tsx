import ChartScatter from "lucide-react/icons/chart-scatter";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import Wand from "lucide-react/icons/wand-sparkles";
import { Tabs } from "radix-ui";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { assignCharges } from "~/tools/charge-assignment";
import {
  type ExpectedSpecies,
  INVALID_TOLERANCE_MESSAGE,
  INVALID_TOLERANCE_TITLE,
  type SpeciesDraft,
  parseTolerancePpm,
  speciesFromDrafts,
} from "~/tools/expected-species";
import { type IntactMassResult, type MassRow, calculateIntactMass, canRemoveRow, emptyRow, removeRow } from "~/tools/intact-mass";
import { type IntactMassLinkState, intactMassLinkInputs, readIntactMassLink } from "~/tools/intact-mass-link";
import type { IonMode } from "~/tools/ion-mode";
import { type ToolError, toolError } from "~/tools/tool-result";
import { DecimalInput, INPUT_CLASS } from "./form-field";
import { IntactMassInstructions } from "./intact-mass-instructions";
import { IntactMassResultView } from "./intact-mass-result";
import { type EditableSpecies, IntactMassSpecies } from "./intact-mass-species";
import { ResultPlaceholder } from "./result-parts";
import { ToolAlert } from "./tool-alert";
import { ToolCard, ToolColumns } from "./tool-card";
import { toolEntry } from "./tool-catalog";
import { toolLinkSearch, useToolPermalink } from "./tool-permalink";
import { ToolTabsContent, ToolTabsList } from "./tool-tabs";

interface EditableRow extends MassRow {
  readonly key: number;
}

/** The inputs of the last calculation: what the result, the permalink and "Exclude" work on. */
interface CommittedInputs {
  readonly rows: readonly EditableRow[];
  readonly mode: IonMode;
  readonly species: readonly ExpectedSpecies[];
  readonly tolerancePpm: number;
}

/** Five charge states of trastuzumab G0F/G0F (148,057.6 Da), m/z rounded to 2 decimals as a spectrum would give them. */
const EXAMPLE_ROWS: readonly MassRow[] = [
  { mz: "3702.45", charge: "40" },
  { mz: "3612.17", charge: "41" },
  { mz: "3526.19", charge: "42" },
  { mz: "3444.21", charge: "43" },
  { mz: "3365.95", charge: "44" },
];

function calculate(inputs: CommittedInputs): IntactMassResult {
  return calculateIntactMass(inputs.rows, { mode: inputs.mode, species: inputs.species, tolerancePpm: inputs.tolerancePpm });
}

/** The form and the calculation a link opens with: with 2 complete rows it is calculated at once. */
function initialState(link: IntactMassLinkState) {
  let key = 0;
  const linkedRows = link.rows.map((row) => ({ ...row, key: key++ }));
  const rows: EditableRow[] = [...linkedRows, ...Array.from({ length: Math.max(0, 2 - linkedRows.length) }, () => ({ ...emptyRow(), key: key++ }))];
  const species: EditableSpecies[] = link.species.map((s) => ({ label: s.label, mass: String(s.mass), key: key++ }));
  const complete = link.rows.filter((row) => row.mz !== "" && row.charge !== "").length >= 2;
  const committed: CommittedInputs | null = complete ? { rows, mode: link.mode, species: link.species, tolerancePpm: link.tolerancePpm } : null;
  return { link, rows, species, committed, nextKey: key };
}

/**
 * Intact Mass. `linkSearch` (?tool=intact-mass&peak=…&species=…) prefills the rows, the mode and
 * the expected species; with 2 complete rows it is calculated at once, so a reload shows the result.
 */
export function IntactMassPanel({ linkSearch }: { linkSearch: string }) {
  const [initial] = useState(() => initialState(readIntactMassLink(new URLSearchParams(linkSearch))));
  const { link } = initial;
  const nextKey = useRef(initial.nextKey);
  const withKey = <T extends object>(value: T): T & { key: number } => ({ ...value, key: nextKey.current++ });

  const [rows, setRows] = useState<EditableRow[]>(initial.rows);
  const [mode, setMode] = useState<IonMode>(link.mode);
  const [species, setSpecies] = useState<EditableSpecies[]>(initial.species);
  const [tolerance, setTolerance] = useState(String(link.tolerancePpm));
  const [committed, setCommitted] = useState<CommittedInputs | null>(initial.committed);
  const [formError, setFormError] = useState<ToolError | null>(null);
  const [assignment, setAssignment] = useState<{ tone: "error" | "note"; title: string; message: string } | null>(null);

  const result = useMemo(() => (committed ? calculate(committed) : null), [committed]);
  const search = useMemo(() => {
    const state = committed ?? (link.species.length > 0 || link.rows.length > 0 ? link : null);
    return state ? toolLinkSearch("intact-mass", intactMassLinkInputs(state)) : null;
  }, [committed, link]);
  useToolPermalink("intact-mass", search);

  const removable = canRemoveRow(rows);
  const update = (key: number, change: Partial<MassRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  /** Commits the form (rows given when they were just changed); false when species or tolerance are not usable. */
  function commit(currentRows: readonly EditableRow[]): boolean {
    const checkedSpecies = speciesFromDrafts(species);
    const tolerancePpm = parseTolerancePpm(tolerance);
    if (!checkedSpecies.ok || tolerancePpm === null) {
      setFormError(checkedSpecies.ok ? toolError(INVALID_TOLERANCE_TITLE, INVALID_TOLERANCE_MESSAGE) : checkedSpecies);
      setCommitted(null);
      return false;
    }
    setFormError(null);
    setCommitted({ rows: currentRows, mode, species: checkedSpecies.species, tolerancePpm });
    return true;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setAssignment(null);
    commit(rows);
  }

  function assign() {
    const assigned = assignCharges(
      rows.map((row) => row.mz),
      mode,
    );
    if (!assigned.ok) {
      setAssignment({ tone: "error", title: assigned.title, message: assigned.message });
      return;
    }
    const next = rows.map((row, i) => {
      const charge = assigned.charges[i];
      return charge === null ? row : { ...row, charge: String(charge) };
    });
    setRows(next);
    const count = assigned.charges.filter((c) => c !== null).length;
    setAssignment({
      tone: "note",
      title: "Charges assigned from m/z",
      message: `${count} adjacent charge states, z = ${assigned.lowestCharge}–${assigned.highestCharge} (largest distance of a pair's estimate from a whole charge: ${assigned.largestMisfit.toFixed(2)}).`,
    });
    commit(next);
  }

  /** "Exclude" / "Include" in the result: toggles the row in the form and in the calculation at once. */
  function toggleExcluded(index: number) {
    if (!committed) return;
    const key = committed.rows[index]?.key;
    if (key === undefined) return;
    const toggle = (row: EditableRow) => (row.key === key ? { ...row, excluded: !row.excluded } : row);
    setRows((current) => current.map(toggle));
    setCommitted({ ...committed, rows: committed.rows.map(toggle) });
  }

  function includeAll() {
    const next = rows.map((row) => ({ ...row, excluded: false }));
    setRows(next);
    commit(next);
  }

  const error = formError ?? (result && !result.ok ? result : null);

  return (
    <ToolCard tool={toolEntry("intact-mass")}>
      <Tabs.Root defaultValue="calculator">
        <ToolTabsList label="Intact Mass" tabs={{ calculator: "Calculator", instructions: "Instructions" }} />
        <ToolTabsContent value="calculator">
          <ToolColumns
            form={
              <form onSubmit={submit} noValidate className="space-y-5">
                <fieldset>
                  <legend className="mb-2 text-sm font-medium text-ink">Ion mode</legend>
                  <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
                    {(["positive", "negative"] as const).map((value) => (
                      <label key={value} className="inline-flex items-center gap-2">
                        <input
                          type="radio"
                          name="intact-mass-mode"
                          value={value}
                          checked={mode === value}
                          onChange={() => setMode(value)}
                          className="h-4 w-4 accent-primary"
                        />
                        {value === "positive" ? "Positive, [M + zH]ᶻ⁺" : "Negative, [M − zH]ᶻ⁻"}
                      </label>
                    ))}
                  </div>
                </fieldset>
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
                  <Button variant="outline" size="sm" onClick={assign} aria-describedby="assign-charges-hint">
                    <Wand className="h-4 w-4" aria-hidden /> Assign charges from m/z
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRows(EXAMPLE_ROWS.map(withKey))}>
                    Load example
                  </Button>
                </div>
                <p id="assign-charges-hint" className="-mt-2 text-xs leading-relaxed text-muted">
                  Enter only the m/z of two or more adjacent charge states of one species and choose Assign charges: every charge is filled in and the mass
                  calculated.
                </p>
                {assignment &&
                  (assignment.tone === "error" ? (
                    <ToolAlert title={assignment.title} message={assignment.message} />
                  ) : (
                    <p role="status" data-testid="charge-assignment" className="rounded-lg border border-blue-200 bg-primary-soft p-3 text-sm text-ink">
                      <span className="font-semibold">{assignment.title}:</span> {assignment.message}
                    </p>
                  ))}
                <IntactMassSpecies
                  species={species}
                  tolerance={tolerance}
                  onChange={(key, change: Partial<SpeciesDraft>) => setSpecies((current) => current.map((s) => (s.key === key ? { ...s, ...change } : s)))}
                  onAdd={() => setSpecies((current) => [...current, withKey({ label: "", mass: "" })])}
                  onRemove={(key) => setSpecies((current) => current.filter((s) => s.key !== key))}
                  onToleranceChange={setTolerance}
                />
                <Button type="submit" className="w-full sm:w-auto">
                  Calculate mass
                </Button>
                {error && <ToolAlert title={error.title} message={error.message} />}
                {error?.title === "Too Many Rows Excluded" && (
                  <Button variant="outline" size="sm" onClick={includeAll}>
                    Include all rows again
                  </Button>
                )}
              </form>
            }
            result={
              result?.ok ? (
                <IntactMassResultView result={result} linkSearch={search} onToggleExcluded={toggleExcluded} />
              ) : (
                <ResultPlaceholder icon={ChartScatter}>
                  Enter at least two peaks of the same protein (their m/z and charge, or only m/z and Assign charges), then calculate to see its mass from each
                  charge state and how well they agree.
                  {link.species.length > 0 && ` The ${link.species.length} expected species from your link will label the masses.`}
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
      <span className="text-right font-mono text-sm text-muted" title={row.excluded ? "Excluded from the mean" : undefined}>
        {number}
        {row.excluded && <span className="sr-only"> (excluded from the mean)</span>}
      </span>
      <DecimalInput
        aria-label={`m/z, row ${number}`}
        placeholder="3702.45"
        value={row.mz}
        onValueChange={(mz) => onChange({ mz })}
        className={`h-10 ${row.excluded ? "text-muted line-through" : ""}`}
      />
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={200}
        step={1}
        aria-label={`Charge, row ${number}`}
        placeholder="40"
        value={row.charge}
        onChange={(event) => onChange({ charge: event.target.value })}
        className={`${INPUT_CLASS} h-10 font-mono tabular-nums ${row.excluded ? "text-muted line-through" : ""}`}
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
