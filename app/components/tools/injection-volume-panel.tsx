import Syringe from "lucide-react/icons/syringe";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { calculateCapillaryVolume } from "~/tools/capillary-volume";
import {
  DEFAULT_INNER_DIAMETER_UM,
  INJECTION_INPUT_HINTS,
  type InjectionVolumeData,
  type InjectionVolumeResult,
  PSI_TO_PA,
  VISCOSITY_PA_S,
  calculateInjectionVolume,
  injectionVolumeCopyText,
} from "~/tools/injection-volume";
import { formatGrouped2 } from "~/tools/tool-result";
import { CapillarySideView } from "./capillary-side-view";
import { CopyResultButton } from "./copy-result-button";
import { FormulaNote } from "./formula-note";
import { NumberField } from "./number-field";
import { ResultFacts, ResultPanel, ResultPlaceholder, ResultValue } from "./result-parts";
import { ToolAlert } from "./tool-alert";
import { ToolCard, ToolColumns } from "./tool-card";
import { toolEntry } from "./tool-catalog";

export function InjectionVolumePanel() {
  const [pressurePsi, setPressurePsi] = useState("");
  const [durationS, setDurationS] = useState("");
  const [lengthCm, setLengthCm] = useState("");
  const [innerDiameterUm, setInnerDiameterUm] = useState(String(DEFAULT_INNER_DIAMETER_UM));
  const [result, setResult] = useState<InjectionVolumeResult | null>(null);

  function calculate(event: FormEvent) {
    event.preventDefault();
    setResult(calculateInjectionVolume({ pressurePsi, durationS, lengthCm, innerDiameterUm }));
  }

  return (
    <ToolCard tool={toolEntry("injection-volume")}>
      <ToolColumns
        form={
          <form onSubmit={calculate} noValidate className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <NumberField
                id="injection-pressure"
                label="Injection pressure"
                unit="psi"
                value={pressurePsi}
                onChange={setPressurePsi}
                {...INJECTION_INPUT_HINTS.pressurePsi}
                placeholder="1"
              />
              <NumberField
                id="injection-duration"
                label="Injection time"
                unit="s"
                value={durationS}
                onChange={setDurationS}
                {...INJECTION_INPUT_HINTS.durationS}
                placeholder="10"
              />
              <NumberField
                id="injection-length"
                label="Capillary length"
                unit="cm"
                value={lengthCm}
                onChange={setLengthCm}
                {...INJECTION_INPUT_HINTS.lengthCm}
                placeholder="100"
              />
              <NumberField
                id="injection-diameter"
                label="Inner diameter"
                unit="µm"
                value={innerDiameterUm}
                onChange={setInnerDiameterUm}
                {...INJECTION_INPUT_HINTS.innerDiameterUm}
                placeholder={String(DEFAULT_INNER_DIAMETER_UM)}
              />
            </div>
            <p className="text-xs leading-relaxed text-muted">
              The inner diameter is {DEFAULT_INNER_DIAMETER_UM} µm unless you change it. The volume grows with its fourth power: a 75 µm capillary takes 5 times
              more sample than a 50 µm one.
            </p>
            <Button type="submit" className="w-full sm:w-auto">
              Calculate injection
            </Button>
            {result && !result.ok && <ToolAlert title={result.title} message={result.message} />}
            <FormulaNote>
              Hagen–Poiseuille: V = ΔP · d⁴ · π · t / (128 · η · L), with ΔP = psi × {PSI_TO_PA} Pa and η = {VISCOSITY_PA_S} Pa·s (water at about 20 °C). The
              plug length is V divided by the bore's cross-section.
            </FormulaNote>
          </form>
        }
        result={
          result?.ok ? (
            <InjectionResult result={result} />
          ) : (
            <ResultPlaceholder icon={Syringe}>
              Enter the pressure, time and capillary length, then calculate to see the injected volume and where the sample plug sits.
            </ResultPlaceholder>
          )
        }
      />
    </ToolCard>
  );
}

function InjectionResult({ result }: { result: InjectionVolumeData }) {
  const capillary = calculateCapillaryVolume({ diameterUm: String(result.innerDiameterUm), lengthCm: String(result.lengthCm) });
  return (
    <ResultPanel heading="Result" action={<CopyResultButton text={injectionVolumeCopyText(result)} label="Injection volume" />}>
      <ResultValue label="Injection volume" value={result.volumeNlText} unit="nL" testId="injection-volume" />
      {result.warning && <ToolAlert tone="warning" title="Long sample plug" message={result.warning} />}
      <ResultFacts
        facts={[
          { label: "Sample plug length", value: `${result.plugLengthMmText} mm`, testId: "plug-length" },
          { label: "Share of the capillary", value: `${result.plugPercentText} %`, testId: "plug-share" },
          { label: "Pressure", value: `${result.pressurePsi} psi = ${formatGrouped2(result.pressurePa)} Pa` },
          { label: "Time", value: `${result.durationS} s` },
          { label: "Capillary", value: `${result.lengthCm} cm × ${result.innerDiameterUm} µm` },
          ...(capillary.ok ? [{ label: "Capillary volume", value: `${capillary.volumeNlText} nL` }] : []),
        ]}
      />
      {capillary.ok && (
        <CapillarySideView
          drawing={capillary.drawing}
          plug={{ fraction: result.plugPercent / 100, label: `Sample plug ${result.plugLengthMmText} mm (${result.plugPercentText} %)` }}
          title={`Sample plug of ${result.volumeNlText} nL filling ${result.plugPercentText} % of a ${result.lengthCm} cm capillary`}
        />
      )}
    </ResultPanel>
  );
}
