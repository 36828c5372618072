import { Link } from "react-router";
import { QuickOrderForm } from "~/components/quick-order/quick-order-form";
import { buttonClass } from "~/components/ui/button";
import { ACCOUNT_STATUS_TEXT } from "~/lib/account-schemas";
import { privatePageMeta } from "~/lib/seo";
import { requireUser, signInPath } from "../../server/auth/guards";
import type { Route } from "./+types/quick-order";
import { NO_STORE } from "../../server/speed/cache-control";

/** The page depends on who is signed in: never cached, never indexed. */
const PAGE_HEADERS = { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" } as const;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, { title: "Quick order", description: "Order by SKU: paste a list or upload a CSV file." });

export const headers: Route.HeadersFunction = () => PAGE_HEADERS;

/** Approved accounts and admins order here; anyone else signs in first, or is told why they cannot (the cart's answer). */
export function loader({ context }: Route.LoaderArgs) {
  const user = requireUser({ page: context, signIn: signInPath("/quick-order"), headers: PAGE_HEADERS });
  if (context.viewer.pricesVisible) return { refused: null };
  return { refused: user.status === "rejected" ? ("rejected" as const) : ("pending" as const) };
}

export default function QuickOrderPage({ loaderData }: Route.ComponentProps) {
  const { refused } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Quick order</h1>
      {refused ? (
        <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900" role="status">
          <p className="font-semibold">{ACCOUNT_STATUS_TEXT[refused].label}</p>
          <p className="mt-1">Only approved accounts can add items to the cart. {ACCOUNT_STATUS_TEXT[refused].text}</p>
          <Link to="/account" className={buttonClass({ variant: "outline", size: "sm", className: "mt-4" })}>
            My account
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 mb-6 text-muted">
            Paste SKUs and quantities — as copied from a spreadsheet, or typed — or upload a CSV file. Every line is checked before anything goes into your
            cart.
          </p>
          <noscript>
            <p className="mb-4 rounded-md border border-line bg-subtle px-3 py-2 text-sm">
              Quick order needs JavaScript. You can still <a href="/products">browse the catalogue</a> and add products one by one.
            </p>
          </noscript>
          <QuickOrderForm />
        </>
      )}
    </div>
  );
}
