import { Link } from "react-router";
import { AccountNav } from "~/components/account/account-nav";
import { QuotePage } from "~/components/quotes/quote-page";
import { pageMeta } from "~/lib/seo";
import { pageParam } from "../../server/http/path-params";
import { loadAccountQuote, QUOTE_PAGE_HEADERS } from "./account-quotes.server";
import type { Route } from "./+types/account-quote";
import { recordErrorPages, type ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: args.error ? "Quote not found" : `Quote ${args.params.quoteNumber}`, description: "Your quote and its status." }),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => QUOTE_PAGE_HEADERS;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadAccountQuote(context, request, pageParam(params, "quoteNumber", "quote", QUOTE_PAGE_HEADERS));
}

export default function AccountQuotePage({ loaderData }: Route.ComponentProps) {
  const { quote, shippingAddress } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-6 print:hidden">
        <AccountNav />
      </div>
      <nav className="mb-6 text-sm print:hidden">
        <Link to="/account/quotes" className="text-primary hover:underline">
          ← My quotes
        </Link>
      </nav>
      <QuotePage quote={quote} token={null} shippingAddress={shippingAddress} revisionHref={(n) => `/account/quotes/${quote.quoteNumber}?revision=${n}`} />
    </div>
  );
}

export const handle: ErrorPagesHandle = {
  errorPages: recordErrorPages({
    notFound: "Quote not found",
    notFoundText: "There is no such quote in your account.",
    link: { to: "/account/quotes", label: "My quotes" },
  }),
};

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
