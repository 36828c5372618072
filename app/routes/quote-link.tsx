import { QuotePage } from "~/components/quotes/quote-page";
import { privatePageMeta } from "~/lib/seo";
import { pageParam } from "../../server/http/path-params";
import { loadLinkedQuote, QUOTE_PAGE_HEADERS } from "./account-quotes.server";
import type { Route } from "./+types/quote-link";
import { buyerRecordPages, type ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, { title: args.error ? "Quote not found" : "Your quote", description: "Your quote and its status." });

export const headers: Route.HeadersFunction = () => QUOTE_PAGE_HEADERS;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadLinkedQuote(context, request, pageParam(params, "token", "quote", QUOTE_PAGE_HEADERS));
}

/** The quote through the link in the requester's e-mail (anonymous requesters have no account to see it in). */
export default function QuoteLinkPage({ loaderData }: Route.ComponentProps) {
  const { quote, token, shippingAddress } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <QuotePage quote={quote} token={token} shippingAddress={shippingAddress} revisionHref={(n) => `/quotes/view/${token}?revision=${n}`} />
    </div>
  );
}

export const handle: ErrorPagesHandle = { errorPages: buyerRecordPages("linked-quote") };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
