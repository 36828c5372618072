import { PUBLIC_PAGES } from "./public-pages";

/** The main navigation of spec §2, in order: the public pages that have a `nav` entry (public-pages.ts). */
export interface NavItem {
  to: string;
  label: string;
  badge?: string;
}

export const mainNavigation: NavItem[] = PUBLIC_PAGES.flatMap((page) => (page.nav ? [{ to: page.path, ...page.nav }] : []));
