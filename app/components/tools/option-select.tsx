import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import { Select } from "radix-ui";
import type { Option } from "~/tools/cr3520-options";
import { INPUT_CLASS } from "./form-field";

/** A Radix select of fixed options; "" shows the placeholder. Label it with <label htmlFor={id}>. */
export function OptionSelect<V extends string>({
  id,
  value,
  onChange,
  options,
  placeholder,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: V) => void;
  options: readonly Option<V>[];
  placeholder: string;
  /** The field's error shown by its FormField (`${id}-error`): marks the trigger invalid and describes it. */
  error?: string | null;
}) {
  return (
    <Select.Root value={value} onValueChange={(next) => onChange(next as V)}>
      <Select.Trigger
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${INPUT_CLASS} flex h-11 items-center justify-between gap-2 text-left data-[placeholder]:text-slate-500 aria-[invalid=true]:border-danger`}
      >
        <Select.Value placeholder={placeholder} />
        <Select.Icon>
          <ChevronDown className="h-4 w-4 text-muted" aria-hidden />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[var(--radix-select-content-available-height)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-line bg-white shadow-lg"
        >
          <Select.Viewport className="p-1">
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer select-none items-center rounded-md py-2 pl-8 pr-3 text-sm text-ink outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary data-[state=checked]:font-semibold"
              >
                <Select.ItemIndicator className="absolute left-2 inline-flex">
                  <Check className="h-4 w-4" aria-hidden />
                </Select.ItemIndicator>
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
