import { AccountRecordLayout } from "~/components/account/account-record-layout";
import { QuotePage } from "~/components/quotes/quote-page";
import { privatePageMeta } from "~/lib/seo";
import { pageParam } from "../../server/http/path-params";
import { loadAccountQuote, QUOTE_PAGE_HEADERS } from "./account-quotes.server";
import type { Route } from "./+types/account-quote";
import { buyerRecordPages, type ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, { title: args.error ? "Quote not found" : `Quote ${args.params.quoteNumber}`, description: "Your quote and its status." });

export const headers: Route.HeadersFunction = () => QUOTE_PAGE_HEADERS;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadAccountQuote(context, request, pageParam(params, "quoteNumber", "quote", QUOTE_PAGE_HEADERS));
}

export default function AccountQuotePage({ loaderData }: Route.ComponentProps) {
  const { quote, shippingAddress } = loaderData;
  return (
    <AccountRecordLayout back={{ to: "/account/quotes", label: "My quotes" }}>
      <QuotePage quote={quote} token={null} shippingAddress={shippingAddress} revisionHref={(n) => `/account/quotes/${quote.quoteNumber}?revision=${n}`} />
    </AccountRecordLayout>
  );
}

export const handle: ErrorPagesHandle = { errorPages: buyerRecordPages("account-quote") };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
