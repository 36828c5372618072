import Building2 from "lucide-react/icons/building-2";
import CalendarDays from "lucide-react/icons/calendar-days";
import FileText from "lucide-react/icons/file-text";
import FolderTree from "lucide-react/icons/folder-tree";
import History from "lucide-react/icons/history";
import ListRestart from "lucide-react/icons/list-restart";
import MessageSquare from "lucide-react/icons/message-square";
import Package from "lucide-react/icons/package";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Users from "lucide-react/icons/users";
import { clsx } from "clsx";
import type { ComponentType } from "react";
import { Link, useLocation } from "react-router";
import { ADMIN_SECTIONS, adminSectionOf, type AdminSection } from "~/lib/admin-sections";

const ICONS: Record<AdminSection, ComponentType<{ className?: string; "aria-hidden"?: boolean }>> = {
  products: Package,
  categories: FolderTree,
  users: Users,
  orders: ShoppingCart,
  organisations: Building2,
  quotes: FileText,
  contacts: MessageSquare,
  events: CalendarDays,
  audit: History,
  jobs: ListRestart,
};

/** The admin area's navigation, on every admin page, with the current section marked (aria-current). */
export function AdminNav() {
  const location = useLocation();
  const current = adminSectionOf(location.pathname, location.search);
  return (
    <nav aria-label="Admin" className="mb-6 overflow-x-auto rounded-lg border border-line bg-white p-1 shadow-sm print:hidden">
      <ul className="flex min-w-max gap-0.5 lg:min-w-0 lg:flex-wrap">
        {ADMIN_SECTIONS.map(({ id, label, to }) => {
          const Icon = ICONS[id];
          const active = id === current;
          return (
            <li key={id}>
              <Link
                to={to}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
                  active ? "bg-primary text-white" : "text-muted hover:bg-subtle hover:text-ink",
                )}
              >
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
