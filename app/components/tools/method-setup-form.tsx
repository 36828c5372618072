import Wand2 from "lucide-react/icons/wand-sparkles";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { chargeLadderFor, proposePiRange } from "~/tools/cr3520-antibody-context";
import {
  missingFieldMessage,
  type MissingInformationError,
  missingInformationError,
  missingMethodFields,
  type RequiredMethodField,
} from "~/tools/cr3520-messages";
import {
  CONCENTRATION_RANGES,
  DEFAULT_PROJECT_NAME,
  isConcentrationRange,
  isProteinType,
  MAX_PROJECT_NAME_LENGTH,
  type Option,
  parseAverageMassDa,
  parseTheoreticalPi,
  PI_RANGES,
  PROTEIN_TYPES,
  SAMPLE_PREP,
  SAMPLE_VOLUME_INPUT,
} from "~/tools/cr3520-options";
import { msSettingsFor } from "~/tools/cr3520-rules";
import type { ToolError } from "~/tools/tool-result";
import { FormField, INPUT_CLASS } from "./form-field";
import { NumberField, NumberFields, type NumberFieldSpec } from "./number-field";
import { OptionSelect } from "./option-select";
import { ToolAlert } from "./tool-alert";

/** The three choices a method needs, in the form's order. */
const REQUIRED_CHOICES: readonly { field: RequiredMethodField; label: string; options: readonly Option<string>[]; placeholder: string }[] = [
  { field: "protein", label: "Protein type", options: PROTEIN_TYPES, placeholder: "Select protein type" },
  { field: "concentration", label: "Concentration range", options: CONCENTRATION_RANGES, placeholder: "Select concentration range" },
  { field: "pi", label: "Expected pI range", options: PI_RANGES, placeholder: "Select pI range" },
];

/** What the sequence gives the method (the antibody tool's link, or typed), in the form's order. */
const SEQUENCE_FIELDS: readonly NumberFieldSpec<"tpi" | "mass">[] = [
  { name: "tpi", id: "method-tpi", label: "Theoretical pI", min: 0, step: 0.01, placeholder: "8.45", hint: "Proposes the pI range." },
  {
    name: "mass",
    id: "method-mass",
    label: "Average mass",
    unit: "Da",
    min: 10000,
    step: 0.01,
    placeholder: "148057.58",
    hint: "Gives the charge ladder and m/z window.",
  },
];

/** The assistant's form as typed; "" where nothing is chosen yet. */
export interface MethodForm {
  readonly protein: string;
  readonly concentration: string;
  readonly pi: string;
  readonly volume: string;
  readonly project: string;
  /** Theoretical pI (optional; from the antibody tool's link or typed). */
  readonly tpi: string;
  /** Average mass in Da (optional). */
  readonly mass: string;
}

export function MethodSetupForm({
  form,
  onChange,
  onGenerate,
  error,
  linkNotes,
}: {
  form: MethodForm;
  onChange: (change: Partial<MethodForm>) => void;
  onGenerate: () => void;
  error: ToolError | MissingInformationError | null;
  /** Why values of the link the assistant was opened with were ignored. */
  linkNotes: readonly string[];
}) {
  const recommendedVolume = isConcentrationRange(form.concentration) ? SAMPLE_PREP[form.concentration].volumeUl : null;
  const theoreticalPi = parseTheoreticalPi(form.tpi);
  const proposal = theoreticalPi === null ? null : proposePiRange(theoreticalPi);
  const averageMass = parseAverageMassDa(form.mass);
  // 'Missing Information' names the choices missing when "Generate method" was pressed and still
  // missing now: one chosen since drops out of the message and loses its field error.
  const stillMissing = error && "missing" in error ? error.missing.filter((field) => missingMethodFields(form).includes(field)) : [];
  const shownError = error && "missing" in error ? (stillMissing.length > 0 ? missingInformationError(stillMissing) : null) : error;
  const fieldError = (field: RequiredMethodField) => (stillMissing.includes(field) ? missingFieldMessage(field) : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    onGenerate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {REQUIRED_CHOICES.map((choice) => (
        <FormField key={choice.field} id={`method-${choice.field}`} label={choice.label} error={fieldError(choice.field)}>
          <OptionSelect
            id={`method-${choice.field}`}
            value={form[choice.field]}
            onChange={(value) => onChange({ [choice.field]: value })}
            options={choice.options}
            placeholder={choice.placeholder}
            error={fieldError(choice.field)}
          />
        </FormField>
      ))}
      <fieldset className="space-y-4 rounded-lg border border-line p-4">
        <legend className="px-1 text-sm font-medium text-ink">From the sequence (optional)</legend>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <NumberFields fields={SEQUENCE_FIELDS} values={form} onChange={(name, value) => onChange({ [name]: value })} />
        </div>
        {proposal && (
          <div className="space-y-2 rounded-md bg-primary-soft/60 p-3 text-sm" data-testid="method-pi-proposal">
            <p className="leading-relaxed text-ink">{proposal.reason}</p>
            {form.pi !== proposal.range.value ? (
              <Button type="button" variant="secondary" size="sm" onClick={() => onChange({ pi: proposal.range.value })}>
                Use {proposal.range.label}
              </Button>
            ) : (
              <p className="text-xs text-muted">Selected above.</p>
            )}
          </div>
        )}
        {averageMass !== null && <MzWindowPreview massDa={averageMass} protein={form.protein} />}
        {linkNotes.map((note) => (
          <p key={note} role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {note}
          </p>
        ))}
      </fieldset>
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
      {shownError && <ToolAlert title={shownError.title} message={shownError.message} />}
    </form>
  );
}

/** The m/z window for the typed mass, before a method is generated. */
function MzWindowPreview({ massDa, protein }: { massDa: number; protein: string }) {
  const ladder = chargeLadderFor(massDa, msSettingsFor(isProteinType(protein) ? protein : "mab"));
  return (
    <p className="text-sm leading-relaxed text-ink" data-testid="method-mz-preview">
      Charge states {ladder.zMax}+ to {ladder.zMin}+ fall at m/z {ladder.rungs[0].mzText}–{ladder.rungs[ladder.rungs.length - 1].mzText}: acquire{" "}
      <strong className="font-mono tabular-nums">{ladder.windowText}</strong>.
    </p>
  );
}
