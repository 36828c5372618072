import { Switch } from "radix-ui";

/** A labelled on/off switch (Radix Switch: a button with role="switch", Space toggles it). */
export function SwitchField({
  id,
  name,
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  id: string;
  /** in a form, the switch posts "on" under this name when it is on */
  name?: string;
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}) {
  return (
    <div className="flex items-start gap-3">
      <Switch.Root
        id={id}
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
