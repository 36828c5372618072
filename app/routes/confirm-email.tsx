import type { AccountFormResult } from "~/components/account/account-form";
import { LinkPageConfirm, LinkPageOutcome } from "~/components/account/link-page";
import { CONFIRM_LINK_INVALID } from "~/lib/account-schemas";
import { emailedLinkPageMeta } from "~/lib/seo";
import { confirmEmailAction, loadConfirmEmail, PRIVATE_PAGE_HEADERS } from "./account.server";
import type { Route } from "./+types/confirm-email";

export const meta: Route.MetaFunction = (args) =>
  emailedLinkPageMeta(args, { title: "Confirm your e-mail address", description: "Confirm the e-mail address of your account." });

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConfirmEmail(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmEmailAction(request, context);
}

const MY_ACCOUNT = { to: "/account", label: "Go to my account" };

/** Opening the link shows a button: the address is confirmed by a POST, so a mail scanner that follows links confirms nothing. */
export default function ConfirmEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as AccountFormResult | undefined;
  if (result) {
    const ok = result.result.status !== "error";
    return (
      <LinkPageOutcome
        title={ok ? "E-mail address confirmed" : "This link cannot be used"}
        role={ok ? "status" : "alert"}
        message={ok ? result.message : (result.result.error?.[""]?.[0] ?? CONFIRM_LINK_INVALID)}
        next={MY_ACCOUNT}
      />
    );
  }
  if (!loaderData.token) return <LinkPageOutcome title="This link cannot be used" message={CONFIRM_LINK_INVALID} next={MY_ACCOUNT} />;
  return (
    <LinkPageConfirm
      title="Confirm your e-mail address"
      intro={loaderData.purpose === "email-change" ? "Your account will use this address from now on:" : "Please confirm that this address is yours:"}
      email={loaderData.email}
      token={loaderData.token}
      submitLabel="Confirm e-mail address"
    />
  );
}
