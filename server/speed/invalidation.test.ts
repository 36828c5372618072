import { describe, expect, it } from "vitest";
import { catalogueChangePayload, parseCatalogueChange, type CatalogueChange } from "./catalogue-changes";
import type { CatalogueSnapshot, ProductRow } from "./catalogue-cache";
import { affectedBy } from "./invalidation";

const product = (id: string, categoryId: string | null) => ({ id, categoryId }) as ProductRow;
const rows = [product("a1", "c1"), product("a2", "c1"), product("b1", "c2"), product("n1", null)];
const snapshot = { products: rows, byId: new Map(rows.map((r) => [r.id, r])) } as unknown as CatalogueSnapshot;
const held = { peek: () => snapshot };
// stored paths (the cache passes a data request's page path: cache-keys.ts)
const paths = ["/", "/about", "/news", "/tools", "/products", "/products/a1", "/products/A2", "/products/b1", "/products/n1"];
const api = ["/api/categories", "/api/products", "/api/products/a1", "/api/products/a2", "/api/products/b1"];
const dropped = (change: CatalogueChange, catalogue: { peek(): CatalogueSnapshot | undefined } = held) => paths.filter(affectedBy(change, catalogue));
const droppedJson = (change: CatalogueChange) => api.filter(affectedBy(change, held));

describe("what a catalogue change drops", () => {
  it("drops for stock the list and the pages of the changed products' categories, never a marketing page", () => {
    expect(dropped({ kind: "stock", productIds: ["A1"] })).toEqual(["/products", "/products/a1", "/products/A2"]);
    expect(dropped({ kind: "stock", productIds: ["n1"] })).toEqual(["/products", "/products/n1"]);
    // categories unknown: every product page
    expect(dropped({ kind: "stock", productIds: ["b1"] }, { peek: () => undefined })).toEqual([
      "/products",
      "/products/a1",
      "/products/A2",
      "/products/b1",
      "/products/n1",
    ]);
  });

  it("drops every catalogue page for a product or a category", () => {
    for (const change of [{ kind: "product", productId: "a1" }, { kind: "category" }, { kind: "all" }] as CatalogueChange[]) {
      expect(dropped(change)).toEqual(["/products", "/products/a1", "/products/A2", "/products/b1", "/products/n1"]);
    }
  });

  it("drops the catalogue JSON that shows the change: for stock the list and the changed products only", () => {
    expect(droppedJson({ kind: "stock", productIds: ["a1"] })).toEqual(["/api/products", "/api/products/a1"]);
    expect(droppedJson({ kind: "product", productId: "a1" })).toEqual(["/api/products", "/api/products/a1", "/api/products/a2", "/api/products/b1"]);
    expect(droppedJson({ kind: "category" })).toEqual(api);
  });

  it("names a change in a NOTIFY payload and reads it back", () => {
    const changes: CatalogueChange[] = [
      { kind: "stock", productIds: ["a1", "b1"] },
      { kind: "product", productId: "a1" },
      { kind: "category" },
      { kind: "all" },
    ];
    for (const change of changes) expect(parseCatalogueChange(catalogueChangePayload(change))).toEqual(change);
    // too long for NOTIFY: everything
    expect(catalogueChangePayload({ kind: "stock", productIds: Array.from({ length: 300 }, () => crypto.randomUUID()) })).toBe("catalogue:all");
    expect(parseCatalogueChange("user:123")).toBeUndefined();
  });
});
