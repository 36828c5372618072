import Cylinder from "lucide-react/icons/cylinder";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { lazyNumberFormat } from "~/lib/lazy-intl";
import {
  CAPILLARY_INPUT_HINTS,
  type CapillaryVolumeInput,
  calculateCapillaryVolume,
  capillaryVolumeCopyText,
  capillaryVolumeInputFromLink,
  capillaryVolumeLinkInputs,
} from "~/tools/capillary-volume";
import { formatGrouped } from "~/tools/tool-result";
import { CapillarySideView } from "./capillary-side-view";
import { CopyLinkButton } from "./copy-link-button";
import { CopyResultButton } from "./copy-result-button";
import { FormulaNote } from "./formula-note";
import { NumberFields, type NumberFieldSpec } from "./number-field";
import { ResultFacts, ResultPanel, ResultPlaceholder, ResultValue } from "./result-parts";
import { ToolAlert } from "./tool-alert";
import { ToolCard, ToolColumns } from "./tool-card";
import { toolEntry } from "./tool-catalog";
import { readToolLink, useToolCalculation } from "./tool-permalink";

const wholeNumber = lazyNumberFormat("en-US", { maximumFractionDigits: 0 });

/** The calculator's inputs, in the form's order. */
const FIELDS: readonly NumberFieldSpec<keyof CapillaryVolumeInput>[] = [
  {
    name: "diameterUm",
    id: "capillary-diameter",
    label: "Inner diameter",
    unit: "µm",
    ...CAPILLARY_INPUT_HINTS.diameterUm,
    placeholder: "50",
    hint: "Bore of the capillary; CE-MS capillaries are typically 20–100 µm.",
  },
  {
    name: "lengthCm",
    id: "capillary-length",
    label: "Length",
    unit: "cm",
    ...CAPILLARY_INPUT_HINTS.lengthCm,
    placeholder: "100",
    hint: "Total length, inlet to outlet.",
  },
];

/** `linkSearch`: the permalink the page was opened with (?tool=capillary-volume&diameter=…&length=…): prefilled and calculated at once. */
export function CapillaryVolumePanel({ linkSearch }: { linkSearch: string }) {
  const [link] = useState(() => capillaryVolumeInputFromLink(readToolLink(linkSearch)));
  const [input, setInput] = useState<CapillaryVolumeInput>(link.input);
  const { result, lastSearch, commit } = useToolCalculation("capillary-volume", link, calculateCapillaryVolume, capillaryVolumeLinkInputs);

  function calculate(event: FormEvent) {
    event.preventDefault();
    commit(input);
  }

  return (
    <ToolCard tool={toolEntry("capillary-volume")} actions={<CopyLinkButton search={lastSearch} toolName="Capillary Volume" />}>
      <ToolColumns
        form={
          <form onSubmit={calculate} noValidate className="space-y-5">
            <NumberFields fields={FIELDS} values={input} onChange={(name, value) => setInput((current) => ({ ...current, [name]: value }))} />
            <Button type="submit" className="w-full sm:w-auto">
              Calculate volume
            </Button>
            {result && !result.ok && <ToolAlert title={result.title} message={result.message} />}
            <FormulaNote>
              V = π · (d/2)² · L, with d converted from µm and L from cm to metres; 1&nbsp;nL = 10⁻¹²&nbsp;m³. Volumes below 0.01&nbsp;nL are shown in pL
              (1&nbsp;nL = 1,000&nbsp;pL).
            </FormulaNote>
          </form>
        }
        result={
          result?.ok ? (
            <ResultPanel heading="Result" action={<CopyResultButton text={capillaryVolumeCopyText(result)} label="Capillary volume" />}>
              <ResultValue label="Capillary volume" value={result.volumeText.value} unit={result.volumeText.unit} testId="capillary-volume" />
              <ResultFacts
                facts={[
                  ...(result.volumeUl >= 0.01 ? [{ label: "In microlitres", value: `${formatGrouped(result.volumeUl, 2)} µL` }] : []),
                  { label: "Cross-section of the bore", value: `${formatGrouped(result.drawing.crossSectionAreaUm2, 2)} µm²` },
                  { label: "Inner diameter × length", value: `${result.diameterUm} µm × ${result.lengthCm} cm` },
                  { label: "Length ÷ diameter", value: `${wholeNumber.format(result.drawing.aspectRatio)} : 1` },
                ]}
              />
              <CapillarySideView
                drawing={result.drawing}
                title={`Capillary of ${result.lengthCm} cm × ${result.diameterUm} µm, filled with ${result.volumeText.text}`}
              />
            </ResultPanel>
          ) : (
            <ResultPlaceholder icon={Cylinder}>
              Enter the inner diameter and the length, then calculate to see the volume and a drawing of the filled capillary.
            </ResultPlaceholder>
          )
        }
      />
    </ToolCard>
  );
}
