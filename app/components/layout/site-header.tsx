import { clsx } from "clsx";
import Menu from "lucide-react/icons/menu";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { CartButton } from "~/components/cart/cart-button";
import { buttonClass } from "~/components/ui/button";
import { signInHref } from "~/lib/sign-in-link";
import { mainNavigation } from "~/lib/site-navigation";
import { type ViewerUser, useBrand, useViewer } from "~/lib/use-root-data";
import { BrandMark } from "./brand-mark";
import { HeaderSearch } from "./header-search";

export function SiteHeader() {
  const user = useViewer();
  const brand = useBrand();
  const location = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8 xl:gap-3 2xl:gap-4">
        <Link to="/" className="flex min-w-0 shrink-0 items-center gap-2 font-bold text-ink" aria-label={`${brand.companyName} home`}>
          <BrandMark className="h-8 w-8 shrink-0" />
          {/* the name beside the logo at every width; below 360 px (a small phone) its first word */}
          <span className="whitespace-nowrap text-base tracking-tight sm:text-lg xl:text-base 2xl:text-lg">
            <span className="min-[360px]:hidden">{shortCompanyName(brand.companyName)}</span>
            <span className="hidden min-[360px]:inline">{brand.companyName}</span>
          </span>
        </Link>
        <nav aria-label="Main" className="hidden flex-1 xl:block 2xl:ml-2">
          <ul className="flex items-center 2xl:gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  prefetch="intent"
                  className={({ isActive }) =>
                    clsx(
                      "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium 2xl:px-2.5 transition-colors",
                      isActive ? "bg-primary-soft text-primary" : "text-slate-700 hover:bg-subtle hover:text-ink",
                    )
                  }
                >
                  {item.label}
                  {item.badge && (
                    <span className="rounded-full bg-accent px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none text-white">{item.badge}</span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <HeaderSearch id="header-search" className="hidden w-48 md:block xl:w-32 2xl:w-48" />
          <Link to="/contact" className={buttonClass({ size: "sm", className: "max-sm:hidden" })}>
            Contact
          </Link>
          <CartButton />
          {user ? (
            <Suspense fallback={<UserMenuPlaceholder user={user} />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Link to={signInHref(location, "/auth")} className={buttonClass({ variant: "outline", size: "sm", className: "max-sm:hidden" })}>
              Sign In
            </Link>
          )}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}

/** The company name's first word ("CEMS" of "CEMS Technologies"), for the narrowest screens. */
function shortCompanyName(name: string) {
  return name.trim().split(/\s+/)[0] ?? name;
}

const UserMenu = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));
const loadMobileMenuSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(() => loadMobileMenuSheet().then((m) => ({ default: m.MobileMenuSheet })));

/** Stands in for the user menu's button while its code loads after a client-side sign-in. */
function UserMenuPlaceholder({ user }: { user: ViewerUser }) {
  return (
    <span className={buttonClass({ variant: "ghost", size: "sm", className: "max-sm:hidden" })} aria-hidden>
      {/* as the menu's button (user-menu.tsx): the name gives way to the initial from 1280 to 1536 px */}
      <span className="flex h-7 w-7 items-center justify-center rounded-full bg-primary text-xs font-bold text-white">
        {Array.from(user.firstName)[0]?.toUpperCase()}
      </span>
      <span className="max-w-32 truncate xl:max-2xl:hidden">{user.firstName}</span>
    </span>
  );
}

function MobileMenu({ user }: { user: ViewerUser | null }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClass({ variant: "ghost", size: "icon", className: "xl:hidden" })}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadMobileMenuSheet()}
        onFocus={() => void loadMobileMenuSheet()}
      >
        <Menu className="h-5 w-5" aria-hidden />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuSheet user={user} onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
