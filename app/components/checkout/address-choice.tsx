import { clsx } from "clsx";
import type { ReactNode } from "react";
import { CountryOptions } from "~/components/address/country-options";
import { Field, type FieldState } from "~/components/ui/field";
import { addressText, NEW_ADDRESS, type SavedAddress } from "~/lib/address-book";
import type { AddressFormValues } from "~/lib/checkout-defaults";

type AddressFieldStates = Record<keyof AddressFormValues, FieldState>;

/**
 * Where an order goes or is billed to: the account's saved addresses of that kind, each in full,
 * then "A new address" with the address book's fields and "Save to my address book" (for those who
 * may change the book: `saveName`). With no saved address, the new address's fields alone.
 */
export function AddressChoice({
  legend,
  name,
  saved,
  choice,
  onChoose,
  fields,
  saveName,
  usualCountry,
  error,
}: {
  /** "Ship to" or "Bill to" */
  legend: string;
  /** the radio buttons' field (shipTo, billTo) */
  name: string;
  saved: readonly SavedAddress[];
  choice: string;
  onChoose: (choice: string) => void;
  /** the new address's fields (the form's `shipping` or `billing` fieldset) */
  fields: AddressFieldStates;
  /** the "Save to my address book" checkbox's field; absent: a one-time address (only the organisation's admins keep addresses) */
  saveName?: string;
  usualCountry: string | null;
  error?: string;
}) {
  const fresh = choice === NEW_ADDRESS || saved.length === 0;
  return (
    <div className="grid gap-4">
      {saved.length === 0 ? (
        <input type="hidden" name={name} value={NEW_ADDRESS} />
      ) : (
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {saved.map((address) => (
              <ChoiceCard key={address.id} name={name} value={address.id} checked={choice === address.id} onChoose={onChoose}>
                <span className="whitespace-pre-line">{addressText(address)}</span>
                {address.isDefault && <span className="mt-1 block text-xs font-semibold text-success">Default</span>}
              </ChoiceCard>
            ))}
            <ChoiceCard name={name} value={NEW_ADDRESS} checked={fresh} onChoose={onChoose}>
              <span className="font-medium">A new address</span>
            </ChoiceCard>
          </div>
          {error && <p className="mt-1 text-sm text-danger">{error}</p>}
        </fieldset>
      )}
      {fresh && <NewAddressFields fields={fields} saveName={saveName} usualCountry={usualCountry} />}
    </div>
  );
}

function ChoiceCard({
  name,
  value,
  checked,
  onChoose,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChoose: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={clsx(
        "flex cursor-pointer gap-3 rounded-lg border p-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40",
        checked ? "border-primary bg-primary-soft" : "border-line bg-white hover:border-slate-400",
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChoose(value)} className="mt-0.5 h-4 w-4 shrink-0 accent-primary" />
      <span className="min-w-0 break-words">{children}</span>
    </label>
  );
}

/** The address book's fields for an address typed at checkout, and whether to keep it. */
function NewAddressFields({ fields, saveName, usualCountry }: { fields: AddressFieldStates; saveName?: string; usualCountry: string | null }) {
  return (
    <div className="grid gap-3">
      <Field field={fields.name} label="Recipient name" autoComplete="name" />
      <Field field={fields.company} label="Company (optional)" autoComplete="organization" />
      <Field field={fields.line1} label="Street and number" autoComplete="address-line1" />
      <Field field={fields.line2} label="Address line 2 (optional)" autoComplete="address-line2" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field field={fields.postalCode} label="Postal code" autoComplete="postal-code" />
        <Field field={fields.city} label="City" autoComplete="address-level2" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field field={fields.region} label="State or region (optional)" autoComplete="address-level1" />
        <Field as="select" field={fields.country} label="Country" autoComplete="country-name">
          <CountryOptions usual={usualCountry} />
        </Field>
      </div>
      <Field field={fields.phone} label="Phone (optional)" type="tel" autoComplete="tel" />
      {saveName && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name={saveName} className="h-4 w-4 accent-primary" /> Save to my address book
        </label>
      )}
    </div>
  );
}
