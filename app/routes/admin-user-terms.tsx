import { data, Form } from "react-router";
import { AccountForm, type AccountFormResult } from "~/components/account/account-form";
import { AdminFrame, AdminPageHeader } from "~/components/admin/admin-page-header";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { UnknownActionMessage } from "~/components/ui/unknown-action";
import { schemaFields } from "~/lib/account-schemas";
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS } from "~/lib/account-terms";
import { accountTermsSchema, discountPercentText, MAX_ACCOUNT_PRICES } from "~/lib/account-terms-schema";
import { formIntent, unknownAction } from "~/lib/form-intent";
import { parseForm } from "~/lib/form-validation";
import { centsToDecimalText, formatCents } from "~/lib/price";
import { adminPageMeta } from "~/lib/seo";
import { clearAccountTerms, readAdminAccountTerms, setAccountTerms } from "../../server/services/accounts/account-terms-admin";
import { formRefusal, pageRefusal } from "../../server/http/api-errors";
import { pageParam } from "../../server/http/path-params";
import { requireRole } from "../../server/auth/guards";
import { ADMIN_PAGE_HEADERS, adminPage } from "./admin.server";
import type { Route } from "./+types/admin-user-terms";
import { adminErrorPages, adminRecordMissing } from "~/components/admin/admin-error-pages";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) =>
  adminPageMeta(args, { title: "Account terms", description: "Payment terms, purchase orders, tax exemption and prices of a customer account." });

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

const userIdOf = (params: Route.LoaderArgs["params"]) => pageParam(params, "id", "user", ADMIN_PAGE_HEADERS);

export async function loader({ context, params }: Route.LoaderArgs) {
  const userId = userIdOf(params);
  requireRole(adminPage(context, `/admin/users/${userId}/terms`), "admin");
  try {
    return await readAdminAccountTerms(context.services.db, userId);
  } catch (error) {
    throw pageRefusal(error, ADMIN_PAGE_HEADERS);
  }
}

/** Saves the terms (the same schema and service as PUT /api/admin/users/:id/terms), or removes them. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const userId = userIdOf(params);
  const admin = requireRole(adminPage(context, `/admin/users/${userId}/terms`), "admin");
  const { db, sessions } = context.services;
  const actor = { id: admin.id, email: admin.email };
  const form = await request.formData();
  const intent = formIntent(form, ["terms", "remove"]);
  if (!intent) return unknownAction(ADMIN_PAGE_HEADERS);
  const answer = (body: AccountFormResult, status = 200) => data(body, { status, headers: ADMIN_PAGE_HEADERS });
  if (intent === "remove") {
    let organisationId: string | null;
    try {
      organisationId = await clearAccountTerms(db, actor, userId);
    } catch (error) {
      const refused = formRefusal(error);
      return answer({ intent: "terms", result: { status: "error", error: { "": [refused.message] } } }, refused.status);
    }
    if (organisationId) sessions.forget({ organisationId });
    return answer({ intent: "terms", result: { status: "success" }, message: "The account's terms were removed: list prices and the standard rules apply." });
  }
  const submission = parseForm(schemaFields(form), accountTermsSchema);
  if (submission.status !== "success") return answer({ intent: "terms", result: submission.reply() }, 400);
  let organisationId: string;
  try {
    organisationId = (await setAccountTerms(db, actor, userId, submission.value)).organisation.id;
  } catch (error) {
    const refused = formRefusal(error);
    return answer({ intent: "terms", result: submission.reply({ formErrors: [refused.message] }) }, refused.status);
  }
  // this instance reads the organisation's members again at once; the others on the NOTIFY sent with the change
  sessions.forget({ organisationId });
  return answer({ intent: "terms", result: submission.reply(), message: "Terms saved. The account sees its prices and terms from its next page." });
}

export default function AdminUserTermsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { account, terms, prices } = loaderData;
  const result = actionData as AccountFormResult | undefined;
  const name = `${account.firstName} ${account.lastName}`;
  const priceText = prices.map((p) => `${p.sku} ${centsToDecimalText(p.priceCents)}`).join("\n");
  return (
    <AdminFrame>
      <AdminPageHeader
        title={`Terms of ${name}`}
        description={`${account.company} · ${account.email}${account.status === "approved" ? "" : ` · ${account.status}: the terms apply once approved`}`}
        back={{ to: "/admin?tab=users", label: "Users" }}
      />
      <UnknownActionMessage actionData={actionData} />
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
    </AdminFrame>
  );
}

export const handle: ErrorPagesHandle = { errorPages: adminErrorPages({ 404: adminRecordMissing, 400: adminRecordMissing }) };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
