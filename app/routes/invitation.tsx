import { AccountForm, type AccountFormResult } from "~/components/account/account-form";
import { LinkPage, LinkPageOutcome } from "~/components/account/link-page";
import { NewPasswordField } from "~/components/account/new-password-field";
import { Field } from "~/components/ui/field";
import { invitationAcceptFieldsSchema } from "~/lib/organisation-member-schemas";
import { ORGANISATION_ROLE_LABELS } from "~/lib/organisation-roles";
import { emailedLinkPageMeta } from "~/lib/seo";
import { pageParam } from "../../server/http/path-params";
import { PRIVATE_PAGE_HEADERS } from "./account.server";
import { joinAction, loadInvitation } from "./invitation.server";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = (args) =>
  emailedLinkPageMeta(args, { title: "Join your organisation", description: "Accept an invitation to buy with your organisation." });

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function loader({ params, context }: Route.LoaderArgs) {
  return loadInvitation(context, pageParam(params, "token", "invitation", PRIVATE_PAGE_HEADERS));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return joinAction(request, context, pageParam(params, "token", "invitation", PRIVATE_PAGE_HEADERS));
}

/** /invitations/<token>: the page an invitation e-mail links to. Joining asks for a name and a password, and signs the person in. */
export default function InvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation, refusal } = loaderData;
  if (!invitation) {
    return (
      <LinkPageOutcome
        title="This invitation cannot be used"
        message={`${refusal} Ask your organisation's administrator for a new invitation.`}
        next={{ to: "/login", label: "Sign in" }}
      />
    );
  }
  const expires = new Date(invitation.expiresAt).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return (
    <LinkPage
      title={`Join ${invitation.organisationName}`}
      intro={
        <>
          {invitation.invitedBy ?? "An administrator"} invited <strong className="break-all text-ink">{invitation.email}</strong> to buy with{" "}
          {invitation.organisationName} as <strong className="text-ink">{ORGANISATION_ROLE_LABELS[invitation.role]}</strong>. The invitation is valid until{" "}
          {expires}.
        </>
      }
    >
      <AccountForm
        id="join"
        intent="join"
        schema={invitationAcceptFieldsSchema}
        actionData={actionData as AccountFormResult | undefined}
        submitLabel="Join and sign in"
        busyLabel="Joining..."
      >
        {(fields) => (
          <div className="space-y-4">
            <Field field={fields.firstName} id="join-firstName" label="First name" autoComplete="given-name" />
            <Field field={fields.lastName} id="join-lastName" label="Last name" autoComplete="family-name" />
            <NewPasswordField field={fields.password} />
          </div>
        )}
      </AccountForm>
    </LinkPage>
  );
}
