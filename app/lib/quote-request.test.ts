import { describe, expect, it } from "vitest";
import { quoteMessage, quoteRequestHref } from "./quote-request";

describe("quote requests from a product", () => {
  it("carry the SKU and the interest area of the product's category", () => {
    expect(quoteRequestHref({ sku: "CEMS-EMASS-II", category: { slug: "ion-sources" } })).toBe(
      "/contact?interest=emass-ii-ion-sources&product=CEMS-EMASS-II#inquiry-form",
    );
    expect(quoteRequestHref({ sku: "A&B 1", category: null })).toBe("/contact?interest=custom-solutions&product=A%26B+1#inquiry-form");
  });

  it("start the message with the product's name and SKU", () => {
    expect(quoteMessage({ sku: "CR3520", name: "CR3520 Reagent Kit" })).toMatch(/^Quote request: CR3520 Reagent Kit \(SKU CR3520\)\n/);
  });
});
