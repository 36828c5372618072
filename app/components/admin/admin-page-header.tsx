import ArrowLeft from "lucide-react/icons/arrow-left";
import RefreshCw from "lucide-react/icons/refresh-cw";
import type { ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { AdminNav } from "./admin-nav";

/** The screen one level up, above the heading. */
export interface AdminBackLink {
  to: string;
  label: string;
}

/** The list screens' way back. */
export const ADMIN_DASHBOARD: AdminBackLink = { to: "/admin", label: "Admin Dashboard" };

/** The compact heading of an admin screen: its one h1, a line of text and its actions. */
export function AdminPageHeader({ title, description, actions, back }: { title: string; description: string; actions?: ReactNode; back?: AdminBackLink }) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {back && (
          <div className="mb-2">
            <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
              <ArrowLeft className="h-4 w-4" aria-hidden /> {back.label}
            </Link>
          </div>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted [overflow-wrap:anywhere]">{description}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

/** The layout every admin page shares: the admin navigation (current section marked) above the page. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="bg-subtle">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <AdminNav />
        {children}
      </div>
    </div>
  );
}

/** Loads the screen's data again (a list that others change meanwhile: messages, jobs). */
export function RefreshButton() {
  const revalidator = useRevalidator();
  const loading = revalidator.state === "loading";
  return (
    <Button variant="outline" onClick={() => revalidator.revalidate()} disabled={loading}>
      <RefreshCw className="h-4 w-4" aria-hidden /> {loading ? "Refreshing..." : "Refresh"}
    </Button>
  );
}
