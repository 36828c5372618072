import { Link } from "react-router";
import { AccountForm, type AccountFormResult } from "~/components/account/account-form";
import { LinkPage } from "~/components/account/link-page";
import { Field } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { RESET_LINK_INVALID, resetPasswordSchema } from "~/lib/account-schemas";
import { PASSWORD_MIN_LENGTH } from "~/lib/auth-schemas";
import { pageMeta } from "~/lib/seo";
import { loadResetPassword, PRIVATE_PAGE_HEADERS, resetPasswordAction } from "./account.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: "Choose a new password", description: "Set a new password for your account." }),
  { name: "robots", content: "noindex, nofollow" },
  // the token must not leave in a Referer header
  { name: "referrer", content: "no-referrer" },
];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadResetPassword(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context);
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as AccountFormResult | undefined;
  if (result?.message && result.result.status !== "error") {
    return (
      <LinkPage title="Password changed">
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-success">
          {result.message}
        </p>
        <Link to="/login" className={buttonClass({ className: "mt-6 w-full" })}>
          Sign in
        </Link>
      </LinkPage>
    );
  }
  if (!loaderData.token) {
    return (
      <LinkPage title="This link cannot be used">
        <p className="text-sm text-slate-700">{RESET_LINK_INVALID}</p>
        <Link to="/forgot-password" className={buttonClass({ className: "mt-6 w-full" })}>
          Ask for a new link
        </Link>
      </LinkPage>
    );
  }
  return (
    <LinkPage title="Choose a new password" intro="Setting it signs your account out on every browser and device.">
      <AccountForm
        id="reset-password"
        intent="reset"
        schema={resetPasswordSchema}
        actionData={result}
        hidden={{ token: loaderData.token }}
        submitLabel="Set new password"
        busyLabel="Saving..."
      >
        {(fields) => (
          <Field
            field={fields.password}
            label="New password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
          />
        )}
      </AccountForm>
    </LinkPage>
  );
}
