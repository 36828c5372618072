/** The main navigation of spec §2, in order. */
export interface NavItem {
  to: string;
  label: string;
  badge?: string;
}

export const mainNavigation: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/products", label: "Products" },
  { to: "/events", label: "Events", badge: "New" },
  { to: "/biosummit", label: "BioSummit" },
  { to: "/agilent-platform", label: "Partner Platform" },
  { to: "/tools", label: "Tools" },
  { to: "/news", label: "News" },
  { to: "/about", label: "About" },
];
