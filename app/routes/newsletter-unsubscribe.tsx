import { LinkPageConfirm, LinkPageOutcome } from "~/components/account/link-page";
import { NEWSLETTER_UNSUBSCRIBE_INVALID, NEWSLETTER_UNSUBSCRIBED } from "~/lib/newsletter-messages";
import { emailedLinkPageMeta } from "~/lib/seo";
import { NEWSLETTER_PAGE_HEADERS, unsubscribeAction, unsubscribeLoader } from "./newsletter.server";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  emailedLinkPageMeta(args, { title: "Unsubscribe from the newsletter", description: "Unsubscribe from our newsletter." });

export const headers: Route.HeadersFunction = () => NEWSLETTER_PAGE_HEADERS;

export function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribeLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return unsubscribeAction(request, context);
}

/** The e-mail's link opens this page; its one button unsubscribes (works without JavaScript). */
export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.unsubscribed || (loaderData.email && !loaderData.subscribed)) {
    return (
      <LinkPageOutcome
        title="You are unsubscribed"
        email={actionData?.unsubscribed ?? loaderData.email}
        role="status"
        message={NEWSLETTER_UNSUBSCRIBED}
        next={{ to: "/news#newsletter", label: "Changed your mind? Subscribe again" }}
        outline
      />
    );
  }
  if (!loaderData.token || actionData?.error) {
    return (
      <LinkPageOutcome
        title="This link cannot be used"
        role="alert"
        message={actionData?.error ?? NEWSLETTER_UNSUBSCRIBE_INVALID}
        next={{ to: "/contact", label: "Contact us" }}
      />
    );
  }
  return (
    <LinkPageConfirm
      title="Unsubscribe from the newsletter"
      intro="This address will get no more newsletter e-mails from us:"
      email={loaderData.email}
      token={loaderData.token}
      submitLabel="Unsubscribe"
    />
  );
}
