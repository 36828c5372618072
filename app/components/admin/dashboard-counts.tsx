import MessageSquare from "lucide-react/icons/message-square";
import Package from "lucide-react/icons/package";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import UserCheck from "lucide-react/icons/user-check";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { DashboardCounts as Counts } from "~/lib/admin-types";

interface CountCard {
  label: string;
  value: number;
  to: string;
  icon: LucideIcon;
  /** draws the eye when there is work waiting */
  attention: boolean;
}

/** The figures at the top of /admin; each opens the place where it can be acted on. */
export function DashboardCounts({ counts }: { counts: Counts }) {
  const cards: CountCard[] = [
    { label: "Products", value: counts.products, to: "/admin?tab=products", icon: Package, attention: false },
    { label: "Pending approvals", value: counts.pendingApprovals, to: "/admin?tab=users", icon: UserCheck, attention: counts.pendingApprovals > 0 },
    { label: "New orders", value: counts.newOrders, to: "/admin?tab=orders", icon: ShoppingCart, attention: counts.newOrders > 0 },
    { label: "Contact submissions", value: counts.contactSubmissions, to: "/admin/contacts", icon: MessageSquare, attention: false },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Summary">
      {cards.map(({ label, value, to, icon: Icon, attention }) => (
        <li key={label}>
          <Link
            to={to}
            preventScrollReset
            className="flex h-full items-center gap-3 rounded-lg border border-line bg-white p-4 shadow-sm transition hover:border-primary/40 hover:shadow"
          >
            <span
              className={`hidden h-10 w-10 shrink-0 items-center justify-center rounded-md sm:flex ${attention ? "bg-amber-100 text-amber-800" : "bg-primary-soft text-primary"}`}
            >
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <span className="grid min-w-0">
              <span className="text-2xl font-bold tabular-nums text-ink">{value}</span>
              <span className="text-sm text-muted">{label}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
