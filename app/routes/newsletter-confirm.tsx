import { LinkPageConfirm, LinkPageOutcome } from "~/components/account/link-page";
import { NEWSLETTER_CONFIRMED } from "~/lib/newsletter-messages";
import { emailedLinkPageMeta } from "~/lib/seo";
import { confirmAction, confirmLoader, NEWSLETTER_PAGE_HEADERS } from "./newsletter.server";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = (args) =>
  emailedLinkPageMeta(args, { title: "Confirm your newsletter subscription", description: "Confirm your subscription to our newsletter." });

export const headers: Route.HeadersFunction = () => NEWSLETTER_PAGE_HEADERS;

export function loader({ request, context }: Route.LoaderArgs) {
  return confirmLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmAction(request, context);
}

/** The e-mail's link opens this page; its one button confirms (works without JavaScript). */
export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error ?? loaderData.error;
  if (error || !loaderData.email) {
    return <LinkPageOutcome title="This link cannot be used" role="alert" message={error} next={{ to: "/news#newsletter", label: "Subscribe again" }} />;
  }
  if (actionData?.confirmed || loaderData.confirmed) {
    return (
      <LinkPageOutcome
        title="Subscription confirmed"
        email={actionData?.confirmed ?? loaderData.email}
        role="status"
        message={NEWSLETTER_CONFIRMED}
        next={{ to: "/news", label: "Read the latest news" }}
      />
    );
  }
  return (
    <LinkPageConfirm
      title="Confirm your subscription"
      intro="Confirm that this address wants our newsletter:"
      email={loaderData.email}
      token={loaderData.token ?? ""}
      submitLabel="Confirm subscription"
    />
  );
}
