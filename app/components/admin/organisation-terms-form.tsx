import { Form } from "react-router";
import { AccountForm, type AccountFormResult } from "~/components/account/account-form";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS, type AccountTerms } from "~/lib/account-terms";
import { accountTermsSchema, discountPercentText, MAX_ACCOUNT_PRICES } from "~/lib/account-terms-schema";
import { centsToDecimalText, formatCents } from "~/lib/price";

/** One line of an organisation's price list as the admin reads it. */
export interface TermsPriceLine {
  productId: string;
  sku: string;
  name: string;
  priceCents: number;
  listPriceCents: number | null;
}

/**
 * An organisation's terms and price list as a form (intent "terms", the schema of PUT
 * /api/admin/organisations/:id/terms) beside the current price list and, when set, "Remove terms"
 * (intent "remove").
 */
export function OrganisationTermsForm({
  terms,
  prices,
  result,
}: {
  terms: AccountTerms | null;
  prices: readonly TermsPriceLine[];
  result: AccountFormResult | undefined;
}) {
  const priceText = prices.map((p) => `${p.sku} ${centsToDecimalText(p.priceCents)}`).join("\n");
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <section aria-label="Account terms" className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <AccountForm
          key={terms ? "set" : "none"}
          id="terms"
          intent="terms"
          schema={accountTermsSchema}
          actionData={result}
          submitLabel="Save terms"
          busyLabel="Saving..."
        >
          {(fields) => (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field as="select" field={fields.paymentTerms} label="Payment terms" defaultValue={terms?.paymentTerms ?? "prepaid"}>
                  {PAYMENT_TERMS.map((value) => (
                    <option key={value} value={value}>
                      {PAYMENT_TERMS_LABELS[value]}
                    </option>
                  ))}
                </Field>
                <Field
                  field={fields.discountPercent}
                  label="Account discount (%)"
                  inputMode="decimal"
                  defaultValue={terms ? discountPercentText(terms.discountBasisPoints) : "0"}
                  hint="Off list prices, 0 to 100, up to 2 decimals."
                />
              </div>
              <label className="flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" name={fields.poRequired.name} defaultChecked={terms?.poRequired ?? false} className="h-4 w-4 accent-primary" />
                Purchase-order number required with every order
              </label>
              <fieldset className="grid gap-4 rounded-lg border border-line p-4 sm:grid-cols-2">
                <legend className="px-1 text-sm font-semibold">Tax exemption</legend>
                <Field field={fields.taxExemptionCertificate} label="Certificate reference" defaultValue={terms?.taxExemptionCertificate ?? ""} />
                <Field
                  field={fields.taxExemptionExpiresOn}
                  label="Valid until"
                  type="date"
                  defaultValue={terms?.taxExemptionExpiresOn ?? ""}
                  hint="Orders carry 0 tax through this day."
                />
              </fieldset>
              <Field
                as="textarea"
                rows={5}
                field={fields.prices}
                label="Account prices"
                defaultValue={priceText}
                placeholder={"CE-1001 1250.00\nCAP-50 89.00"}
                hint={`One product per line: its SKU and the account's unit price in dollars (at most ${MAX_ACCOUNT_PRICES}). Wins over the discount.`}
              />
            </>
          )}
        </AccountForm>
      </section>
      <aside className="space-y-4">
        <section aria-label="Current price list" className="rounded-xl border border-line bg-white p-5 text-sm shadow-sm">
          <h2 className="font-semibold">Current account prices</h2>
          {prices.length === 0 ? (
            <p className="mt-2 text-muted">
              None: list prices{terms?.discountBasisPoints ? ` minus ${discountPercentText(terms.discountBasisPoints)} %` : ""}.
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {prices.map((p) => (
                <li key={p.productId} className="py-2">
                  <span className="font-medium">{p.name}</span>
                  <span className="block text-xs text-muted">
                    {p.sku}: {formatCents(p.priceCents)}
                    {p.listPriceCents !== null && ` (list ${formatCents(p.listPriceCents)})`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        {terms && (
          <Form method="post" className="rounded-xl border border-line bg-white p-5 text-sm shadow-sm">
            <input type="hidden" name="intent" value="remove" />
            <p className="text-muted">Removing the terms brings back list prices, prepaid payment and the 8 % tax.</p>
            <Button type="submit" variant="outline" className="mt-3 text-danger!">
              Remove terms
            </Button>
          </Form>
        )}
      </aside>
    </div>
  );
}
