import { describe, expect, it } from "vitest";
import { signInHref } from "./sign-in-link";

describe("signInHref", () => {
  it("returns to the product page (and the catalogue with its filter) after sign-in", () => {
    expect(signInHref({ pathname: "/products/0b6f7c1e-1111-4111-8111-111111111111" })).toBe(
      "/login?redirectTo=%2Fproducts%2F0b6f7c1e-1111-4111-8111-111111111111",
    );
    expect(signInHref({ pathname: "/products", search: "?category=ion-sources" }, "/auth")).toBe("/auth?redirectTo=%2Fproducts%3Fcategory%3Dion-sources");
  });

  it("keeps the plain sign-in address elsewhere and for anything unsafe", () => {
    expect(signInHref({ pathname: "/about" })).toBe("/login");
    expect(signInHref({ pathname: "/products/\\evil.example" })).toBe("/login");
  });
});
