import { useSearchParams } from "react-router";
import { NewsletterBox } from "~/components/marketing/news/newsletter-box";
import { pageMeta } from "~/lib/seo";
import { NEWSLETTER_PAGE_HEADERS, subscribeAction } from "./newsletter.server";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: "Newsletter", description: "Subscribe to our newsletter: application notes, product updates and event invitations." }),
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => NEWSLETTER_PAGE_HEADERS;

export function action({ request, context }: Route.ActionArgs) {
  return subscribeAction(request, context);
}

/** Where the newsletter box posts without JavaScript: the box again, with its errors or its "check your inbox". */
export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <div className="pb-16 sm:pb-20">
      <NewsletterBox headingLevel={1} serverResult={actionData} requested={searchParams.get("requested") === "1"} />
    </div>
  );
}
