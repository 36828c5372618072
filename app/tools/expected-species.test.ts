import { describe, expect, it } from "vitest";
import { toolError } from "./tool-result";
import {
  MAX_SPECIES,
  cleanSpeciesLabel,
  nearestSpecies,
  parseSpeciesParam,
  parseSpeciesParams,
  parseTolerancePpm,
  ppmError,
  speciesFromDrafts,
  speciesParam,
} from "./expected-species";

describe("species link values (tools-common.md contract: species=<label>:<average mass in Da>)", () => {
  it("reads label and mass", () => {
    expect(parseSpeciesParam("G0F/G0F:148057.58")).toEqual({ label: "G0F/G0F", mass: 148057.58 });
    expect(parseSpeciesParam("  Main  peak :  145423.23 ")).toEqual({ label: "Main peak", mass: 145423.23 });
  });

  it.each(["148057.58", ":148057.58", "G0F:", "G0F:abc", "G0F:-5", "G0F:0", "G0F:Infinity", "G0F:1e9", "   :1000", ""])("ignores malformed %j", (value) => {
    expect(parseSpeciesParam(value)).toBeNull();
  });

  it("reads the mass after the last colon", () => {
    expect(parseSpeciesParam("a:b:1000")).toEqual({ label: "a b", mass: 1000 });
  });

  it("keeps at most 20 valid entries, skipping malformed ones", () => {
    const values = ["bad", ...Array.from({ length: 25 }, (_, i) => `S${i}:${1000 + i}`)];
    const species = parseSpeciesParams(values);
    expect(species).toHaveLength(MAX_SPECIES);
    expect(species[0]).toEqual({ label: "S0", mass: 1000 });
  });

  it("writes a value that reads back the same", () => {
    const one = { label: "G1F/G2F", mass: 148381.86 };
    expect(speciesParam(one)).toBe("G1F/G2F:148381.86");
    expect(parseSpeciesParam(speciesParam(one))).toEqual(one);
  });

  it("cleans labels: no colon, no control characters, at most 60 characters", () => {
    expect(cleanSpeciesLabel(" a:\tb\n ")).toBe("a b");
    expect(cleanSpeciesLabel("x".repeat(80))).toHaveLength(60);
  });
});

describe("ppm error and nearest species", () => {
  it("ppm = (observed − expected) / expected · 10⁶", () => {
    // (148057.65 − 148057.58) / 148057.58 · 1e6 = 0.07 / 0.14805758 = 0.4728 ppm
    expect(ppmError(148057.65, 148057.58)).toBeCloseTo(0.4728, 4);
    expect(ppmError(1000.1, 1000)).toBeCloseTo(100, 9);
  });

  it("picks the nearest and checks the tolerance inclusively", () => {
    const species = [
      { label: "A", mass: 1000 },
      { label: "B", mass: 1010 },
    ];
    expect(nearestSpecies(1006, species, 100)).toMatchObject({ species: { label: "B" }, withinTolerance: false });
    expect(nearestSpecies(1000.1, species, 100)).toMatchObject({ species: { label: "A" }, withinTolerance: true });
    expect(nearestSpecies(1000, [], 100)).toBeNull();
  });

  it("tolerance must be a positive number up to 100,000 ppm", () => {
    expect(parseTolerancePpm("50")).toBe(50);
    expect(parseTolerancePpm("0")).toBeNull();
    expect(parseTolerancePpm("abc")).toBeNull();
    expect(parseTolerancePpm("200000")).toBeNull();
  });
});

describe("species typed by hand", () => {
  it("ignores empty rows and names the first half-filled one", () => {
    expect(
      speciesFromDrafts([
        { label: "", mass: "" },
        { label: "G0F/G0F", mass: "148057.58" },
      ]),
    ).toEqual({ ok: true, species: [{ label: "G0F/G0F", mass: 148057.58 }] });
    expect(speciesFromDrafts([{ label: "G0F/G0F", mass: "" }])).toEqual(
      toolError("Invalid Expected Species", "Expected species 1: enter a label and its average mass in Da (a positive number up to 10,000,000), or remove it."),
    );
  });
});
