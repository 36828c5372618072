import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import { Link, type ErrorResponse } from "react-router";
import type { ErrorPages } from "~/components/layout/general-error-boundary";
import { buttonClass } from "~/components/ui/button";
import { AdminFrame } from "./admin-page-header";

/** What a signed-in customer sees at /admin (sent with status 403). */
export function NotAllowed() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <ShieldAlert className="h-7 w-7" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold text-danger">403 · Not allowed</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">You do not have access to the admin area</h1>
      <p className="mt-4 text-muted">
        This part of the site is for administrators only. If you think you should have access, please contact your administrator.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/products" className={buttonClass()}>
          Browse products
        </Link>
        <Link to="/" className={buttonClass({ variant: "outline" })}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

/** Any other failure of an admin screen (the database is down, for example). */
export function AdminLoadFailed() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-danger">Error</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">The admin area could not be loaded</h1>
      <p className="mt-4 text-muted">Something went wrong on our side. Please reload the page in a moment.</p>
    </section>
  );
}

/** The record an admin screen opens does not exist (or its id is malformed): the server's message in the admin's frame. */
export function adminRecordMissing(error: ErrorResponse) {
  return (
    <AdminFrame>
      <p role="alert" className="py-16 text-center text-muted">
        {(error.data as { message?: string })?.message ?? "Not found"}
      </p>
    </AdminFrame>
  );
}

/** An admin screen's error pages: 403 for a signed-in customer, and the admin's own failure page otherwise; `statusHandlers` adds a screen's own (its 404). */
export function adminErrorPages(statusHandlers: ErrorPages["statusHandlers"] = {}): ErrorPages {
  return {
    statusHandlers: { 403: () => <NotAllowed />, ...statusHandlers },
    otherwise: () => <AdminLoadFailed />,
  };
}
