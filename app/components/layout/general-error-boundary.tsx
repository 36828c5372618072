import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useMatches, useRouteError, type ErrorResponse } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ErrorPageBody } from "./error-page-body";

/**
 * What a screen shows when its loader, action or rendering fails, by the status of the refusal
 * (epic-stack's status handlers). A screen without its own pages shows the site's: "Page Not
 * Found", "Temporarily unavailable" or "Something went wrong" (ErrorPageBody).
 */
export interface ErrorPages {
  /** A refusal with this status (a 404 for an unknown record, a 403 for a customer in the admin area). */
  statusHandlers?: Partial<Record<number, (error: ErrorResponse) => ReactNode>>;
  /** Any other refusal, and an error nobody threw on purpose. */
  otherwise?: (error: unknown) => ReactNode;
}

/** The `handle` a route module exports with its error pages; it re-exports GeneralErrorBoundary as its ErrorBoundary. */
export interface ErrorPagesHandle {
  errorPages: ErrorPages;
}

/** The site's own pages, for every status (the root's). */
export const SITE_ERROR_PAGES: ErrorPages = {};

const pagesOf = (handle: unknown): ErrorPages | undefined => (handle as Partial<ErrorPagesHandle> | undefined)?.errorPages;

/**
 * The site's one error boundary. The root draws it inside the site's frame with the site's pages;
 * a route module that has pages of its own exports `handle: { errorPages }` and
 * `export { GeneralErrorBoundary as ErrorBoundary }`, so its error is drawn in its place (its
 * meta still names the error) with those pages.
 */
export function GeneralErrorBoundary({ errorPages }: { errorPages?: ErrorPages }) {
  const error = useRouteError();
  const matches = useMatches();
  // Routes are flat: the boundary of a route module is its own match, the last one.
  const pages = errorPages ?? pagesOf(matches.at(-1)?.handle);
  if (isRouteErrorResponse(error)) {
    const handler = pages?.statusHandlers?.[error.status];
    if (handler) return handler(error);
  }
  if (pages?.otherwise) return pages.otherwise(error);
  return <ErrorPageBody status={isRouteErrorResponse(error) ? error.status : 500} />;
}

/** A record's pages (an order, a quote): what its 404 says, and "Something went wrong" otherwise, both with a way on. */
export function recordErrorPages({
  notFound,
  notFoundText,
  link,
}: {
  notFound: string;
  notFoundText: string;
  link: { to: string; label: string };
}): ErrorPages {
  const panel = (title: string, text: string) => (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted">{text}</p>
      <Link to={link.to} className={buttonClass({ className: "mt-8" })}>
        {link.label}
      </Link>
    </div>
  );
  return {
    statusHandlers: { 404: () => panel(notFound, notFoundText) },
    otherwise: () => panel("Something went wrong", "Please try again."),
  };
}

const MY_ORDERS = { to: "/account/orders", label: "My orders" };
const MY_QUOTES = { to: "/account/quotes", label: "My quotes" };

/** Where a buyer opens an order or a quote (in the account, or through an e-mailed link), and what its "not found" says. */
const RECORD_PAGES = {
  "account-order": { notFound: "Order not found", notFoundText: "There is no such order in your account.", link: MY_ORDERS },
  "guest-order": {
    notFound: "Order not found",
    notFoundText: "This link does not lead to an order. Please use the link of your confirmation e-mail.",
    link: { to: "/contact", label: "Contact Us" },
  },
  "account-quote": { notFound: "Quote not found", notFoundText: "There is no such quote in your account.", link: MY_QUOTES },
  "linked-quote": {
    notFound: "Quote not found",
    notFoundText: "This link does not open a quote. Please use the link from your quote e-mail.",
    link: { to: "/contact", label: "Contact sales" },
  },
} as const;

/** The error pages of the screen that shows one order or quote to its buyer. */
export function buyerRecordPages(record: keyof typeof RECORD_PAGES): ErrorPages {
  return recordErrorPages(RECORD_PAGES[record]);
}
