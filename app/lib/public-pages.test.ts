import { describe, expect, it } from "vitest";
import routes from "../routes";
import { fixedPublicPaths, PUBLIC_PAGES } from "./public-pages";
import { mainNavigation } from "./site-navigation";

describe("public pages (spec §2 'Screens and routes')", () => {
  it("are the spec's routes", () => {
    expect(PUBLIC_PAGES.map((page) => page.path).sort()).toEqual(
      [
        "/",
        "/products",
        "/products/:id",
        "/about",
        "/contact",
        "/documentation",
        "/documentation/guides/:guide",
        "/tools",
        "/news",
        "/news/:article",
        "/events",
        "/events/:slug",
        "/biosummit",
        "/agilent-platform",
      ].sort(),
    );
  });

  it("each have a route to their module", () => {
    for (const page of PUBLIC_PAGES) {
      const match = routes.find((r) => (page.path === "/" ? r.index : r.path === page.path.slice(1)));
      expect(match?.file, page.path).toBe(page.file);
    }
  });

  it("with a fixed address are the sitemap's pages (product, event and article pages come from the catalogue and the content)", () => {
    expect(fixedPublicPaths()).toHaveLength(10);
    expect(fixedPublicPaths()).not.toContain("/products/:id");
    expect(fixedPublicPaths()).not.toContain("/events/:slug");
    expect(fixedPublicPaths()).not.toContain("/news/:article");
  });

  it("make the main navigation in the spec's order (spec §2 'Navigation and footer')", () => {
    expect(mainNavigation).toEqual([
      { to: "/", label: "Home" },
      { to: "/products", label: "Products" },
      { to: "/events", label: "Events", badge: "New" },
      { to: "/biosummit", label: "BioSummit" },
      { to: "/agilent-platform", label: "Partner Platform" },
      { to: "/tools", label: "Tools" },
      { to: "/news", label: "News" },
      { to: "/about", label: "About" },
    ]);
  });
});
