import { NavLink } from "react-router";
import { clsx } from "clsx";

const LINKS = [
  { to: "/account", label: "Profile & security", end: true },
  { to: "/account/addresses", label: "Address book", end: false },
  { to: "/account/orders", label: "My orders", end: false },
  { to: "/account/quotes", label: "Quotes", end: false },
  { to: "/account/lists", label: "Shared lists", end: false },
  { to: "/account/approvals", label: "Approvals", end: false },
] as const;

/**
 * The account area's sections, on every account page (orders and quotes included). Below 640 px
 * the four tabs are a 2 × 2 grid, every one whole and in view; from 640 px up a row of tabs (it fits:
 * no scrolling box, whose tabs' -1 px underline made it scroll up and down by a pixel).
 */
export function AccountNav() {
  return (
    <nav
      aria-label="Account"
      className="grid grid-cols-2 gap-1 rounded-lg bg-subtle p-1 sm:flex sm:rounded-none sm:border-b sm:border-line sm:bg-transparent sm:p-0"
    >
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            clsx(
              "whitespace-nowrap rounded-md px-2 py-2 text-center text-sm font-semibold sm:-mb-px sm:rounded-none sm:border-b-2 sm:px-3",
              isActive
                ? "bg-white text-primary shadow-sm sm:border-primary sm:bg-transparent sm:shadow-none"
                : "text-muted hover:text-ink sm:border-transparent",
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** The frame of every account page: title, sections, content. */
export function AccountPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-4">
        <AccountNav />
      </div>
      <div className="mt-6 grid gap-6">{children}</div>
    </div>
  );
}

export function Panel({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
