import { useState } from "react";
import { Form } from "react-router";
import { AccountForm, type AccountFormResult } from "~/components/account/account-form";
import { AccountPage, Panel } from "~/components/account/account-nav";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { CountryOptions } from "~/components/address/country-options";
import { addressFormSchema, ADDRESS_KINDS, type AddressKind } from "~/lib/account-schemas";
import { addressText } from "~/lib/address-book";
import { countryName, usualCountry } from "~/lib/countries";
import { UnknownActionMessage } from "~/components/ui/unknown-action";
import { privatePageMeta } from "~/lib/seo";
import { addressesAction, loadAddresses, PRIVATE_PAGE_HEADERS } from "./account.server";
import type { Route } from "./+types/account-addresses";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, { title: "Address book", description: "Your shipping and billing addresses." });

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function loader({ context }: Route.LoaderArgs) {
  return loadAddresses(context);
}

export function action({ request, context }: Route.ActionArgs) {
  return addressesAction(request, context);
}

type Address = Route.ComponentProps["loaderData"]["addresses"][number];
const KIND_LABEL: Record<AddressKind, string> = { shipping: "Shipping addresses", billing: "Billing addresses" };

export default function AddressesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as AccountFormResult | undefined;
  const [editing, setEditing] = useState<string | null>(null);
  const { addresses, mayEdit } = loaderData;
  const usual = usualCountry(addresses);
  // a saved address is shown again as a card, with the message above the list (decided while rendering the new result)
  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    if (result?.intent === "edit" && result.result.status !== "error") setEditing(null);
  }
  return (
    <AccountPage title="Address book">
      <UnknownActionMessage actionData={actionData} />
      {result?.message && result.result.status !== "error" && result.intent !== "add" && (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-success">
          {result.message}
        </p>
      )}
      {ADDRESS_KINDS.map((kind) => {
        const ofKind = addresses.filter((a) => a.kind === kind);
        return (
          <Panel key={kind} title={KIND_LABEL[kind]} description="The default is proposed at checkout.">
            {ofKind.length === 0 && <p className="text-sm text-muted">No {kind} address yet.</p>}
            <ul className="grid gap-3 sm:grid-cols-2">
              {ofKind.map((address) => (
                <li key={address.id} className="rounded-lg border border-line p-4" aria-label={`${kind} address ${address.name}`}>
                  {editing === address.id ? (
                    <AddressForm intent="edit" address={address} usual={usual} actionData={result} onDone={() => setEditing(null)} />
                  ) : (
                    <>
                      {address.isDefault && <Badge variant="success">Default {kind}</Badge>}
                      <p className="mt-2 whitespace-pre-line text-sm">{addressText(address)}</p>
                      {address.phone && <p className="text-sm text-muted">{address.phone}</p>}
                      {mayEdit && (
                        <div className="mt-3 flex flex-wrap gap-2">
                          <Button size="sm" variant="outline" onClick={() => setEditing(address.id)}>
                            Edit
                          </Button>
                          {!address.isDefault && (
                            <Form method="post">
                              <input type="hidden" name="intent" value="default" />
                              <input type="hidden" name="id" value={address.id} />
                              <Button size="sm" variant="outline" type="submit">
                                Make default
                              </Button>
                            </Form>
                          )}
                          <Form method="post">
                            <input type="hidden" name="intent" value="delete" />
                            <input type="hidden" name="id" value={address.id} />
                            <Button size="sm" variant="ghost" type="submit" className="text-danger!" aria-label={`Delete ${kind} address ${address.name}`}>
                              Delete
                            </Button>
                          </Form>
                        </div>
                      )}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </Panel>
        );
      })}
      {mayEdit ? (
        <Panel title="Add an address">
          <AddressForm intent="add" usual={usual} actionData={result} />
        </Panel>
      ) : (
        <p className="text-sm text-muted">Your organisation&apos;s admins keep this address book; you choose from it at checkout.</p>
      )}
    </AccountPage>
  );
}

function AddressForm({
  intent,
  address,
  usual,
  actionData,
  onDone,
}: {
  intent: "add" | "edit";
  address?: Address;
  /** the account's usual country, first in the list and chosen for a new address */
  usual: string | null;
  actionData?: AccountFormResult;
  onDone?: () => void;
}) {
  const id = address ? `address-${address.id}` : "address-new";
  // an address saved before the country list may name a country the list does not know: it stays as it was until one is chosen
  const country = address ? countryName(address.country) : usual;
  const unlisted = address && country === null ? address.country : null;
  return (
    <div className="grid gap-3">
      <AccountForm
        id={id}
        intent={intent}
        schema={addressFormSchema}
        actionData={actionData}
        hidden={address ? { id: address.id } : undefined}
        submitLabel={address ? "Save address" : "Add address"}
        busyLabel="Saving..."
      >
        {(fields) => (
          <>
            <Field as="select" field={fields.kind} label="Type" defaultValue={address?.kind ?? "shipping"}>
              <option value="shipping">Shipping</option>
              <option value="billing">Billing</option>
            </Field>
            <Field field={fields.name} label="Recipient name" autoComplete="name" defaultValue={address?.name ?? ""} />
            <Field field={fields.company} label="Company (optional)" autoComplete="organization" defaultValue={address?.company ?? ""} />
            <Field field={fields.line1} label="Street and number" autoComplete="address-line1" defaultValue={address?.line1 ?? ""} />
            <Field field={fields.line2} label="Address line 2 (optional)" autoComplete="address-line2" defaultValue={address?.line2 ?? ""} />
            <div className="grid gap-3 sm:grid-cols-2">
              <Field field={fields.postalCode} label="Postal code" autoComplete="postal-code" defaultValue={address?.postalCode ?? ""} />
              <Field field={fields.city} label="City" autoComplete="address-level2" defaultValue={address?.city ?? ""} />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field field={fields.region} label="State or region (optional)" autoComplete="address-level1" defaultValue={address?.region ?? ""} />
              <Field
                as="select"
                field={fields.country}
                label="Country"
                autoComplete="country-name"
                defaultValue={country ?? ""}
                hint={unlisted ? `Saved as “${unlisted}”: please choose it from the list.` : undefined}
              >
                <CountryOptions usual={usual} />
              </Field>
            </div>
            <Field field={fields.phone} label="Phone (optional)" type="tel" autoComplete="tel" defaultValue={address?.phone ?? ""} />
            {!address?.isDefault && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={fields.isDefault.name} className="h-4 w-4" /> Use as the default
              </label>
            )}
          </>
        )}
      </AccountForm>
      {onDone && (
        <div>
          <Button size="sm" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
