import { Form, Link } from "react-router";
import { LinkPage } from "~/components/account/link-page";
import { Button, buttonClass } from "~/components/ui/button";
import { NEWSLETTER_UNSUBSCRIBE_INVALID, NEWSLETTER_UNSUBSCRIBED } from "~/lib/newsletter-messages";
import { pageMeta } from "~/lib/seo";
import { NEWSLETTER_PAGE_HEADERS, unsubscribeAction, unsubscribeLoader } from "./newsletter.server";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: "Unsubscribe from the newsletter", description: "Unsubscribe from our newsletter." }),
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

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
      <LinkPage title="You are unsubscribed">
        <p className="break-all font-semibold">{actionData?.unsubscribed ?? loaderData.email}</p>
        <p role="status" className="mt-2 text-sm text-slate-700">
          {NEWSLETTER_UNSUBSCRIBED}
        </p>
        <Link to="/news#newsletter" className={buttonClass({ variant: "outline", className: "mt-6 w-full" })}>
          Changed your mind? Subscribe again
        </Link>
      </LinkPage>
    );
  }
  if (!loaderData.token || actionData?.error) {
    return (
      <LinkPage title="This link cannot be used">
        <p role="alert" className="text-sm text-slate-700">
          {actionData?.error ?? NEWSLETTER_UNSUBSCRIBE_INVALID}
        </p>
        <Link to="/contact" className={buttonClass({ className: "mt-6 w-full" })}>
          Contact us
        </Link>
      </LinkPage>
    );
  }
  return (
    <LinkPage title="Unsubscribe from the newsletter" intro="This address will get no more newsletter e-mails from us:">
      <p className="break-all font-semibold">{loaderData.email}</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" className="w-full">
          Unsubscribe
        </Button>
      </Form>
    </LinkPage>
  );
}
