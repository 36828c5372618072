import { Form, Link } from "react-router";
import type { AccountFormResult } from "~/components/account/account-form";
import { LinkPage } from "~/components/account/link-page";
import { Button, buttonClass } from "~/components/ui/button";
import { CONFIRM_LINK_INVALID } from "~/lib/account-schemas";
import { pageMeta } from "~/lib/seo";
import { confirmEmailAction, loadConfirmEmail, PRIVATE_PAGE_HEADERS } from "./account.server";
import type { Route } from "./+types/confirm-email";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: "Confirm your e-mail address", description: "Confirm the e-mail address of your account." }),
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConfirmEmail(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmEmailAction(request, context);
}

/** Opening the link shows a button: the address is confirmed by a POST, so a mail scanner that follows links confirms nothing. */
export default function ConfirmEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as AccountFormResult | undefined;
  if (result) {
    const ok = result.result.status !== "error";
    return (
      <LinkPage title={ok ? "E-mail address confirmed" : "This link cannot be used"}>
        <p role={ok ? "status" : "alert"} className="text-sm text-slate-700">
          {ok ? result.message : (result.result.error?.[""]?.[0] ?? CONFIRM_LINK_INVALID)}
        </p>
        <Link to="/account" className={buttonClass({ className: "mt-6 w-full" })}>
          Go to my account
        </Link>
      </LinkPage>
    );
  }
  if (!loaderData.token) {
    return (
      <LinkPage title="This link cannot be used">
        <p className="text-sm text-slate-700">{CONFIRM_LINK_INVALID}</p>
        <Link to="/account" className={buttonClass({ className: "mt-6 w-full" })}>
          Go to my account
        </Link>
      </LinkPage>
    );
  }
  return (
    <LinkPage
      title="Confirm your e-mail address"
      intro={loaderData.purpose === "email-change" ? "Your account will use this address from now on:" : "Please confirm that this address is yours:"}
    >
      <p className="break-all font-semibold">{loaderData.email}</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" className="w-full">
          Confirm e-mail address
        </Button>
      </Form>
    </LinkPage>
  );
}
