import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirectPath("/products?category=ion-sources", "/")).toBe("/products?category=ion-sources");
    expect(safeRedirectPath("/checkout#summary", "/")).toBe("/checkout#summary");
  });

  it.each(["//evil.example", "https://evil.example/x", "/\\evil.example", "javascript:alert(1)", "", null, 42, "/%2F%2Fevil.example"])(
    "refuses %s",
    (target) => {
      const result = safeRedirectPath(target, "/products");
      expect(result === "/products" || result.startsWith("/%2F")).toBe(true);
      expect(result.startsWith("//")).toBe(false);
    },
  );
});
