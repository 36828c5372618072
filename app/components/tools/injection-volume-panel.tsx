import Syringe from "lucide-react/icons/syringe";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "~/components/ui/button";
import { calculateCapillaryVolume } from "~/tools/capillary-volume";
import {
  DEFAULT_INNER_DIAMETER_UM,
  INJECTION_INPUT_HINTS,
  type InjectionVolumeData,
  type InjectionVolumeInput,
  PRESSURE_UNITS,
  PSI_TO_PA,
  type PressureUnit,
  TEMPERATURE_RANGE_C,
  VISCOSITY_MODES,
  type ViscosityMode,
  calculateInjectionVolume,
  injectionVolumeCopyText,
  injectionVolumeInputFromLink,
  injectionVolumeLinkInputs,
  isPressureUnit,
  isViscosityMode,
  waterViscosityMPaS,
} from "~/tools/injection-volume";
import { formatGrouped, parseFiniteNumber } from "~/tools/tool-result";
import { CapillarySideView } from "./capillary-side-view";
import { CopyLinkButton } from "./copy-link-button";
import { CopyResultButton } from "./copy-result-button";
import { FormField, INPUT_CLASS } from "./form-field";
import { FormulaNote } from "./formula-note";
import { NumberField } from "./number-field";
import { ResultFacts, ResultPanel, ResultPlaceholder, ResultValue } from "./result-parts";
import { ToolAlert } from "./tool-alert";
import { ToolCard, ToolColumns } from "./tool-card";
import { toolEntry } from "./tool-catalog";
import { readToolLink, useToolCalculation } from "./tool-permalink";

/** The form's number inputs; the pressure takes the psi hints whatever its unit. */
type NumberInputName = "pressure" | Exclude<keyof typeof INJECTION_INPUT_HINTS, "pressurePsi">;

/**
 * Injection volume. `linkSearch`: the permalink the page was opened with
 * (?tool=injection-volume&pressure=…&unit=…&time=…&length=…&viscosity=…): prefilled and calculated at once.
 */
export function InjectionVolumePanel({ linkSearch }: { linkSearch: string }) {
  const [link] = useState(() => injectionVolumeInputFromLink(readToolLink(linkSearch)));
  const [form, setForm] = useState<Required<InjectionVolumeInput>>(link.input);
  const { result, lastSearch, commit } = useToolCalculation("injection-volume", link, calculateInjectionVolume, injectionVolumeLinkInputs);

  function set<K extends keyof InjectionVolumeInput>(name: K) {
    return (value: Required<InjectionVolumeInput>[K]) => setForm((current) => ({ ...current, [name]: value }));
  }

  /** A number input's value, change handler and spinner hints, bound to one field of the form. */
  function numberInput(name: NumberInputName) {
    return { value: form[name], onChange: set(name), ...INJECTION_INPUT_HINTS[name === "pressure" ? "pressurePsi" : name] };
  }

  function calculate(event: FormEvent) {
    event.preventDefault();
    commit(form);
  }

  const temperature = parseFiniteNumber(form.temperatureC);
  const temperatureHint =
    temperature !== null && temperature >= TEMPERATURE_RANGE_C.min && temperature <= TEMPERATURE_RANGE_C.max
      ? `Water at ${temperature} °C: ${formatGrouped(waterViscosityMPaS(temperature), 3)} mPa·s (IAPWS 2008).`
      : `${TEMPERATURE_RANGE_C.min}–${TEMPERATURE_RANGE_C.max} °C, the capillary cassette's temperature.`;

  return (
    <ToolCard tool={toolEntry("injection-volume")} actions={<CopyLinkButton search={lastSearch} toolName="Injection Volume" />}>
      <ToolColumns
        form={
          <form onSubmit={calculate} noValidate className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-end gap-2 sm:col-span-2">
                <NumberField
                  id="injection-pressure"
                  label="Injection pressure"
                  unit={form.pressureUnit}
                  placeholder={form.pressureUnit === "mbar" ? "50" : form.pressureUnit === "kPa" ? "5" : "1"}
                  {...numberInput("pressure")}
                />
                <NativeSelect
                  id="injection-pressure-unit"
                  label="Unit"
                  accessibleName="Pressure unit"
                  value={form.pressureUnit}
                  onChange={(value) => isPressureUnit(value) && set("pressureUnit")(value as PressureUnit)}
                  options={PRESSURE_UNITS}
                />
              </div>
              <NumberField id="injection-duration" label="Injection time" unit="s" placeholder="10" {...numberInput("durationS")} />
              <NumberField id="injection-length" label="Capillary length" unit="cm" placeholder="100" {...numberInput("lengthCm")} />
              <NumberField
                id="injection-diameter"
                label="Inner diameter"
                unit="µm"
                placeholder={String(DEFAULT_INNER_DIAMETER_UM)}
                {...numberInput("innerDiameterUm")}
              />
              <NativeSelect
                className="sm:col-span-2"
                id="injection-viscosity-mode"
                label="Viscosity"
                value={form.viscosityMode}
                onChange={(value) => isViscosityMode(value) && set("viscosityMode")(value as ViscosityMode)}
                options={VISCOSITY_MODES}
              />
              {form.viscosityMode === "water" && (
                <NumberField
                  id="injection-temperature"
                  label="Temperature"
                  unit="°C"
                  placeholder="25"
                  hint={temperatureHint}
                  {...numberInput("temperatureC")}
                />
              )}
              {form.viscosityMode === "custom" && (
                <NumberField
                  id="injection-viscosity"
                  label="BGE viscosity"
                  unit="mPa·s"
                  placeholder="0.890"
                  hint="Measured or from the BGE's data sheet; water is 0.890 mPa·s at 25 °C."
                  {...numberInput("viscosityMPaS")}
                />
              )}
            </div>
            <fieldset className="space-y-3 rounded-lg border border-line p-4">
              <legend className="px-1 text-sm font-medium text-ink">Injected amount (optional)</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                <NumberField id="injection-concentration" label="Sample concentration" unit="mg/mL" placeholder="1" {...numberInput("concentrationMgMl")} />
                <NumberField id="injection-mass" label="Molecular mass" unit="Da" placeholder="148000" {...numberInput("molecularMassDa")} />
              </div>
            </fieldset>
            <p className="text-xs leading-relaxed text-muted">
              The inner diameter is {DEFAULT_INNER_DIAMETER_UM} µm unless you change it. The volume grows with its fourth power: a 75 µm capillary takes 5 times
              more sample than a 50 µm one. The viscosity is the spec's fixed 1.000 mPa·s unless you choose water at a temperature (0.890 mPa·s at 25 °C gives
              12.4 % more volume) or your BGE's own.
            </p>
            <Button type="submit" className="w-full sm:w-auto">
              Calculate injection
            </Button>
            {result && !result.ok && <ToolAlert title={result.title} message={result.message} />}
            <FormulaNote>
              Hagen–Poiseuille: V = ΔP · d⁴ · π · t / (128 · η · L), with ΔP = psi × {PSI_TO_PA} Pa, mbar × 100 Pa or kPa × 1,000 Pa, and η the chosen viscosity
              (water: IAPWS 2008 formulation at 0.1 MPa). The plug length is V divided by the bore&apos;s cross-section; more than one capillary volume flushes
              the capillary. Amount: 1 mg/mL = 1 ng/nL; pmol = ng ÷ Da × 1,000.
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

function NativeSelect({
  className,
  id,
  label,
  value,
  onChange,
  options,
  accessibleName,
}: {
  className?: string;
  id: string;
  label: string;
  /** When the visible label alone is too short out of context (it must stay part of this name). */
  accessibleName?: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}) {
  return (
    <div className={className}>
      <FormField id={id} label={label}>
        <select id={id} aria-label={accessibleName} value={value} onChange={(event) => onChange(event.target.value)} className={`${INPUT_CLASS} h-11`}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}

function InjectionResult({ result }: { result: InjectionVolumeData }) {
  const capillary = calculateCapillaryVolume({ diameterUm: String(result.innerDiameterUm), lengthCm: String(result.lengthCm) });
  const amount = result.amount;
  const facts: { label: string; value: ReactNode; testId?: string }[] = [
    result.flushed
      ? { label: "Sample plug length", value: `whole capillary, ${result.plugLengthMmText} mm`, testId: "plug-length" }
      : { label: "Sample plug length", value: `${result.plugLengthMmText} mm`, testId: "plug-length" },
    { label: "Share of the capillary", value: `${result.plugPercentText} %`, testId: "plug-share" },
    { label: "Pressure", value: `${result.pressureText} (${formatGrouped(result.pressurePa, 2)} Pa)`, testId: "injection-pressure-text" },
    { label: "Viscosity", value: result.viscosityText, testId: "injection-viscosity-text" },
    { label: "Time", value: `${result.durationS} s` },
    { label: "Capillary", value: `${result.lengthCm} cm × ${result.innerDiameterUm} µm` },
    { label: "Capillary volume", value: result.capillaryVolumeText.text, testId: "injection-capillary-volume" },
    ...(amount
      ? [{ label: "Injected mass", value: `${amount.ngText.text} at ${formatGrouped(amount.concentrationMgMl, 2)} mg/mL`, testId: "injected-mass" }]
      : []),
    ...(amount?.pmolText ? [{ label: "Injected amount", value: amount.pmolText.text, testId: "injected-amount" }] : []),
  ];
  return (
    <ResultPanel heading="Result" action={<CopyResultButton text={injectionVolumeCopyText(result)} label="Injection volume" />}>
      <ResultValue label="Injection volume" value={result.volumeText.value} unit={result.volumeText.unit} testId="injection-volume" />
      {result.flushMessage && <ToolAlert tone="warning" title="Capillary completely flushed" message={result.flushMessage} />}
      {result.warning && <ToolAlert tone="warning" title="Long sample plug" message={result.warning} />}
      <ResultFacts facts={facts} />
      {capillary.ok && (
        <CapillarySideView
          drawing={capillary.drawing}
          plug={{
            fraction: result.plugPercent / 100,
            label: result.flushed ? "Whole capillary filled with sample" : `Sample plug ${result.plugLengthMmText} mm (${result.plugPercentText} %)`,
          }}
          title={
            result.flushed
              ? `Capillary of ${result.lengthCm} cm completely flushed with ${result.volumeText.text} of sample`
              : `Sample plug of ${result.volumeText.text} filling ${result.plugPercentText} % of a ${result.lengthCm} cm capillary`
          }
        />
      )}
    </ResultPanel>
  );
}
