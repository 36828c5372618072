import Calculator from "lucide-react/icons/calculator";
import FileStack from "lucide-react/icons/file-stack";
import { Tabs } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  type AntibodyWeightResult,
  DISULFIDE_BOND_MASS,
  type ExampleAntibody,
  IGG1_DISULFIDE_BONDS,
  type RecordSplit,
  calculateAntibodyWeight,
  findRecordSplit,
  normalizeSequence,
  parseFasta,
} from "~/tools/antibody-weight";
import { AntibodyWeightInstructions } from "./antibody-weight-instructions";
import { AntibodyWeightResultView } from "./antibody-weight-result";
import { AntibodyExampleSequences } from "./antibody-example-sequences";
import { CheckboxOption, FormField, INPUT_CLASS } from "./form-field";
import { NumberField } from "./number-field";
import { ResultPlaceholder } from "./result-parts";
import { ToolAlert } from "./tool-alert";
import { ToolCard, ToolColumns } from "./tool-card";
import { toolEntry } from "./tool-catalog";
import { readToolLink, toolLinkSearch, useToolPermalink } from "./tool-permalink";
import { ToolTabsContent, ToolTabsList } from "./tool-tabs";
import { useLinkAfterHydration } from "./use-link-after-hydration";

interface AntibodyInputs {
  readonly heavyChain: string;
  readonly lightChain: string;
  readonly disulfideCorrection: boolean;
  readonly disulfideBonds: string;
  readonly clipCTerminalLysine: boolean;
  readonly pyroGlu: boolean;
}

/**
 * The permalink holds the sequences only (no FASTA headers or line breaks) and the options:
 * `?tool=antibody-weight&heavy=…&light=…&disulfides=16&kclip=1&pyroglu=1`.
 */
function antibodyLinkSearch(inputs: AntibodyInputs): string {
  return toolLinkSearch("antibody-weight", {
    heavy: normalizeSequence(inputs.heavyChain),
    light: normalizeSequence(inputs.lightChain),
    disulfides: inputs.disulfideCorrection ? inputs.disulfideBonds.trim() || String(IGG1_DISULFIDE_BONDS) : null,
    kclip: inputs.clipCTerminalLysine ? 1 : null,
    pyroglu: inputs.pyroGlu ? 1 : null,
  });
}

function inputsFromLink(linkSearch: string): AntibodyInputs | null {
  const query = readToolLink(linkSearch);
  const heavyChain = query.get("heavy") ?? "";
  const lightChain = query.get("light") ?? "";
  if (heavyChain.trim() === "" && lightChain.trim() === "") return null;
  const disulfides = query.get("disulfides");
  return {
    heavyChain,
    lightChain,
    disulfideCorrection: disulfides !== null,
    disulfideBonds: disulfides?.trim() || String(IGG1_DISULFIDE_BONDS),
    clipCTerminalLysine: query.get("kclip") === "1",
    pyroGlu: query.get("pyroglu") === "1",
  };
}

/** `linkSearch`: the query of the link the tools page was opened with (a permalink), else "". */
export function AntibodyWeightPanel({ linkSearch }: { linkSearch: string }) {
  const link = useLinkAfterHydration(linkSearch);
  const initial = inputsFromLink(link);
  return <AntibodyWeightTool key={initial ? link : ""} initial={initial} />;
}

function calculateComplete(inputs: AntibodyInputs | null): AntibodyWeightResult | null {
  return inputs && inputs.heavyChain.trim() !== "" && inputs.lightChain.trim() !== "" ? calculateAntibodyWeight(inputs) : null;
}

function AntibodyWeightTool({ initial }: { initial: AntibodyInputs | null }) {
  const [tab, setTab] = useState("calculator");
  const [heavyChain, setHeavyChain] = useState(initial?.heavyChain ?? "");
  const [lightChain, setLightChain] = useState(initial?.lightChain ?? "");
  const [disulfideCorrection, setDisulfideCorrection] = useState(initial?.disulfideCorrection ?? false);
  const [disulfideBonds, setDisulfideBonds] = useState(initial?.disulfideBonds ?? String(IGG1_DISULFIDE_BONDS));
  const [clipCTerminalLysine, setClipCTerminalLysine] = useState(initial?.clipCTerminalLysine ?? false);
  const [pyroGlu, setPyroGlu] = useState(initial?.pyroGlu ?? false);
  // a complete permalink shows its result at once, so a reload shows the same calculation
  const [result, setResult] = useState<AntibodyWeightResult | null>(() => calculateComplete(initial));
  const [committedSearch, setCommittedSearch] = useState<string | null>(() => (initial && calculateComplete(initial)?.ok ? antibodyLinkSearch(initial) : null));
  useToolPermalink("antibody-weight", committedSearch);

  function run(inputs: AntibodyInputs) {
    const outcome = calculateAntibodyWeight(inputs);
    setResult(outcome);
    if (outcome.ok) setCommittedSearch(antibodyLinkSearch(inputs));
  }

  function calculate(event: FormEvent) {
    event.preventDefault();
    run({ heavyChain, lightChain, disulfideCorrection, disulfideBonds, clipCTerminalLysine, pyroGlu });
  }

  function loadExample(example: ExampleAntibody) {
    setHeavyChain(example.heavyChain);
    setLightChain(example.lightChain);
    setResult(null);
    setTab("calculator");
  }

  function applyRecordSplit(split: RecordSplit) {
    setHeavyChain(split.records[split.heavyRecord - 1].sequence);
    setLightChain(split.records[split.lightRecord - 1].sequence);
    setResult(null);
  }

  const split = findRecordSplit(heavyChain, lightChain);

  return (
    <ToolCard tool={toolEntry("antibody-weight")}>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <ToolTabsList label="Antibody Molecular Weight" tabs={{ calculator: "Calculator", sequences: "Sequences", instructions: "Instructions" }} />
        <ToolTabsContent value="calculator">
          <ToolColumns
            form={
              <form onSubmit={calculate} noValidate className="space-y-5">
                <SequenceField id="antibody-heavy-chain" label="Heavy chain sequence" value={heavyChain} onChange={setHeavyChain} />
                {split && <RecordSplitNotice split={split} onUse={() => applyRecordSplit(split)} />}
                <SequenceField id="antibody-light-chain" label="Light chain sequence" value={lightChain} onChange={setLightChain} />
                <fieldset className="space-y-3 rounded-lg border border-line p-4">
                  <legend className="px-1 text-sm font-medium text-ink">Optional corrections</legend>
                  <CheckboxOption
                    checked={disulfideCorrection}
                    onChange={setDisulfideCorrection}
                    label="Disulfide bonds"
                    note={`(−${DISULFIDE_BOND_MASS} Da each, 2 H lost)`}
                  />
                  {disulfideCorrection && (
                    <div className="pl-7">
                      <NumberField
                        id="antibody-disulfide-bonds"
                        label="Number of disulfide bonds"
                        value={disulfideBonds}
                        onChange={setDisulfideBonds}
                        min={0}
                        step={1}
                        placeholder={String(IGG1_DISULFIDE_BONDS)}
                        hint={`An IgG1 has ${IGG1_DISULFIDE_BONDS}: 12 within the chains and 4 between them.`}
                      />
                    </div>
                  )}
                  <CheckboxOption
                    checked={clipCTerminalLysine}
                    onChange={setClipCTerminalLysine}
                    label="C-terminal lysine clipped"
                    note="(removes the final K of each heavy chain)"
                  />
                  <CheckboxOption
                    checked={pyroGlu}
                    onChange={setPyroGlu}
                    label="N-terminal pyro-Glu"
                    note="(every chain starting with Q: −17.03 Da, NH₃ lost; with E: −18.02 Da, H₂O lost)"
                  />
                </fieldset>
                <div className="flex flex-wrap items-center gap-3">
                  <Button type="submit" className="w-full sm:w-auto">
                    Calculate molecular weight
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setTab("sequences")}>
                    Example sequences
                  </Button>
                </div>
                {result && !result.ok && <ToolAlert title={result.title} message={result.message} />}
              </form>
            }
            result={
              result?.ok ? (
                <AntibodyWeightResultView result={result} linkSearch={committedSearch} />
              ) : (
                <ResultPlaceholder icon={Calculator}>
                  Paste the heavy and light chain sequences (one-letter codes or FASTA; spaces, line breaks and headers are ignored), or load an example from
                  the Sequences tab.
                </ResultPlaceholder>
              )
            }
          />
        </ToolTabsContent>
        <ToolTabsContent value="sequences">
          <AntibodyExampleSequences onUse={loadExample} />
        </ToolTabsContent>
        <ToolTabsContent value="instructions">
          <AntibodyWeightInstructions />
        </ToolTabsContent>
      </Tabs.Root>
    </ToolCard>
  );
}

/** Two FASTA records pasted into one box: offered as heavy and light chain instead of being joined. */
function RecordSplitNotice({ split, onUse }: { split: RecordSplit; onUse: () => void }) {
  const describe = (n: number) => {
    const record = split.records[n - 1];
    return `record ${n}${record.header ? ` (${record.header})` : ""}, ${record.sequence.length} residues`;
  };
  return (
    <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <FileStack className="h-5 w-5 shrink-0 text-amber-600" aria-hidden /> Two FASTA records in the {split.box} chain box
      </p>
      <p className="mt-2 break-words leading-relaxed">
        They are not joined into one chain. Heavy chain: {describe(split.heavyRecord)}. Light chain: {describe(split.lightRecord)}.
      </p>
      <button
        type="button"
        onClick={onUse}
        className="mt-3 inline-flex min-h-9 items-center rounded-md border border-line bg-white px-3 py-2 text-left text-sm font-semibold text-ink transition-colors hover:bg-subtle"
      >
        Use record {split.lightRecord} as the light chain
      </button>
    </div>
  );
}

function SequenceField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  const records = parseFasta(value);
  const hint =
    records.length > 1
      ? `${records.length} FASTA records`
      : records.length === 1
        ? `${records[0].sequence.length} residues`
        : "One-letter amino-acid codes or FASTA.";
  return (
    <FormField id={id} label={label} hint={hint}>
      <textarea
        id={id}
        rows={4}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
        autoCapitalize="characters"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        placeholder="EVQLVESGGGLVQPGGSLRLSCAAS…"
        className={`${INPUT_CLASS} resize-y break-all py-2 font-mono text-sm leading-relaxed`}
      />
    </FormField>
  );
}
