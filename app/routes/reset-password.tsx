import { AccountForm, type AccountFormResult } from "~/components/account/account-form";
import { LinkPage, LinkPageOutcome } from "~/components/account/link-page";
import { NewPasswordField } from "~/components/account/new-password-field";
import { RESET_LINK_INVALID, resetPasswordSchema } from "~/lib/account-schemas";
import { emailedLinkPageMeta } from "~/lib/seo";
import { loadResetPassword, PRIVATE_PAGE_HEADERS, resetPasswordAction } from "./account.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = (args) =>
  emailedLinkPageMeta(args, { title: "Choose a new password", description: "Set a new password for your account." });

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
    return <LinkPageOutcome title="Password changed" role="status" success message={result.message} next={{ to: "/login", label: "Sign in" }} />;
  }
  if (!loaderData.token) {
    return <LinkPageOutcome title="This link cannot be used" message={RESET_LINK_INVALID} next={{ to: "/forgot-password", label: "Ask for a new link" }} />;
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
        {(fields) => <NewPasswordField field={fields.password} />}
      </AccountForm>
    </LinkPage>
  );
}
