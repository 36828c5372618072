import { describe, expect, it } from "vitest";
import { documentLibrary, featuredGuides } from "~/content/documentation";
import { countDocuments, filterGuides, libraryOfHits, searchTerms } from "./document-search-groups";

describe("documentation search on the page", () => {
  it("lists the library of four groups with four documents each", () => {
    expect(documentLibrary.map((g) => g.title)).toEqual(["Product Manuals", "Application Notes", "Technical Support", "Training Materials"]);
    expect(countDocuments(documentLibrary)).toBe(16);
    expect(filterGuides(featuredGuides.items, "")).toHaveLength(3);
  });

  it("keeps the documents the server found, in library order, and leaves out empty groups", () => {
    const groups = libraryOfHits(documentLibrary, [
      { slug: "ts-emitter-gap-setup", snippet: null },
      { slug: "emass-ii-user-manual", snippet: [{ text: "gap", match: true }] },
    ]);
    expect(groups.map((g) => g.id)).toEqual(["product-manuals", "technical-support"]);
    expect(groups.flatMap((g) => g.documents.map((d) => d.id))).toEqual(["emass-ii-user-manual", "ts-emitter-gap-setup"]);
    expect(libraryOfHits(documentLibrary, [])).toEqual([]);
  });

  it("filters the featured guides by title, description and level", () => {
    expect(filterGuides(featuredGuides.items, "advanced").map((g) => g.title)).toEqual(["Diagnosing Spray Instability and Current Drops"]);
    expect(filterGuides(featuredGuides.items, "cief").map((g) => g.title)).toEqual(["cIEF-MS Method Development with the CR3520 Kit"]);
    expect(filterGuides(featuredGuides.items, "xylophone")).toEqual([]);
  });

  it("splits the query into lower-case words", () => {
    expect(searchTerms("  Emitter   GAP ")).toEqual(["emitter", "gap"]);
  });
});
