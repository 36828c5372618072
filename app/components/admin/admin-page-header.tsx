import type { ReactNode } from "react";
import { AdminNav } from "./admin-nav";

/** The compact heading of an admin screen: its one h1, a line of text and its actions. */
export function AdminPageHeader({ title, description, actions, back }: { title: string; description: string; actions?: ReactNode; back?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {back && <div className="mb-2">{back}</div>}
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
