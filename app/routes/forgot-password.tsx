import { Link } from "react-router";
import { AccountForm, type AccountFormResult } from "~/components/account/account-form";
import { LinkPage } from "~/components/account/link-page";
import { Field } from "~/components/ui/field";
import { forgotPasswordSchema } from "~/lib/account-schemas";
import { pageMeta } from "~/lib/seo";
import { forgotPasswordAction, PRIVATE_PAGE_HEADERS } from "./account.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Forgot your password?", description: "Get a link by e-mail to choose a new password for your account." });

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context);
}

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  return (
    <LinkPage title="Forgot your password?" intro="Enter the e-mail address of your account. We send it a link to choose a new password, valid for 60 minutes.">
      <AccountForm
        id="forgot-password"
        intent="forgot"
        schema={forgotPasswordSchema}
        actionData={actionData as AccountFormResult | undefined}
        submitLabel="Send reset link"
        busyLabel="Sending..."
      >
        {(fields) => <Field field={fields.email} label="Email" type="email" autoComplete="email" />}
      </AccountForm>
      <p className="mt-6 text-center text-sm text-muted">
        Remembered it?{" "}
        <Link to="/login" className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </LinkPage>
  );
}
