import { Form } from "react-router";
import { AccountForm, type AccountFormResult } from "~/components/account/account-form";
import { AccountPage, Panel } from "~/components/account/account-nav";
import { NewPasswordField } from "~/components/account/new-password-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ACCOUNT_STATUS_TEXT, changeEmailSchema, changePasswordSchema, profileSchema, resendConfirmationSchema } from "~/lib/account-schemas";
import { UnknownActionMessage } from "~/components/ui/unknown-action";
import { privatePageMeta } from "~/lib/seo";
import { PAYMENT_TERMS_LABELS, taxTreatment, type AccountTerms } from "~/lib/account-terms";
import { TAX_RATE_PERCENT } from "~/lib/price";
import { unavailableWhenDatabaseDown } from "../../server/http/page-outage";
import { accountAction, loadAccount, PRIVATE_PAGE_HEADERS } from "./account.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, { title: "My account", description: "Your profile, password, e-mail address and address book." });

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function loader({ context }: Route.LoaderArgs) {
  return unavailableWhenDatabaseDown(() => loadAccount(context));
}

export function action({ request, context }: Route.ActionArgs) {
  return unavailableWhenDatabaseDown(() => accountAction(request, context));
}

const statusVariant = { pending: "warning", approved: "success", rejected: "destructive" } as const;

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { account, terms, priceListSize, today } = loaderData;
  const result = actionData as AccountFormResult | undefined;
  const status = ACCOUNT_STATUS_TEXT[account.status];
  return (
    <AccountPage title="My account">
      <UnknownActionMessage actionData={actionData} />
      <section aria-label="Account status" className="rounded-xl border border-line bg-subtle p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold">Status:</span>
          <Badge variant={statusVariant[account.status]}>{status.label}</Badge>
          {account.role === "admin" && <Badge variant="outline">Administrator</Badge>}
        </div>
        <p className="mt-2 text-sm text-slate-700">{status.text}</p>
        <p className="mt-2 text-sm text-slate-700">
          Signed in as <strong className="break-all">{account.email}</strong>
          {account.emailConfirmed && " (address confirmed)"}
        </p>
        {!account.emailConfirmed && <UnconfirmedAddress actionData={result} />}
      </section>

      {terms && <AccountTermsPanel terms={terms} priceListSize={priceListSize} today={today} />}

      <Panel title="Profile" description="Your name and company appear on your orders and quotes.">
        <AccountForm id="profile" intent="profile" schema={profileSchema} actionData={result} submitLabel="Save profile" busyLabel="Saving...">
          {(fields) => (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field field={fields.firstName} label="First name" autoComplete="given-name" defaultValue={account.firstName} />
                <Field field={fields.lastName} label="Last name" autoComplete="family-name" defaultValue={account.lastName} />
              </div>
              <Field field={fields.company} label="Company or institution" autoComplete="organization" defaultValue={account.company} />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field field={fields.title} label="Job title (optional)" autoComplete="organization-title" defaultValue={account.title ?? ""} />
                <Field field={fields.phone} label="Phone (optional)" type="tel" autoComplete="tel" defaultValue={account.phone ?? ""} />
              </div>
            </>
          )}
        </AccountForm>
      </Panel>

      <Panel title="Password" description="Changing it signs out every other browser and device of your account.">
        <AccountForm id="password" intent="password" schema={changePasswordSchema} actionData={result} submitLabel="Change password" busyLabel="Changing...">
          {(fields) => (
            <>
              <Field field={fields.currentPassword} label="Current password" type="password" autoComplete="current-password" />
              <NewPasswordField field={fields.newPassword} />
            </>
          )}
        </AccountForm>
      </Panel>

      <Panel title="E-mail address" description="We send a confirmation link to the new address; your address changes when you open it.">
        <AccountForm id="email" intent="email" schema={changeEmailSchema} actionData={result} submitLabel="Send confirmation link" busyLabel="Sending...">
          {(fields) => (
            <>
              <Field field={fields.newEmail} label="New e-mail address" type="email" autoComplete="email" />
              <Field field={fields.currentPassword} label="Current password" type="password" autoComplete="current-password" id="email-current-password" />
            </>
          )}
        </AccountForm>
      </Panel>

      <Panel title="Sessions" description="Signs you out on every browser and device, this one included.">
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <Button type="submit" variant="outline">
            Sign out everywhere
          </Button>
        </Form>
      </Panel>
    </AccountPage>
  );
}

/** An address not confirmed yet: says so and offers a new link (the registration's lasts 72 hours). */
function UnconfirmedAddress({ actionData }: { actionData: AccountFormResult | undefined }) {
  return (
    <div className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-3 text-sm" data-testid="unconfirmed-address">
      <p className="mb-3 font-medium text-amber-900">Your e-mail address is not confirmed yet. Please open the link we e-mailed you, or ask for a new one.</p>
      <AccountForm
        id="resend-confirmation"
        intent="resend-confirmation"
        schema={resendConfirmationSchema}
        actionData={actionData}
        submitLabel="Resend confirmation e-mail"
        busyLabel="Sending..."
        submitVariant="outline"
      >
        {() => null}
      </AccountForm>
    </div>
  );
}

/** The terms our team set for the account, read-only: they apply at checkout and on quotes. */
function AccountTermsPanel({ terms, priceListSize, today }: { terms: AccountTerms; priceListSize: number; today: string }) {
  const tax = taxTreatment(terms, today);
  const rows: [string, string][] = [
    ["Payment terms", PAYMENT_TERMS_LABELS[terms.paymentTerms]],
    ["Purchase-order number", terms.poRequired ? "Required with every order" : "Optional"],
    ["Tax", tax ? tax.text : `The normal ${TAX_RATE_PERCENT} % applies`],
    ["Account discount", terms.discountBasisPoints > 0 ? `${terms.discountBasisPoints / 100} % off list prices` : "None"],
  ];
  if (priceListSize > 0) rows.push(["Account prices", `${priceListSize} product${priceListSize === 1 ? "" : "s"} at your own price`]);
  return (
    <Panel title="Account terms" description="Set by our team for your account; the catalogue, cart and checkout show your prices. Contact us to change them.">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="account-terms">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
