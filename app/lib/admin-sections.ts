/**
 * The admin area's sections, in the order of its navigation, and which one a page belongs to (the
 * one the navigation marks as current). The dashboard's own lists are chosen by ?tab=.
 */
export const ADMIN_SECTIONS = [
  { id: "products", label: "Products", to: "/admin?tab=products" },
  { id: "categories", label: "Categories", to: "/admin?tab=categories" },
  { id: "users", label: "Users", to: "/admin?tab=users" },
  { id: "orders", label: "Orders", to: "/admin?tab=orders" },
  { id: "organisations", label: "Organisations", to: "/admin/organisations" },
  { id: "quotes", label: "Quotes", to: "/admin/quotes" },
  { id: "contacts", label: "Contact Submissions", to: "/admin/contacts" },
  { id: "events", label: "Events & Newsletter", to: "/admin/events" },
  { id: "audit", label: "Audit Log", to: "/admin/audit" },
  { id: "jobs", label: "Job Queue", to: "/admin/jobs" },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]["id"];

/** The dashboard's lists (/admin?tab=…); any other tab, or none, is the products list. */
export const DASHBOARD_TABS = ["products", "categories", "users", "orders"] as const satisfies readonly AdminSection[];
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function dashboardTabOf(tab: string | null): DashboardTab {
  return DASHBOARD_TABS.find((t) => t === tab) ?? "products";
}

/** The section of an admin address: /admin/orders/SO-… is under Orders, /admin/users/…/terms under Users. */
export function adminSectionOf(pathname: string, search: string): AdminSection | null {
  const [, area, part] = pathname.replace(/\/+$/, "").split("/");
  if (area !== "admin") return null;
  switch (part) {
    case undefined:
      return dashboardTabOf(new URLSearchParams(search).get("tab"));
    case "products":
    case "users":
    case "orders":
    case "organisations":
    case "quotes":
    case "contacts":
    case "events":
    case "audit":
    case "jobs":
      return part;
    default:
      return null;
  }
}
