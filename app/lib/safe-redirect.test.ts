import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const FALLBACK = "/products";
const SITE = "https://shop.example.com";

/** Where a browser on the site would go for this Location, and whether that is still the site. */
function staysOnSite(location: string) {
  return new URL(location, `${SITE}/login`).origin === SITE;
}

describe("safeRedirectPath", () => {
  it.each([
    ["/products?category=ion-sources", "/products?category=ion-sources"],
    ["/checkout#summary", "/checkout#summary"],
    ["/products/abc?sort=name&dir=asc#specs", "/products/abc?sort=name&dir=asc#specs"],
    ["/admin/contacts", "/admin/contacts"],
    ["/products?q=ion%20source", "/products?q=ion%20source"],
    // normalised, and still on the site
    ["/a/../checkout", "/checkout"],
    ["/./products", "/products"],
  ])("keeps %s on this site as %s", (target, expected) => {
    expect(safeRedirectPath(target, FALLBACK)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/a/..//evil.example",
    "/a/../..//evil.example",
    "/%2e%2e//evil.example",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "/%252F%252Fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%09/evil.example",
    "/\t/evil.example",
    "/%0a/evil.example",
    "/\n/evil.example",
    "/%00",
    "/%C2%85",
    "/products%0d%0aSet-Cookie:x=1",
    "https://evil.example/x",
    "http:evil.example",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "",
    "/%",
    null,
    undefined,
    42,
    ["/products"],
  ])("refuses %j", (target) => {
    expect(safeRedirectPath(target, FALLBACK)).toBe(FALLBACK);
  });

  it("returns only paths that stay on the site and that it would itself return unchanged", () => {
    const pieces = fc.constantFrom(
      "/",
      "//",
      "\\",
      ".",
      "..",
      "%2f",
      "%2F",
      "%5c",
      "%2e",
      "%25",
      "%09",
      "%0a",
      "\t",
      "\n",
      "evil.example",
      "a",
      "?",
      "#",
      "@",
      ":",
      "https:",
      "javascript:",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 10 }), (parts) => {
        const result = safeRedirectPath(parts.join(""), FALLBACK);
        expect(staysOnSite(result)).toBe(true);
        expect(result.startsWith("/")).toBe(true);
        expect(/^\/[/\\]/.test(result)).toBe(false);
        expect(safeRedirectPath(result, "/elsewhere")).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });
});
