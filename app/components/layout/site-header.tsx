import { clsx } from "clsx";
import { ChevronDown, LogOut, Menu, ShieldCheck, X } from "lucide-react";
import { Dialog, DropdownMenu } from "radix-ui";
import { useState } from "react";
import { Form, Link, NavLink, useSubmit } from "react-router";
import { CartButton } from "~/components/cart/cart-button";
import { buttonClass } from "~/components/ui/button";
import { mainNavigation } from "~/lib/site-navigation";
import { type ViewerUser, useBrand, useViewer } from "~/lib/use-root-data";
import { BrandMark } from "./brand-mark";

export function SiteHeader() {
  const user = useViewer();
  const brand = useBrand();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-ink" aria-label={`${brand.companyName} home`}>
          <BrandMark />
          <span className="hidden text-lg tracking-tight sm:inline xl:hidden 2xl:inline">{brand.companyName}</span>
        </Link>
        <nav aria-label="Main" className="ml-2 hidden flex-1 xl:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  prefetch="intent"
                  className={({ isActive }) =>
                    clsx(
                      "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium transition-colors",
                      isActive ? "bg-primary-soft text-primary" : "text-slate-700 hover:bg-subtle hover:text-ink",
                    )
                  }
                >
                  {item.label}
                  {item.badge && (
                    <span className="rounded-full bg-accent px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none text-white">
                      {item.badge}
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Link to="/contact" className={buttonClass({ size: "sm", className: "hidden sm:inline-flex" })}>
            Contact
          </Link>
          <CartButton />
          {user ? <UserMenu user={user} /> : (
            <Link to="/auth" className={buttonClass({ variant: "outline", size: "sm", className: "hidden sm:inline-flex" })}>
              Sign In
            </Link>
          )}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}

function UserMenu({ user }: { user: ViewerUser }) {
  const submit = useSubmit();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClass({ variant: "ghost", size: "sm", className: "hidden sm:inline-flex" })}>
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-primary text-xs font-bold text-white" aria-hidden>
          {user.firstName.slice(0, 1).toUpperCase()}
        </span>
        {user.firstName}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-md border border-line bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted">{user.email}</DropdownMenu.Label>
          {user.role === "admin" && (
            <DropdownMenu.Item asChild>
              <Link to="/admin" className="flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm outline-none data-[highlighted]:bg-subtle">
                <ShieldCheck className="h-4 w-4" aria-hidden /> Admin Panel
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {/* The menu unmounts on select, before a nested form could submit: post the sign-out directly. */}
          <DropdownMenu.Item
            onSelect={() => submit(null, { method: "post", action: "/logout" })}
            className="flex w-full cursor-pointer items-center gap-2 rounded px-2 py-2 text-left text-sm outline-none data-[highlighted]:bg-subtle"
          >
            <LogOut className="h-4 w-4" aria-hidden /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Sign-out is a POST to the logout route, so it works before hydration and GET never changes state. */
function SignOutForm({ children }: { children: React.ReactNode }) {
  return (
    <Form method="post" action="/logout">
      {children}
    </Form>
  );
}

function MobileMenu({ user }: { user: ViewerUser | null }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass({ variant: "ghost", size: "icon", className: "xl:hidden" })} aria-label="Open menu">
        <Menu className="h-5 w-5" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-2 overflow-y-auto bg-white p-6 shadow-xl">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close className={buttonClass({ variant: "ghost", size: "icon" })} aria-label="Close menu">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
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
              <Link to="/auth" onClick={close} className={buttonClass({ variant: "outline" })}>
                Sign In
              </Link>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
