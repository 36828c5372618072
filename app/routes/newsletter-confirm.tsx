import { Link } from "react-router";
import { LinkPage } from "~/components/account/link-page";
import { buttonClass } from "~/components/ui/button";
import { NEWSLETTER_CONFIRMED } from "~/lib/newsletter-messages";
import { pageMeta } from "~/lib/seo";
import { confirmLoader, NEWSLETTER_PAGE_HEADERS } from "./newsletter.server";
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

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.email) {
    return (
      <LinkPage title="This link cannot be used">
        <p role="alert" className="text-sm text-slate-700">
          {loaderData.error}
        </p>
        <Link to="/news#newsletter" className={buttonClass({ className: "mt-6 w-full" })}>
          Subscribe again
        </Link>
      </LinkPage>
    );
  }
  return (
    <LinkPage title="Subscription confirmed">
      <p className="break-all font-semibold">{loaderData.email}</p>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {NEWSLETTER_CONFIRMED}
      </p>
      <Link to="/news" className={buttonClass({ className: "mt-6 w-full" })}>
        Read the latest news
      </Link>
    </LinkPage>
  );
}
