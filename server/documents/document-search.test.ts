import { describe, expect, it } from "vitest";
import { documentSearchTerms, indexDocuments, searchDocuments, type SearchableDocument } from "./document-search";

const documents = indexDocuments([
  {
    slug: "gaps",
    name: "Setting Emitter Gaps for CZE-MS and cIEF-MS",
    text: "Setting Emitter Gaps for CZE-MS and cIEF-MS\nWithdraw the capillary by the gap for your method (0.7 mm or 1.2 mm).\nThe Taylor cone forms within a minute.",
  },
  {
    slug: "conditioning",
    name: "Capillary Conditioning and Storage Protocol",
    text: "Capillary Conditioning and Storage Protocol\nNever rinse LPA-coated capillaries with sodium hydroxide.\nRinse bare fused silica with 0.1 M NaOH for 10 minutes. Sodium hydroxide regenerates it.",
  },
  { slug: "café", name: "Crème Brûlée Notes", text: "Crème Brûlée Notes\nVersion v3.2 of the Protéine guide." },
] satisfies SearchableDocument[]);

const slugs = (query: string) => searchDocuments(documents, query).map((hit) => hit.slug);

describe("the documentation search over the documents' text", () => {
  it("finds a document by a word inside its text, whatever the case", () => {
    expect(slugs("TAYLOR")).toEqual(["gaps"]);
    expect(slugs("hydroxide")).toEqual(["conditioning"]);
  });

  it("matches the start of words, not their middle", () => {
    expect(slugs("emit")).toEqual(["gaps"]);
    expect(slugs("mitter")).toEqual([]);
    expect(slugs("ms")).toEqual(["gaps"]);
  });

  it("needs every word of the query, in any order and any line", () => {
    expect(slugs("sodium capillary")).toEqual(["conditioning"]);
    expect(slugs("sodium taylor")).toEqual([]);
  });

  it("ignores accents and the punctuation around words, and keeps it inside them", () => {
    expect(slugs("creme brulee")).toEqual(["café"]);
    expect(slugs("proteine,")).toEqual(["café"]);
    expect(slugs("v3.2")).toEqual(["café"]);
    expect(slugs("cief-ms")).toEqual(["gaps"]);
    expect(documentSearchTerms(" “Emitter”  GAP, gap ")).toEqual(["emitter", "gap"]);
  });

  it("finds nothing for an empty query or nonsense", () => {
    expect(slugs("")).toEqual([]);
    expect(slugs("  ...  ")).toEqual([]);
    expect(slugs("xylophone")).toEqual([]);
  });

  it("shows a snippet of the paragraph with the most of the words, the words marked", () => {
    const [hit] = searchDocuments(documents, "sodium hydroxide regenerates");
    expect(hit.snippet).not.toBeNull();
    const text = hit.snippet!.map((p) => p.text).join("");
    expect(text).toContain("Sodium hydroxide regenerates it.");
    expect(hit.snippet!.filter((p) => p.match).map((p) => p.text)).toEqual(["Sodium hydroxide regenerates"]);
  });

  it("shows no snippet when the document's name has every word", () => {
    expect(searchDocuments(documents, "storage protocol")).toEqual([{ slug: "conditioning", snippet: null }]);
  });

  it("cuts a long paragraph around the first match, at spaces, with ellipses", () => {
    const long = `${"lorem ipsum ".repeat(40)}the needle sits here ${"dolor sit ".repeat(40)}`;
    const [hit] = searchDocuments(indexDocuments([{ slug: "long", name: "Long", text: `Long\n${long}` }]), "needle");
    const text = hit.snippet!.map((p) => p.text).join("");
    expect(text.startsWith("…")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(185);
    expect(text).toContain("the needle sits here");
    // whole words at both ends
    expect(text).toMatch(/^…(lorem|ipsum) /);
    expect(text).toMatch(/ (dolor|sit)…$/);
  });
});
