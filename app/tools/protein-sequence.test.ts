import { describe, expect, it } from "vitest";
import { invalidResidues, normalizeSequence, parseFasta } from "./protein-sequence";

describe("parseFasta", () => {
  it("plain text is one record without a header", () => {
    expect(parseFasta(" evql\nves g ")).toEqual([{ header: null, sequence: "EVQLVESG" }]);
  });

  it("splits records at '>' header lines, keeps the header text and drops empty records", () => {
    expect(parseFasta(">HC heavy\r\nEVQL\nVESG\n\n>LC light\nDIQM\n>empty\n")).toEqual([
      { header: "HC heavy", sequence: "EVQLVESG" },
      { header: "LC light", sequence: "DIQM" },
    ]);
  });

  it("text before the first header is a record of its own", () => {
    expect(parseFasta("GG\n>b\nAA").map((r) => r.sequence)).toEqual(["GG", "AA"]);
  });
});

describe("normalizeSequence / invalidResidues", () => {
  it("joins records, strips whitespace and headers, upper-cases", () => {
    expect(normalizeSequence(">x\n a c\td ")).toBe("ACD");
    expect(normalizeSequence("")).toBe("");
  });

  it("lists characters outside the 20 standard codes once, in order", () => {
    expect(invalidResidues("GBXBZ1*")).toEqual(["B", "X", "Z", "1", "*"]);
  });
});
