import Clock from "lucide-react/icons/clock";
import Lock from "lucide-react/icons/lock";
import { Link, useLocation } from "react-router";
import { displayPrice } from "~/lib/price";
import { priceBlockFor } from "~/lib/purchase-state";
import { signInHref } from "~/lib/sign-in-link";
import { useViewer } from "~/lib/use-root-data";

/** Spec §2 and §4: the price for approved users, a pending notice, or sign-in links for everyone else. */
export function PriceBlock({ price, size = "md" }: { price: string | null; size?: "md" | "lg" }) {
  const viewer = useViewer();
  const location = useLocation();
  const state = priceBlockFor(viewer);
  if (state === "price" && price !== null) {
    return (
      <p className={size === "lg" ? "text-3xl font-bold tracking-tight text-ink" : "text-xl font-bold text-ink"} data-testid="price">
        {displayPrice(price)}
      </p>
    );
  }
  if (state === "pending") {
    return (
      <p className="flex items-center gap-1.5 rounded-md bg-amber-50 px-2.5 py-1.5 text-sm font-medium text-amber-800">
        <Clock className="h-4 w-4" aria-hidden /> Account pending approval
      </p>
    );
  }
  return (
    <div className="rounded-md bg-subtle px-2.5 py-2 text-sm">
      <p className="flex items-center gap-1.5 font-medium text-slate-700">
        <Lock className="h-4 w-4" aria-hidden /> Price Available After Approval
      </p>
      {state === "not-approved" ? (
        // signed in, and asked already: no sign-in or request-access link again
        <p className="mt-1 text-muted">
          Your account was not approved for online ordering.{" "}
          <Link to="/contact" className="font-semibold text-primary hover:underline">
            Contact us
          </Link>
        </p>
      ) : (
        <SignInLinks signIn={signInHref(location)} />
      )}
    </div>
  );
}

function SignInLinks({ signIn }: { signIn: string }) {
  return (
    <>
      <p className="mt-1 text-muted">
        <Link to={signIn} className="font-semibold text-primary hover:underline">
          Sign In
        </Link>{" "}
        or{" "}
        <Link to="/register" className="font-semibold text-primary hover:underline">
          Request Access
        </Link>
      </p>
    </>
  );
}
