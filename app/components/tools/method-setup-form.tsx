import Wand2 from "lucide-react/icons/wand-sparkles";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import {
  CONCENTRATION_RANGES,
  DEFAULT_PROJECT_NAME,
  MAX_PROJECT_NAME_LENGTH,
  PI_RANGES,
  PROTEIN_TYPES,
  SAMPLE_PREP,
  SAMPLE_VOLUME_INPUT,
  isConcentrationRange,
} from "~/tools/cr3520-method";
import type { ToolError } from "~/tools/tool-result";
import { FormField, INPUT_CLASS } from "./form-field";
import { NumberField } from "./number-field";
import { OptionSelect } from "./option-select";
import { ToolAlert } from "./tool-alert";

/** The assistant's form as typed; "" where nothing is chosen yet. */
export interface MethodForm {
  readonly protein: string;
  readonly concentration: string;
  readonly pi: string;
  readonly volume: string;
  readonly project: string;
}

export function MethodSetupForm({
  form,
  onChange,
  onGenerate,
  error,
}: {
  form: MethodForm;
  onChange: (change: Partial<MethodForm>) => void;
  onGenerate: () => void;
  error: ToolError | null;
}) {
  const recommendedVolume = isConcentrationRange(form.concentration) ? SAMPLE_PREP[form.concentration].volumeUl : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    onGenerate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormField id="method-protein" label="Protein type">
        <OptionSelect
          id="method-protein"
          value={form.protein}
          onChange={(protein) => onChange({ protein })}
          options={PROTEIN_TYPES}
          placeholder="Select protein type"
        />
      </FormField>
      <FormField id="method-concentration" label="Concentration range">
        <OptionSelect
          id="method-concentration"
          value={form.concentration}
          onChange={(concentration) => onChange({ concentration })}
          options={CONCENTRATION_RANGES}
          placeholder="Select concentration range"
        />
      </FormField>
      <FormField id="method-pi" label="Expected pI range">
        <OptionSelect id="method-pi" value={form.pi} onChange={(pi) => onChange({ pi })} options={PI_RANGES} placeholder="Select pI range" />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <NumberField
          id="method-volume"
          label="Sample volume"
          unit="µL"
          value={form.volume}
          onChange={(volume) => onChange({ volume })}
          {...SAMPLE_VOLUME_INPUT}
          placeholder={recommendedVolume ? String(recommendedVolume) : "30"}
          hint={
            recommendedVolume ? `Optional: leave empty for the recommended ${recommendedVolume} µL.` : "Optional: total prepared volume, in steps of 10 µL."
          }
        />
        <FormField id="method-project" label="Project name" hint="Optional: names the exported files.">
          <input
            id="method-project"
            type="text"
            value={form.project}
            maxLength={MAX_PROJECT_NAME_LENGTH}
            onChange={(event) => onChange({ project: event.target.value })}
            placeholder={DEFAULT_PROJECT_NAME}
            aria-describedby="method-project-hint"
            autoComplete="off"
            className={`${INPUT_CLASS} h-11`}
          />
        </FormField>
      </div>
      <Button type="submit" className="w-full sm:w-auto">
        <Wand2 className="h-4 w-4" aria-hidden /> Generate method
      </Button>
      {error && <ToolAlert title={error.title} message={error.message} />}
    </form>
  );
}
