import { describe, expect, it } from "vitest";
import { linkHeader, pageCountOf, pageHref, pageNumbers, pageSlice } from "./pagination";

describe("pagination", () => {
  it("counts pages, an empty list having one", () => {
    expect(pageCountOf(0, 24)).toBe(1);
    expect(pageCountOf(24, 24)).toBe(1);
    expect(pageCountOf(25, 24)).toBe(2);
    expect(pageCountOf(10_000, 24)).toBe(417);
  });

  it("slices a page", () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(pageSlice(items, 1, 24)).toEqual(items.slice(0, 24));
    expect(pageSlice(items, 3, 24)).toEqual([48, 49]);
    expect(pageSlice(items, 4, 24)).toEqual([]);
  });

  it("shows the first, the last and the current page's neighbours, with gaps", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, "gap", 5]);
    expect(pageNumbers(6, 20)).toEqual([1, "gap", 5, 6, 7, "gap", 20]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(20, 20)).toEqual([1, "gap", 19, 20]);
  });

  it("writes page links keeping the other parameters, page 1 without `page`", () => {
    const url = new URL("http://x/products?q=kit&page=3&sort=name");
    expect(pageHref(url, 4)).toBe("/products?q=kit&page=4&sort=name");
    expect(pageHref(url, 1)).toBe("/products?q=kit&sort=name");
    expect(pageHref(new URL("http://x/products?page=2"), 1)).toBe("/products");
  });

  it("writes an RFC 8288 Link header with first, prev, next and last", () => {
    const url = new URL("https://shop.example/api/products?q=kit&page=2&pageSize=10");
    expect(linkHeader(url, 2, 3)).toBe(
      [
        '<https://shop.example/api/products?q=kit&page=1&pageSize=10>; rel="first"',
        '<https://shop.example/api/products?q=kit&page=1&pageSize=10>; rel="prev"',
        '<https://shop.example/api/products?q=kit&page=3&pageSize=10>; rel="next"',
        '<https://shop.example/api/products?q=kit&page=3&pageSize=10>; rel="last"',
      ].join(", "),
    );
    expect(linkHeader(url, 1, 1)).not.toMatch(/prev|next/);
  });
});
