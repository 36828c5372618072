import Calculator from "lucide-react/icons/calculator";
import { Tabs } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  type AntibodyWeightData,
  type AntibodyWeightResult,
  DISULFIDE_BOND_MASS,
  type ExampleAntibody,
  IGG1_DISULFIDE_BONDS,
  antibodyWeightCopyText,
  calculateAntibodyWeight,
  normalizeSequence,
} from "~/tools/antibody-weight";
import { AntibodyWeightInstructions } from "./antibody-weight-instructions";
import { AntibodyExampleSequences } from "./antibody-example-sequences";
import { CopyResultButton } from "./copy-result-button";
import { FormField, INPUT_CLASS } from "./form-field";
import { NumberField } from "./number-field";
import { ResultFacts, ResultPanel, ResultPlaceholder, ResultValue } from "./result-parts";
import { ToolAlert } from "./tool-alert";
import { ToolCard, ToolColumns } from "./tool-card";
import { toolEntry } from "./tool-catalog";
import { ToolTabsContent, ToolTabsList, ToolTabsTrigger } from "./tool-tabs";

export function AntibodyWeightPanel() {
  const [tab, setTab] = useState("calculator");
  const [heavyChain, setHeavyChain] = useState("");
  const [lightChain, setLightChain] = useState("");
  const [disulfideCorrection, setDisulfideCorrection] = useState(false);
  const [disulfideBonds, setDisulfideBonds] = useState(String(IGG1_DISULFIDE_BONDS));
  const [clipCTerminalLysine, setClipCTerminalLysine] = useState(false);
  const [result, setResult] = useState<AntibodyWeightResult | null>(null);

  function calculate(event: FormEvent) {
    event.preventDefault();
    setResult(calculateAntibodyWeight({ heavyChain, lightChain, disulfideCorrection, disulfideBonds, clipCTerminalLysine }));
  }

  function loadExample(example: ExampleAntibody) {
    setHeavyChain(example.heavyChain);
    setLightChain(example.lightChain);
    setResult(null);
    setTab("calculator");
  }

  return (
    <ToolCard tool={toolEntry("antibody-weight")}>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <ToolTabsList label="Antibody Molecular Weight">
          <ToolTabsTrigger value="calculator">Calculator</ToolTabsTrigger>
          <ToolTabsTrigger value="sequences">Sequences</ToolTabsTrigger>
          <ToolTabsTrigger value="instructions">Instructions</ToolTabsTrigger>
        </ToolTabsList>
        <ToolTabsContent value="calculator">
          <ToolColumns
            form={
              <form onSubmit={calculate} noValidate className="space-y-5">
                <SequenceField id="antibody-heavy-chain" label="Heavy chain sequence" value={heavyChain} onChange={setHeavyChain} />
                <SequenceField id="antibody-light-chain" label="Light chain sequence" value={lightChain} onChange={setLightChain} />
                <fieldset className="space-y-3 rounded-lg border border-line p-4">
                  <legend className="px-1 text-sm font-medium text-ink">Optional corrections</legend>
                  <label className="flex items-start gap-3 text-sm">
                    <input
                      type="checkbox"
                      checked={disulfideCorrection}
                      onChange={(event) => setDisulfideCorrection(event.target.checked)}
                      className="mt-0.5 h-4 w-4 accent-primary"
                    />
                    <span>
                      Disulfide bonds <span className="text-muted">(−{DISULFIDE_BOND_MASS} Da each, 2 H lost)</span>
                    </span>
                  </label>
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
                  <label className="flex items-start gap-3 text-sm">
                    <input
                      type="checkbox"
                      checked={clipCTerminalLysine}
                      onChange={(event) => setClipCTerminalLysine(event.target.checked)}
                      className="mt-0.5 h-4 w-4 accent-primary"
                    />
                    <span>
                      C-terminal lysine clipped <span className="text-muted">(removes the final K of each heavy chain)</span>
                    </span>
                  </label>
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
                <AntibodyWeightResultView result={result} />
              ) : (
                <ResultPlaceholder icon={Calculator}>
                  Paste the heavy and light chain sequences (one-letter codes; spaces, line breaks and FASTA headers are ignored), or load an example from the
                  Sequences tab.
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

function SequenceField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  const residues = normalizeSequence(value).length;
  return (
    <FormField id={id} label={label} hint={residues > 0 ? `${residues} residues` : "One-letter amino-acid codes."}>
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

function AntibodyWeightResultView({ result }: { result: AntibodyWeightData }) {
  const lysine = result.lysineClipping.applied
    ? "clipped from both heavy chains"
    : result.lysineClipping.requested
      ? "not clipped: the heavy chain does not end in K"
      : "kept";
  return (
    <ResultPanel heading="Result" action={<CopyResultButton text={antibodyWeightCopyText(result)} label="Antibody molecular weight" />}>
      <div>
        <ResultValue label={result.label} value={result.totalMassText} unit="Da" testId="antibody-total-mass" />
        <p className="mt-1 font-mono text-sm text-muted">= {result.totalMassKdaText} kDa (2 heavy + 2 light chains)</p>
      </div>
      <ResultFacts
        facts={[
          {
            label: `Heavy chain, ${result.heavyChain.length} aa${result.heavyChain.lysineClipped ? " (K clipped)" : ""}`,
            value: `${result.heavyChain.massText} Da`,
            testId: "heavy-chain-mass",
          },
          { label: `Light chain, ${result.lightChain.length} aa`, value: `${result.lightChain.massText} Da`, testId: "light-chain-mass" },
          {
            label: "Disulfide bonds",
            value: result.disulfideBonds > 0 ? `${result.disulfideBonds} (−${result.disulfideMassLoss.toFixed(3)} Da)` : "not applied",
          },
          { label: "C-terminal lysine", value: lysine },
          { label: "Cysteines per heavy / light chain", value: `${result.heavyChain.cysteines} / ${result.lightChain.cysteines}` },
        ]}
      />
      <p className="text-xs leading-relaxed text-muted">
        Average masses of the polypeptide chains only. N-glycans add about 1.4–1.6 kDa per heavy chain (G0F: +1,444.5 Da), so a glycosylated IgG1 measured
        intact is about 3 kDa heavier.
      </p>
    </ResultPanel>
  );
}
