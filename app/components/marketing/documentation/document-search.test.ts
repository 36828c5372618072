import { describe, expect, it } from "vitest";
import { documentLibrary, featuredGuides } from "~/content/documentation";
import { countDocuments, filterGuides, filterLibrary, searchTerms } from "./document-search";

const names = (query: string) => filterLibrary(documentLibrary, query).flatMap((g) => g.documents.map((d) => d.name));

describe("documentation search", () => {
  it("shows the whole library of four groups with four documents each when the search is empty", () => {
    for (const query of ["", "   "]) {
      const groups = filterLibrary(documentLibrary, query);
      expect(groups.map((g) => g.title)).toEqual(["Product Manuals", "Application Notes", "Technical Support", "Training Materials"]);
      expect(countDocuments(groups)).toBe(16);
      expect(filterGuides(featuredGuides, query)).toHaveLength(3);
    }
  });

  it("matches document names regardless of case", () => {
    expect(names("EMITTER")).toEqual(["Setting Emitter Gaps for CZE-MS and cIEF-MS"]);
  });

  it("matches the group, so a group's name lists all its documents", () => {
    const groups = filterLibrary(documentLibrary, "training materials");
    expect(groups.map((g) => g.id)).toEqual(["training-materials"]);
    expect(groups[0].documents).toHaveLength(4);
  });

  it("matches versions", () => {
    expect(names("v3.2")).toEqual(["EMASS-II CE-MS Ion Source User Manual"]);
  });

  it("needs every word to match, in any field", () => {
    expect(names("emitter manuals")).toEqual([]);
    expect(names("cief manuals")).toEqual(["CR3520 cIEF-MS Reagent Kit Instructions for Use"]);
    expect(names("cief application")).toEqual(["Charge Variant Analysis of Monoclonal Antibodies by cIEF-MS"]);
    expect(names("kit product")).toEqual(["CR3520 cIEF-MS Reagent Kit Instructions for Use"]);
  });

  it("leaves out groups without a match and finds nothing for nonsense", () => {
    expect(filterLibrary(documentLibrary, "xylophone")).toEqual([]);
    expect(filterGuides(featuredGuides, "xylophone")).toEqual([]);
  });

  it("filters the featured guides by title, description and level", () => {
    expect(filterGuides(featuredGuides, "advanced").map((g) => g.title)).toEqual(["Diagnosing Spray Instability and Current Drops"]);
    expect(filterGuides(featuredGuides, "cief").map((g) => g.title)).toEqual(["cIEF-MS Method Development with the CR3520 Kit"]);
  });

  it("splits the query into lower-case words", () => {
    expect(searchTerms("  Emitter   GAP ")).toEqual(["emitter", "gap"]);
  });
});
