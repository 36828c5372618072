import { clsx } from "clsx";
import X from "lucide-react/icons/x";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { signInHref } from "~/lib/sign-in-link";
import { mainNavigation } from "~/lib/site-navigation";
import type { ViewerUser } from "~/lib/use-root-data";
import { HeaderSearch } from "./header-search";

/** Sign-out is a POST to the logout route, so it works before hydration and GET never changes state. */
function SignOutForm({ children }: { children: React.ReactNode }) {
  return (
    <Form method="post" action="/logout">
      {children}
    </Form>
  );
}

/**
 * The navigation as a side sheet on small screens (focus trapped, Escape closes, focus goes back
 * to the menu button). Its code is loaded when the menu is first opened.
 */
export function MobileMenuSheet({
  user,
  onClose,
  returnFocusTo,
}: {
  user: ViewerUser | null;
  onClose: () => void;
  /** the button that opened the sheet: Radix returns focus only to a Dialog.Trigger */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const close = onClose;
  const location = useLocation();
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-2 overflow-y-auto bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close className={buttonClass({ variant: "ghost", size: "icon" })} aria-label="Close menu">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <HeaderSearch id="mobile-search" className="mb-2" onSearch={close} />
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {mainNavigation.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/"}
                    onClick={close}
                    className={({ isActive }) =>
                      clsx("flex items-center gap-2 rounded-md px-3 py-2.5 font-medium", isActive ? "bg-primary-soft text-primary" : "hover:bg-subtle")
                    }
                  >
                    {item.label}
                    {item.badge && <span className="rounded-full bg-accent px-1.5 py-0.5 text-[10px] font-bold uppercase text-white">{item.badge}</span>}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4">
            <Link to="/contact" onClick={close} className={buttonClass()}>
              Contact
            </Link>
            {user ? (
              <>
                <p className="px-1 text-sm text-muted">Signed in as {user.firstName}</p>
                <Link to="/account" onClick={close} className={buttonClass({ variant: "outline" })}>
                  My account
                </Link>
                <Link to="/account/orders" onClick={close} className={buttonClass({ variant: "outline" })}>
                  My orders
                </Link>
                <Link to="/quick-order" onClick={close} className={buttonClass({ variant: "outline" })}>
                  Quick order
                </Link>
                {user.role === "admin" && (
                  <Link to="/admin" onClick={close} className={buttonClass({ variant: "outline" })}>
                    Admin Panel
                  </Link>
                )}
                <SignOutForm>
                  <button type="submit" className={buttonClass({ variant: "outline", className: "w-full" })}>
                    Sign Out
                  </button>
                </SignOutForm>
              </>
            ) : (
              <Link to={signInHref(location, "/auth")} onClick={close} className={buttonClass({ variant: "outline" })}>
                Sign In
              </Link>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
