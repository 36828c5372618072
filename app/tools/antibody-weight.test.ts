import { describe, expect, it } from "vitest";
import {
  AMINO_ACIDS,
  DISULFIDE_BOND_MASS,
  EXAMPLE_ANTIBODIES,
  EXAMPLE_SEQUENCES,
  IGG1_DISULFIDE_BONDS,
  MASS_LABEL,
  PERTUZUMAB_HEAVY_CHAIN,
  PERTUZUMAB_LIGHT_CHAIN,
  RESIDUE_MASSES,
  TRASTUZUMAB_HEAVY_CHAIN,
  TRASTUZUMAB_LIGHT_CHAIN,
  WATER_MASS,
  antibodyWeightCopyText,
  calculateAntibodyWeight,
  chainMass,
  invalidResidues,
  normalizeSequence,
  type AntibodyWeightResult,
} from "./antibody-weight";

const MISSING = {
  ok: false,
  title: "Missing Sequences",
  message: "Please enter both heavy and light chain amino acid sequences.",
};

function ok(result: AntibodyWeightResult) {
  if (!result.ok) throw new Error(`expected success, got ${result.title}: ${result.message}`);
  return result;
}

describe("residue table", () => {
  it("has the 20 standard amino acids with ExPASy average residue masses", () => {
    expect(AMINO_ACIDS).toHaveLength(20);
    expect([...AMINO_ACIDS].sort().join("")).toBe("ACDEFGHIKLMNPQRSTVWY");
    // spot checks against https://web.expasy.org/findmod/findmod_masses.html
    expect(RESIDUE_MASSES.G).toBe(57.0519);
    expect(RESIDUE_MASSES.A).toBe(71.0788);
    expect(RESIDUE_MASSES.C).toBe(103.1388);
    expect(RESIDUE_MASSES.K).toBe(128.1741);
    expect(RESIDUE_MASSES.Q).toBe(128.1307);
    expect(RESIDUE_MASSES.W).toBe(186.2132);
    expect(RESIDUE_MASSES.I).toBe(RESIDUE_MASSES.L);
  });

  it("residue + water reproduces the free amino-acid average masses", () => {
    // glycine 57.0519 + 18.015 = 75.0669 (C2H5NO2, 75.07); tryptophan 186.2132 + 18.015 = 204.2282 (204.23)
    expect(RESIDUE_MASSES.G + WATER_MASS).toBeCloseTo(75.0669, 4);
    expect(RESIDUE_MASSES.W + WATER_MASS).toBeCloseTo(204.2282, 4);
  });

  it("uses water 18.015, 2.016 per disulfide and 16 bonds for an IgG1", () => {
    expect(WATER_MASS).toBe(18.015);
    expect(DISULFIDE_BOND_MASS).toBe(2.016);
    expect(IGG1_DISULFIDE_BONDS).toBe(16);
  });
});

describe("chain mass", () => {
  it('"GG" = 2 · 57.0519 + 18.015 = 132.1188 Da (glycylglycine, 132.12)', () => {
    // residues 114.1038 + one water 18.015 = 132.1188
    expect(chainMass("GG")).toBe(132.1188);
  });

  it('"ACDE" = 436.4367 Da, equal to amino-acid masses minus 18.015 per peptide bond', () => {
    // residues: 71.0788 + 103.1388 + 115.0886 + 129.1155 = 418.4217; + 18.015 = 436.4367
    // amino acids: 89.0938 + 121.1538 + 133.1036 + 147.1305 = 490.4817; 3 bonds · 18.015 = 54.045
    // 490.4817 − 54.045 = 436.4367
    expect(chainMass("ACDE")).toBe(436.4367); // exact: summed in 0.0001 Da integer units
    const aminoAcidSum = [..."ACDE"].reduce((s, c) => s + RESIDUE_MASSES[c as "A"] + WATER_MASS, 0);
    expect(aminoAcidSum - 3 * WATER_MASS).toBeCloseTo(436.4367, 6);
  });

  it("is 0 for an empty chain and throws on invalid codes", () => {
    expect(chainMass("")).toBe(0);
    expect(() => chainMass("GB")).toThrow();
  });
});

describe("normalisation", () => {
  it("ignores whitespace and upper-cases letters", () => {
    expect(normalizeSequence(" ev ql\n\tves \r\n")).toBe("EVQLVES");
  });

  it("drops FASTA header lines", () => {
    expect(normalizeSequence(">Trastuzumab HC\nEVQL\nVESG")).toBe("EVQLVESG");
  });

  it("lists invalid characters once, in order", () => {
    expect(invalidResidues("GBXBZ1*")).toEqual(["B", "X", "Z", "1", "*"]);
    expect(invalidResidues("ACDE")).toEqual([]);
  });
});

describe("calculateAntibodyWeight", () => {
  it("total = 2 · heavy + 2 · light (GG / ACDE = 1,137.11 Da)", () => {
    // 2 · 132.1188 + 2 · 436.4367 = 264.2376 + 872.8734 = 1137.1110
    const r = ok(calculateAntibodyWeight({ heavyChain: "GG", lightChain: "ACDE" }));
    expect(r.heavyChain.mass).toBe(132.12);
    expect(r.lightChain.mass).toBe(436.44);
    expect(r.totalMass).toBe(1137.11);
    expect(r.totalMassText).toBe("1,137.11");
    expect(r.totalMassKdaText).toBe("1.14");
    expect(r.label).toBe(MASS_LABEL);
    expect(MASS_LABEL).toMatch(/without glycans/);
    expect(r.disulfideBonds).toBe(0);
    expect(r.lysineClipping).toEqual({ requested: false, applied: false });
  });

  it("ignores whitespace and case", () => {
    const a = ok(calculateAntibodyWeight({ heavyChain: " g g\n", lightChain: "a c\td e" }));
    expect(a.totalMass).toBe(1137.11);
    expect(a.heavyChain.sequence).toBe("GG");
    expect(a.lightChain.length).toBe(4);
  });

  describe("'Missing Sequences'", () => {
    it.each([
      ["", "ACDE"],
      ["GG", ""],
      ["", ""],
      ["   \n", "ACDE"],
      ["GG", "\t"],
      [">header only", "ACDE"],
    ])("heavy %j, light %j", (heavyChain, lightChain) => {
      expect(calculateAntibodyWeight({ heavyChain, lightChain })).toEqual(MISSING);
    });
  });

  describe("'Calculation Error' names the invalid letters and the chain", () => {
    it("heavy chain", () => {
      const r = calculateAntibodyWeight({ heavyChain: "GGBXZ", lightChain: "ACDE" });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.title).toBe("Calculation Error");
      expect(r.message).toContain('Heavy chain contains invalid amino acid codes: "B", "X", "Z".');
      expect(r.message).not.toContain("Light chain");
    });

    it("light chain, including digits and symbols", () => {
      const r = calculateAntibodyWeight({ heavyChain: "GG", lightChain: "AC1*" });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.title).toBe("Calculation Error");
      expect(r.message).toContain('Light chain contains invalid amino acid codes: "1", "*".');
    });

    it("both chains, single letter, lower case input reported upper-cased", () => {
      const r = calculateAntibodyWeight({ heavyChain: "ggj", lightChain: "acdeu" });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.message).toContain('Heavy chain contains invalid amino acid code: "J".');
      expect(r.message).toContain('Light chain contains invalid amino acid code: "U".');
      expect(r.message).toContain("ACDEFGHIKLMNPQRSTVWY");
    });
  });

  describe("C-terminal lysine clipping", () => {
    it("removes one K residue from each heavy chain ending in K", () => {
      // GGK = 2 · 57.0519 + 128.1741 + 18.015 = 260.2929; clipped: 260.2929 − 128.1741 = 132.1188
      // total clipped = 2 · 132.1188 + 2 · 436.4367 = 1137.1110
      const unclipped = ok(calculateAntibodyWeight({ heavyChain: "GGK", lightChain: "ACDE" }));
      expect(unclipped.heavyChain.mass).toBe(260.29);
      const clipped = ok(calculateAntibodyWeight({ heavyChain: "GGK", lightChain: "ACDE", clipCTerminalLysine: true }));
      expect(clipped.heavyChain.mass).toBe(132.12);
      expect(clipped.heavyChain.lysineClipped).toBe(true);
      expect(clipped.totalMass).toBe(1137.11);
      // difference = 2 · 128.1741 = 256.3482
      expect(unclipped.totalMass - clipped.totalMass).toBeCloseTo(256.35, 2);
    });

    it("does nothing when the heavy chain does not end in K", () => {
      const r = ok(calculateAntibodyWeight({ heavyChain: "GKG", lightChain: "ACDE", clipCTerminalLysine: true }));
      expect(r.lysineClipping).toEqual({ requested: true, applied: false });
      expect(r.heavyChain.lysineClipped).toBe(false);
    });
  });

  describe("disulfide bonds", () => {
    it("subtracts 2.016 Da per bond", () => {
      // CC chain = 2 · 103.1388 + 18.015 = 224.2926; 4 chains = 897.1704; 4 bonds · 2.016 = 8.064
      // total = 897.1704 − 8.064 = 889.1064
      const r = ok(calculateAntibodyWeight({ heavyChain: "CC", lightChain: "CC", disulfideCorrection: true, disulfideBonds: "4" }));
      expect(r.disulfideBonds).toBe(4);
      expect(r.disulfideMassLoss).toBe(8.064);
      expect(r.totalMass).toBe(889.11);
    });

    it("defaults to 16 bonds (IgG1) when the count is blank", () => {
      const r = ok(
        calculateAntibodyWeight({
          heavyChain: TRASTUZUMAB_HEAVY_CHAIN,
          lightChain: TRASTUZUMAB_LIGHT_CHAIN,
          disulfideCorrection: true,
        }),
      );
      expect(r.disulfideBonds).toBe(16);
      const blank = ok(
        calculateAntibodyWeight({
          heavyChain: TRASTUZUMAB_HEAVY_CHAIN,
          lightChain: TRASTUZUMAB_LIGHT_CHAIN,
          disulfideCorrection: true,
          disulfideBonds: "  ",
        }),
      );
      expect(blank.disulfideBonds).toBe(16);
    });

    it("ignores the count when the correction is off", () => {
      const r = ok(calculateAntibodyWeight({ heavyChain: "CC", lightChain: "CC", disulfideBonds: "4" }));
      expect(r.disulfideBonds).toBe(0);
      expect(r.totalMass).toBe(897.17);
    });

    it("accepts 0", () => {
      const r = ok(calculateAntibodyWeight({ heavyChain: "CC", lightChain: "CC", disulfideCorrection: true, disulfideBonds: "0" }));
      expect(r.totalMass).toBe(897.17);
    });

    it.each(["-1", "1.5", "abc", "Infinity", "1e400"])("refuses the count %j", (disulfideBonds) => {
      expect(calculateAntibodyWeight({ heavyChain: "CC", lightChain: "CC", disulfideCorrection: true, disulfideBonds })).toEqual({
        ok: false,
        title: "Calculation Error",
        message: "Please enter the number of disulfide bonds as a whole number (0 or more).",
      });
    });

    it("refuses more bonds than the cysteines allow", () => {
      // 2 · 2 + 2 · 2 = 8 cysteines → at most 4 bonds; the IgG1 default of 16 needs 32
      expect(calculateAntibodyWeight({ heavyChain: "CC", lightChain: "CC", disulfideCorrection: true })).toEqual({
        ok: false,
        title: "Calculation Error",
        message: "16 disulfide bonds need 32 cysteines, but the antibody (2 heavy + 2 light chains) has only 8.",
      });
    });
  });

  it("never produces NaN or negative masses, even for very long chains", () => {
    const heavy = "W".repeat(100_000);
    const r = ok(calculateAntibodyWeight({ heavyChain: heavy, lightChain: "G" }));
    // 100,000 · 186.2132 + 18.015 = 18,621,338.015 per heavy chain
    expect(r.heavyChain.mass).toBeCloseTo(18_621_338.02, 1);
    expect(Number.isFinite(r.totalMass)).toBe(true);
    expect(r.totalMass).toBeGreaterThan(0);
  });
});

describe("trastuzumab example (DrugBank DB00072 / IMGT / USP monograph)", () => {
  it("exports the published chains", () => {
    expect(EXAMPLE_SEQUENCES.heavyChain).toBe(TRASTUZUMAB_HEAVY_CHAIN);
    expect(EXAMPLE_SEQUENCES.lightChain).toBe(TRASTUZUMAB_LIGHT_CHAIN);
    expect(TRASTUZUMAB_HEAVY_CHAIN.startsWith("EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKG")).toBe(true);
    expect(TRASTUZUMAB_LIGHT_CHAIN).toBe(
      "DIQMTQSPSSLSASVGDRVTITCRASQDVNTAVAWYQQKPGKAPKLLIYSASFLYSGVPSRFSGSRSGTDFTLTISSLQPEDFATYYCQQHYTTPPTFGQGTKVEIKRTVAAPSVFIFPPSDEQLKSGTASVVCLLNNFYPREAKVQWKVDNALQSGNSQESVTEQDSKDSTYSLSSTLTLSKADYEKHKVYACEVTHQGLSSPVTKSFNRGEC",
    );
    // IgG1κ: 450-residue heavy chain (ends …SLSPGK), 214-residue light chain
    expect(TRASTUZUMAB_HEAVY_CHAIN).toHaveLength(450);
    expect(TRASTUZUMAB_LIGHT_CHAIN).toHaveLength(214);
    expect(TRASTUZUMAB_HEAVY_CHAIN.endsWith("SLSPGK")).toBe(true);
    // N-glycosylation sequon of IgG1 CH2 (N300): …EEQYNSTYR…
    expect(TRASTUZUMAB_HEAVY_CHAIN).toContain("EEQYNSTYR");
    // 16 disulfides need 32 cysteines: 11 per heavy chain, 5 per light chain → 2·11 + 2·5 = 32
    expect([...TRASTUZUMAB_HEAVY_CHAIN].filter((c) => c === "C")).toHaveLength(11);
    expect([...TRASTUZUMAB_LIGHT_CHAIN].filter((c) => c === "C")).toHaveLength(5);
    expect(invalidResidues(TRASTUZUMAB_HEAVY_CHAIN + TRASTUZUMAB_LIGHT_CHAIN)).toEqual([]);
  });

  it("light chain ≈ 23,443 Da", () => {
    // Independent check from the elemental composition of the 214-residue chain, C1032H1603N277O335S6,
    // with IUPAC average atomic weights (C 12.0107, H 1.00794, N 14.0067, O 15.9994, S 32.065):
    // 12395.04 + 1615.73 + 3879.86 + 5359.80 + 192.39 = 23,442.82 Da. Commonly quoted: 23,443 Da.
    const r = ok(calculateAntibodyWeight({ ...EXAMPLE_SEQUENCES }));
    expect(Math.abs(r.lightChain.mass - 23_443)).toBeLessThanOrEqual(2);
    expect(Math.abs(r.lightChain.mass - 23_442.82)).toBeLessThanOrEqual(2);
    expect(r.lightChain.massText).toBe("23,443.10");
  });

  it("full-length heavy chain and intact antibody match the USP monograph (≈ 145,423 Da)", () => {
    // Heavy chain C2198H3399N585O672S16 (IUPAC weights): 26399.52 + 3425.99 + 8193.92 + 10751.60 + 513.04
    // = 49,284.06 Da.
    // USP Medicines Compendium, Trastuzumab monograph: molecular weight approx. 145,423 Da
    // (2 heavy + 2 light chains with C-terminal K, 16 disulfides, no glycans).
    const r = ok(calculateAntibodyWeight({ ...EXAMPLE_SEQUENCES, disulfideCorrection: true }));
    expect(Math.abs(r.heavyChain.mass - 49_284.06)).toBeLessThanOrEqual(2);
    // 2 · 49,284.6449 + 2 · 23,443.0956 − 16 · 2.016 = 145,455.4810 − 32.256 = 145,423.2250
    expect(Math.abs(r.totalMass - 145_423)).toBeLessThanOrEqual(2);
    // exact decimal arithmetic: .2250 rounds half up to .23
    expect(r.totalMassText).toBe("145,423.23");
  });

  it("heavy chain with C-terminal K clipped ≈ 49,150 Da as seen in the intact molecule", () => {
    // 49,284.64 − 128.17 (K) = 49,156.47 Da as a reduced chain; with its 4 intra-chain disulfides
    // (VH, CH1, CH2, CH3: −4 · 2.016 = −8.064) = 49,148.41 Da, i.e. the ≈ 49,150 Da figure (±2 Da).
    const r = ok(calculateAntibodyWeight({ ...EXAMPLE_SEQUENCES, clipCTerminalLysine: true }));
    expect(r.heavyChain.lysineClipped).toBe(true);
    expect(r.heavyChain.massText).toBe("49,156.47");
    expect(Math.abs(r.heavyChain.mass - 4 * DISULFIDE_BOND_MASS - 49_150)).toBeLessThanOrEqual(2);
  });

  it("intact, deglycosylated, K-clipped, 16 disulfides ≈ 145,167 Da", () => {
    // 2 · 49,156.47 + 2 · 23,443.10 − 32.256 = 145,199.13 − 32.256 = 145,166.88
    const r = ok(calculateAntibodyWeight({ ...EXAMPLE_SEQUENCES, clipCTerminalLysine: true, disulfideCorrection: true }));
    expect(r.totalMassText).toBe("145,166.88");
    expect(Math.abs(r.totalMass - 145_167)).toBeLessThanOrEqual(2);
  });

  it("also offers pertuzumab (DrugBank DB06366)", () => {
    expect(EXAMPLE_ANTIBODIES.map((a) => a.id)).toEqual(["trastuzumab", "pertuzumab"]);
    expect(PERTUZUMAB_HEAVY_CHAIN).toHaveLength(449);
    expect(PERTUZUMAB_LIGHT_CHAIN).toHaveLength(214);
    expect(PERTUZUMAB_HEAVY_CHAIN.startsWith("EVQLVESGGGLVQPGGSLRLSCAASGFTFTDYTMD")).toBe(true);
    const r = ok(calculateAntibodyWeight({ heavyChain: PERTUZUMAB_HEAVY_CHAIN, lightChain: PERTUZUMAB_LIGHT_CHAIN }));
    // sanity: an IgG1 polypeptide is ~145–146 kDa (reduced, unclipped)
    expect(r.totalMass).toBeGreaterThan(145_000);
    expect(r.totalMass).toBeLessThan(146_000);
  });

  it("copy text", () => {
    const r = ok(calculateAntibodyWeight({ heavyChain: "GG", lightChain: "ACDE", disulfideCorrection: true, disulfideBonds: "0" }));
    expect(antibodyWeightCopyText(r)).toBe(
      ["Polypeptide mass (without glycans): 1,137.11 Da (1.14 kDa)", "Heavy chain (2 aa): 132.12 Da", "Light chain (4 aa): 436.44 Da"].join("\n"),
    );
  });
});
