import { Form, Link } from "react-router";
import { LinkPage } from "~/components/account/link-page";
import { Button, buttonClass } from "~/components/ui/button";
import { NEWSLETTER_CONFIRMED } from "~/lib/newsletter-messages";
import { pageMeta } from "~/lib/seo";
import { confirmAction, confirmLoader, NEWSLETTER_PAGE_HEADERS } from "./newsletter.server";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: "Confirm your newsletter subscription", description: "Confirm your subscription to our newsletter." }),
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

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
    return (
      <LinkPage title="This link cannot be used">
        <p role="alert" className="text-sm text-slate-700">
          {error}
        </p>
        <Link to="/news#newsletter" className={buttonClass({ className: "mt-6 w-full" })}>
          Subscribe again
        </Link>
      </LinkPage>
    );
  }
  if (actionData?.confirmed || loaderData.confirmed) {
    return (
      <LinkPage title="Subscription confirmed">
        <p className="break-all font-semibold">{actionData?.confirmed ?? loaderData.email}</p>
        <p role="status" className="mt-2 text-sm text-slate-700">
          {NEWSLETTER_CONFIRMED}
        </p>
        <Link to="/news" className={buttonClass({ className: "mt-6 w-full" })}>
          Read the latest news
        </Link>
      </LinkPage>
    );
  }
  return (
    <LinkPage title="Confirm your subscription" intro="Confirm that this address wants our newsletter:">
      <p className="break-all font-semibold">{loaderData.email}</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        <Button type="submit" className="w-full">
          Confirm subscription
        </Button>
      </Form>
    </LinkPage>
  );
}
