import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { Button } from "~/components/ui/button";
import { MAX_SPECIES, type SpeciesDraft } from "~/tools/expected-species";
import { DecimalInput, INPUT_CLASS } from "./form-field";

export interface EditableSpecies extends SpeciesDraft {
  readonly key: number;
}

/**
 * "Expected species": label + average mass rows the observed masses are matched against, filled by
 * a link from the antibody tool (species=<label>:<mass>) or typed; and the match tolerance in ppm.
 */
export function IntactMassSpecies({
  species,
  tolerance,
  onChange,
  onAdd,
  onRemove,
  onToleranceChange,
}: {
  species: readonly EditableSpecies[];
  tolerance: string;
  onChange: (key: number, change: Partial<SpeciesDraft>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
  onToleranceChange: (value: string) => void;
}) {
  return (
    <fieldset className="rounded-lg border border-line p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium text-ink">Expected species (optional)</legend>
      <p className="mb-3 text-xs leading-relaxed text-muted">
        Each observed mass is labelled with the nearest species and its error in ppm; beyond the tolerance it is shown as “no match”.
      </p>
      {species.length > 0 && (
        <div className="mb-3 grid grid-cols-[minmax(0,3fr)_minmax(0,3fr)_2.5rem] items-center gap-2 text-xs font-medium text-muted">
          <span aria-hidden>Label</span>
          <span aria-hidden>Average mass (Da)</span>
          <span />
          {species.map((one, index) => (
            <SpeciesInputs key={one.key} number={index + 1} species={one} onChange={(change) => onChange(one.key, change)} onRemove={() => onRemove(one.key)} />
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Button variant="outline" size="sm" onClick={onAdd} disabled={species.length >= MAX_SPECIES}>
          <Plus className="h-4 w-4" aria-hidden /> Add species
        </Button>
        <label htmlFor="intact-mass-tolerance" className="flex items-center gap-2 whitespace-nowrap text-sm text-ink">
          <span>
            Tolerance <span className="text-muted">(ppm)</span>
          </span>
          <DecimalInput id="intact-mass-tolerance" value={tolerance} onValueChange={onToleranceChange} className="h-9 !w-24" />
        </label>
      </div>
    </fieldset>
  );
}

function SpeciesInputs({
  number,
  species,
  onChange,
  onRemove,
}: {
  number: number;
  species: SpeciesDraft;
  onChange: (change: Partial<SpeciesDraft>) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <input
        type="text"
        aria-label={`Label, species ${number}`}
        placeholder="G0F/G0F"
        maxLength={60}
        value={species.label}
        onChange={(event) => onChange({ label: event.target.value })}
        className={`${INPUT_CLASS} h-10`}
      />
      <DecimalInput
        aria-label={`Average mass (Da), species ${number}`}
        placeholder="148057.58"
        value={species.mass}
        onValueChange={(mass) => onChange({ mass })}
        className="h-10"
      />
      <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove species ${number}`} className="text-muted hover:text-danger">
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </>
  );
}
