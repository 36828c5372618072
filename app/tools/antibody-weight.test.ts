import { describe, expect, it } from "vitest";
import { expectOk, expectRefusal } from "../../tests/support/tool-results";
import { toolError } from "./tool-result";
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
  FC_GLYCANS,
  GLYCOFORM_PAIRS,
  MONOISOTOPIC_RESIDUE_MASSES,
  MONOISOTOPIC_WATER_MASS,
  MONOSACCHARIDE_MASSES,
  PYRO_GLU_LOSS,
  antibodyWeightCopyText,
  calculateAntibodyWeight,
  chainLabel,
  chainMass,
  expectedSpecies,
  findRecordSplit,
  glycanMass,
  glycoformsCsv,
  hasNGlycosylationSequon,
  invalidResidues,
  methodPlanningMass,
  normalizeSequence,
} from "./antibody-weight";

/** Trastuzumab's two chains as the form takes them. */
const TRASTUZUMAB = { heavyChain: TRASTUZUMAB_HEAVY_CHAIN, lightChain: TRASTUZUMAB_LIGHT_CHAIN };

const MISSING = toolError("Missing Sequences", "Please enter both heavy and light chain amino acid sequences.");

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
    const r = expectOk(calculateAntibodyWeight({ heavyChain: "GG", lightChain: "ACDE" }));
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
    const a = expectOk(calculateAntibodyWeight({ heavyChain: " g g\n", lightChain: "a c\td e" }));
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
      const r = expectRefusal(calculateAntibodyWeight({ heavyChain: "GGBXZ", lightChain: "ACDE" }));
      expect(r.title).toBe("Calculation Error");
      expect(r.message).toContain('Heavy chain contains invalid amino acid codes: "B", "X", "Z".');
      expect(r.message).not.toContain("Light chain");
    });

    it("light chain, including digits and symbols", () => {
      const r = expectRefusal(calculateAntibodyWeight({ heavyChain: "GG", lightChain: "AC1*" }));
      expect(r.title).toBe("Calculation Error");
      expect(r.message).toContain('Light chain contains invalid amino acid codes: "1", "*".');
    });

    it("both chains, single letter, lower case input reported upper-cased", () => {
      const r = expectRefusal(calculateAntibodyWeight({ heavyChain: "ggj", lightChain: "acdeu" }));
      expect(r.message).toContain('Heavy chain contains invalid amino acid code: "J".');
      expect(r.message).toContain('Light chain contains invalid amino acid code: "U".');
      expect(r.message).toContain("ACDEFGHIKLMNPQRSTVWY");
    });
  });

  describe("C-terminal lysine clipping", () => {
    it("removes one K residue from each heavy chain ending in K", () => {
      // GGK = 2 · 57.0519 + 128.1741 + 18.015 = 260.2929; clipped: 260.2929 − 128.1741 = 132.1188
      // total clipped = 2 · 132.1188 + 2 · 436.4367 = 1137.1110
      const unclipped = expectOk(calculateAntibodyWeight({ heavyChain: "GGK", lightChain: "ACDE" }));
      expect(unclipped.heavyChain.mass).toBe(260.29);
      const clipped = expectOk(calculateAntibodyWeight({ heavyChain: "GGK", lightChain: "ACDE", clipCTerminalLysine: true }));
      expect(clipped.heavyChain.mass).toBe(132.12);
      expect(clipped.heavyChain.lysineClipped).toBe(true);
      expect(clipped.totalMass).toBe(1137.11);
      // difference = 2 · 128.1741 = 256.3482
      expect(unclipped.totalMass - clipped.totalMass).toBeCloseTo(256.35, 2);
    });

    it("does nothing when the heavy chain does not end in K", () => {
      const r = expectOk(calculateAntibodyWeight({ heavyChain: "GKG", lightChain: "ACDE", clipCTerminalLysine: true }));
      expect(r.lysineClipping).toEqual({ requested: true, applied: false });
      expect(r.heavyChain.lysineClipped).toBe(false);
    });
  });

  describe("disulfide bonds", () => {
    it("subtracts 2.016 Da per bond", () => {
      // CC chain = 2 · 103.1388 + 18.015 = 224.2926; 4 chains = 897.1704; 4 bonds · 2.016 = 8.064
      // total = 897.1704 − 8.064 = 889.1064
      const r = expectOk(calculateAntibodyWeight({ heavyChain: "CC", lightChain: "CC", disulfideCorrection: true, disulfideBonds: "4" }));
      expect(r.disulfideBonds).toBe(4);
      expect(r.disulfideMassLoss).toBe(8.064);
      expect(r.totalMass).toBe(889.11);
    });

    it("defaults to 16 bonds (IgG1) when the count is blank", () => {
      const r = expectOk(calculateAntibodyWeight({ ...TRASTUZUMAB, disulfideCorrection: true }));
      expect(r.disulfideBonds).toBe(16);
      const blank = expectOk(calculateAntibodyWeight({ ...TRASTUZUMAB, disulfideCorrection: true, disulfideBonds: "  " }));
      expect(blank.disulfideBonds).toBe(16);
    });

    it("ignores the count when the correction is off", () => {
      const r = expectOk(calculateAntibodyWeight({ heavyChain: "CC", lightChain: "CC", disulfideBonds: "4" }));
      expect(r.disulfideBonds).toBe(0);
      expect(r.totalMass).toBe(897.17);
    });

    it("accepts 0", () => {
      const r = expectOk(calculateAntibodyWeight({ heavyChain: "CC", lightChain: "CC", disulfideCorrection: true, disulfideBonds: "0" }));
      expect(r.totalMass).toBe(897.17);
    });

    it.each(["-1", "1.5", "abc", "Infinity", "1e400"])("refuses the count %j", (disulfideBonds) => {
      expect(calculateAntibodyWeight({ heavyChain: "CC", lightChain: "CC", disulfideCorrection: true, disulfideBonds })).toEqual(
        toolError("Calculation Error", "Please enter the number of disulfide bonds as a whole number (0 or more)."),
      );
    });

    it("refuses more bonds than the cysteines allow", () => {
      // 2 · 2 + 2 · 2 = 8 cysteines → at most 4 bonds; the IgG1 default of 16 needs 32
      expect(calculateAntibodyWeight({ heavyChain: "CC", lightChain: "CC", disulfideCorrection: true })).toEqual(
        toolError("Calculation Error", "16 disulfide bonds need 32 cysteines, but the antibody (2 heavy + 2 light chains) has only 8."),
      );
    });
  });

  it("never produces NaN or negative masses, even for very long chains", () => {
    const heavy = "W".repeat(100_000);
    const r = expectOk(calculateAntibodyWeight({ heavyChain: heavy, lightChain: "G" }));
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
    const r = expectOk(calculateAntibodyWeight({ ...EXAMPLE_SEQUENCES }));
    expect(Math.abs(r.lightChain.mass - 23_443)).toBeLessThanOrEqual(2);
    expect(Math.abs(r.lightChain.mass - 23_442.82)).toBeLessThanOrEqual(2);
    expect(r.lightChain.massText).toBe("23,443.10");
  });

  it("full-length heavy chain and intact antibody match the USP monograph (≈ 145,423 Da)", () => {
    // Heavy chain C2198H3399N585O672S16 (IUPAC weights): 26399.52 + 3425.99 + 8193.92 + 10751.60 + 513.04
    // = 49,284.06 Da.
    // USP Medicines Compendium, Trastuzumab monograph: molecular weight approx. 145,423 Da
    // (2 heavy + 2 light chains with C-terminal K, 16 disulfides, no glycans).
    const r = expectOk(calculateAntibodyWeight({ ...EXAMPLE_SEQUENCES, disulfideCorrection: true }));
    expect(Math.abs(r.heavyChain.mass - 49_284.06)).toBeLessThanOrEqual(2);
    // 2 · 49,284.6449 + 2 · 23,443.0956 − 16 · 2.016 = 145,455.4810 − 32.256 = 145,423.2250
    expect(Math.abs(r.totalMass - 145_423)).toBeLessThanOrEqual(2);
    // exact decimal arithmetic: .2250 rounds half up to .23
    expect(r.totalMassText).toBe("145,423.23");
  });

  it("heavy chain with C-terminal K clipped ≈ 49,150 Da as seen in the intact molecule", () => {
    // 49,284.64 − 128.17 (K) = 49,156.47 Da as a reduced chain; with its 4 intra-chain disulfides
    // (VH, CH1, CH2, CH3: −4 · 2.016 = −8.064) = 49,148.41 Da, i.e. the ≈ 49,150 Da figure (±2 Da).
    const r = expectOk(calculateAntibodyWeight({ ...EXAMPLE_SEQUENCES, clipCTerminalLysine: true }));
    expect(r.heavyChain.lysineClipped).toBe(true);
    expect(r.heavyChain.massText).toBe("49,156.47");
    expect(Math.abs(r.heavyChain.mass - 4 * DISULFIDE_BOND_MASS - 49_150)).toBeLessThanOrEqual(2);
  });

  it("intact, deglycosylated, K-clipped, 16 disulfides ≈ 145,167 Da", () => {
    // 2 · 49,156.47 + 2 · 23,443.10 − 32.256 = 145,199.13 − 32.256 = 145,166.88
    const r = expectOk(calculateAntibodyWeight({ ...EXAMPLE_SEQUENCES, clipCTerminalLysine: true, disulfideCorrection: true }));
    expect(r.totalMassText).toBe("145,166.88");
    expect(Math.abs(r.totalMass - 145_167)).toBeLessThanOrEqual(2);
  });

  it("also offers pertuzumab (DrugBank DB06366)", () => {
    expect(EXAMPLE_ANTIBODIES.map((a) => a.id)).toEqual(["trastuzumab", "pertuzumab"]);
    expect(PERTUZUMAB_HEAVY_CHAIN).toHaveLength(449);
    expect(PERTUZUMAB_LIGHT_CHAIN).toHaveLength(214);
    expect(PERTUZUMAB_HEAVY_CHAIN.startsWith("EVQLVESGGGLVQPGGSLRLSCAASGFTFTDYTMD")).toBe(true);
    const r = expectOk(calculateAntibodyWeight({ heavyChain: PERTUZUMAB_HEAVY_CHAIN, lightChain: PERTUZUMAB_LIGHT_CHAIN }));
    // sanity: an IgG1 polypeptide is ~145–146 kDa (reduced, unclipped)
    expect(r.totalMass).toBeGreaterThan(145_000);
    expect(r.totalMass).toBeLessThan(146_000);
  });

  it("copy text", () => {
    const r = expectOk(calculateAntibodyWeight({ heavyChain: "GG", lightChain: "ACDE", disulfideCorrection: true, disulfideBonds: "0" }));
    const text = antibodyWeightCopyText(r);
    expect(text.split("\n").slice(0, 4)).toEqual([
      "Polypeptide mass (without glycans): 1,137.11 Da (1.14 kDa), average",
      "Monoisotopic: 1,136.36 Da",
      "Heavy chain, 2 aa: 132.12 Da",
      "Light chain, 4 aa: 436.44 Da",
    ]);
    expect(text).toContain("Theoretical pI (intact, ExPASy/Bjellqvist): ");
    expect(text).toContain("Reduced chains (average / monoisotopic, Da):");
    expect(text).not.toContain("Glycoforms"); // GG has no N-X-S/T sequon
  });
});

describe("monoisotopic masses (ExPASy FindMod monoisotopic residue masses)", () => {
  it("table spot checks and water", () => {
    // https://web.expasy.org/findmod/findmod_masses.html
    expect(MONOISOTOPIC_RESIDUE_MASSES.G).toBe(57.02146);
    expect(MONOISOTOPIC_RESIDUE_MASSES.K).toBe(128.09496);
    expect(MONOISOTOPIC_RESIDUE_MASSES.Q).toBe(128.05858);
    expect(MONOISOTOPIC_RESIDUE_MASSES.W).toBe(186.07931);
    expect(MONOISOTOPIC_WATER_MASS).toBe(18.01056);
    expect(Object.keys(MONOISOTOPIC_RESIDUE_MASSES).sort()).toEqual([...AMINO_ACIDS].sort());
  });

  it("glycylglycine C4H8N2O3 = 132.05349 Da monoisotopic (2 · 57.02146 + 18.01056 = 132.05348)", () => {
    expect(chainMass("GG", "monoisotopic")).toBe(132.05348);
  });

  it("intact total: 2 · heavy + 2 · light − 2.01565 per disulfide", () => {
    // GG 132.05348, ACDE 71.03711 + 103.00919 + 115.02694 + 129.04259 + 18.01056 = 436.12639
    // 2 · 132.05348 + 2 · 436.12639 = 1136.35974
    const r = expectOk(calculateAntibodyWeight({ heavyChain: "GG", lightChain: "ACDE" }));
    expect(r.totalMonoisotopicMass).toBe(1136.36);
    // CC: 2 · 103.00919 + 18.01056 = 224.02894; 4 chains 896.11576; 4 bonds · 2.01565 = 8.0626 → 888.05316
    const ss = expectOk(calculateAntibodyWeight({ heavyChain: "CC", lightChain: "CC", disulfideCorrection: true, disulfideBonds: "4" }));
    expect(ss.totalMonoisotopicMass).toBe(888.05);
  });
});

describe("N-terminal pyroglutamate", () => {
  it("Q loses NH3 (17.03 Da average), E loses H2O (18.02 Da average)", () => {
    // NH3 = 14.0067 + 3 · 1.00794 = 17.0305; H2O as the spec's 18.015; monoisotopic 17.02655 / 18.01056
    expect(PYRO_GLU_LOSS.Q).toEqual({ average: 17.0305, monoisotopic: 17.02655 });
    expect(PYRO_GLU_LOSS.E).toEqual({ average: 18.015, monoisotopic: 18.01056 });
  });

  it("applies to every chain that starts with Q or E, and says which", () => {
    // QG = 128.1307 + 57.0519 + 18.015 = 203.1976; − 17.0305 = 186.1671
    // EG = 129.1155 + 57.0519 + 18.015 = 204.1824; − 18.015 = 186.1674
    const r = expectOk(calculateAntibodyWeight({ heavyChain: "QG", lightChain: "EG", pyroGlu: true }));
    expect(r.heavyChain.mass).toBe(186.17);
    expect(r.heavyChain.pyroGlu).toBe("Q");
    expect(r.lightChain.pyroGlu).toBe("E");
    expect(r.pyroGlu).toEqual({ requested: true, chains: ["heavy", "light"] });
    // 2 · 186.1671 + 2 · 186.1674 = 744.669
    expect(r.totalMass).toBe(744.67);
    const off = expectOk(calculateAntibodyWeight({ heavyChain: "QG", lightChain: "EG" }));
    expect(off.totalMass - r.totalMass).toBeCloseTo(2 * 17.0305 + 2 * 18.015, 2);
  });

  it("a chain left with acids only has no pI: shown as '—', never 0.00 or NaN", () => {
    const r = expectOk(calculateAntibodyWeight({ heavyChain: "QGK", lightChain: "EG", pyroGlu: true }));
    expect(r.lightChain.pIText).toBe("—");
    expect(r.pI).not.toBeNull();
  });

  it("leaves chains starting with anything else alone", () => {
    const r = expectOk(calculateAntibodyWeight({ ...TRASTUZUMAB, pyroGlu: true }));
    // trastuzumab: heavy chain starts EVQL (E → pyro-Glu), light chain DIQM (unchanged)
    expect(r.pyroGlu.chains).toEqual(["heavy"]);
    expect(r.lightChain.pyroGlu).toBeNull();
  });
});

describe("C-terminal lysine clipping label ('450 aa (K clipped)' showed the mass of 449 residues)", () => {
  it("the label gives the residue count the mass was computed from", () => {
    const r = expectOk(calculateAntibodyWeight({ ...TRASTUZUMAB, clipCTerminalLysine: true }));
    expect(r.heavyChain.length).toBe(449);
    expect(r.heavyChain.sequence).toHaveLength(450);
    expect(chainLabel("Heavy chain", r.heavyChain)).toBe("Heavy chain, 449 aa (C-terminal K clipped)");
    expect(r.heavyChain.mass).toBe(Math.round(chainMass(TRASTUZUMAB_HEAVY_CHAIN.slice(0, -1)) * 100) / 100);
    const pyro = expectOk(calculateAntibodyWeight({ heavyChain: "QGK", lightChain: "G", clipCTerminalLysine: true, pyroGlu: true }));
    expect(chainLabel("Heavy chain", pyro.heavyChain)).toBe("Heavy chain, 2 aa (C-terminal K clipped, N-terminal Q → pyro-Glu)");
  });
});

describe("Fc glycans (ExPASy GlycoMod monosaccharide residue masses)", () => {
  it("monosaccharide residues: HexNAc 203.1950 / 203.07937, Hex 162.1424 / 162.05282, dHex 146.1430 / 146.05791", () => {
    // https://web.expasy.org/glycomod/glycomod_masses.html
    expect(MONOSACCHARIDE_MASSES.HexNAc).toEqual({ average: 203.195, monoisotopic: 203.07937 });
    expect(MONOSACCHARIDE_MASSES.Hex).toEqual({ average: 162.1424, monoisotopic: 162.05282 });
    expect(MONOSACCHARIDE_MASSES.dHex).toEqual({ average: 146.143, monoisotopic: 146.05791 });
  });

  it("G0F = HexNAc4Hex3dHex1: 1,445.35 Da average, 1,444.53 Da monoisotopic; G1F +162.14, G2F +324.28", () => {
    expect(FC_GLYCANS.G0F).toEqual({ HexNAc: 4, Hex: 3, dHex: 1 });
    // 4 · 203.1950 + 3 · 162.1424 + 146.1430 = 1445.3502 (published G0F average ≈ 1445.3)
    expect(glycanMass("G0F")).toBe(1445.3502);
    // 4 · 203.07937 + 3 · 162.05282 + 146.05791 = 1444.53385 (published G0F monoisotopic 1444.53)
    expect(glycanMass("G0F", "monoisotopic")).toBe(1444.53385);
    expect(glycanMass("G1F") - glycanMass("G0F")).toBeCloseTo(162.1424, 4);
    expect(glycanMass("G2F") - glycanMass("G0F")).toBeCloseTo(324.2848, 4);
  });

  it("the five common pairs, in order", () => {
    expect(GLYCOFORM_PAIRS.map((pair) => pair.join("/"))).toEqual(["G0F/G0F", "G0F/G1F", "G1F/G1F", "G1F/G2F", "G2F/G2F"]);
  });

  it("finds the N-X-S/T sequon (X not P)", () => {
    expect(hasNGlycosylationSequon(TRASTUZUMAB_HEAVY_CHAIN)).toBe(true); // …QYNSTYR…
    expect(hasNGlycosylationSequon("GGNPSGG")).toBe(false);
    expect(hasNGlycosylationSequon("GG")).toBe(false);
  });
});

describe("trastuzumab glycoforms against the literature", () => {
  const clipped = expectOk(calculateAntibodyWeight({ ...TRASTUZUMAB, disulfideCorrection: true, clipCTerminalLysine: true }));

  it("G0F/G0F, both C-terminal K clipped, 16 disulfides, no pyro-Glu = 148,057.58 Da (published intact trastuzumab G0F/G0F 148,057.6 Da)", () => {
    // 145,166.8768 (polypeptide) + 2 · 1445.3502 = 148,057.5772
    const g0f = clipped.glycoforms[0];
    expect(g0f.label).toBe("G0F/G0F");
    expect(g0f.massText).toBe("148,057.58");
    expect(Math.abs(g0f.mass - 148_057.6)).toBeLessThan(1);
    expect(methodPlanningMass(clipped)).toBe(148_057.58);
  });

  it("each further galactose adds 162.14 Da", () => {
    expect(clipped.glycoforms.map((g) => g.massText)).toEqual(["148,057.58", "148,219.72", "148,381.86", "148,544.00", "148,706.15"]);
  });

  it("reduced chains: light chain, heavy chain without and with each glycan (all cysteines free)", () => {
    expect(clipped.reducedChains.map((c) => [c.label, c.massText])).toEqual([
      ["Light chain", "23,443.10"],
      ["Heavy chain, no glycan", "49,156.47"],
      ["Heavy chain + G0F", "50,601.82"],
      ["Heavy chain + G1F", "50,763.96"],
      ["Heavy chain + G2F", "50,926.11"],
    ]);
    // light chain C1032H1603N277O335S6 monoisotopic 23,428.5
    expect(clipped.reducedChains[0].monoisotopicMassText).toBe("23,428.52");
  });

  it("the glycoform table as CSV", () => {
    expect(glycoformsCsv(clipped).split("\r\n")).toEqual([
      "Glycoform,Average mass (Da),Glycans (Da)",
      "G0F/G0F,148057.58,2890.70",
      "G0F/G1F,148219.72,3052.84",
      "G1F/G1F,148381.86,3214.99",
      "G1F/G2F,148544.00,3377.13",
      "G2F/G2F,148706.15,3539.27",
      "",
    ]);
  });

  it("expected species for the intact-mass tool: label:mass, the options in the label, no ':' in a label", () => {
    expect(expectedSpecies(clipped)).toEqual([
      "G0F/G0F (K clipped):148057.58",
      "G0F/G1F (K clipped):148219.72",
      "G1F/G1F (K clipped):148381.86",
      "G1F/G2F (K clipped):148544.00",
      "G2F/G2F (K clipped):148706.15",
    ]);
    const plain = expectOk(calculateAntibodyWeight({ heavyChain: "GG", lightChain: "ACDE" }));
    expect(expectedSpecies(plain)).toEqual(["Polypeptide:1137.11"]);
    expect(methodPlanningMass(plain)).toBe(1137.11);
  });
});

describe("theoretical pI (ExPASy Compute pI/Mw, Bjellqvist pK set)", () => {
  it("trastuzumab chains: heavy 8.49, light 7.76; intact (16 disulfides, K clipped) 8.65", () => {
    // Chains: ExPASy's algorithm (bisection 0–14 to 0.0001 on the Bjellqvist charges), cross-checked
    // with an independent re-implementation of ExPASy's compute_pI (docs/decisions/028): 8.49 / 7.76.
    const full = expectOk(calculateAntibodyWeight(TRASTUZUMAB));
    expect(full.heavyChain.pIText).toBe("8.49");
    expect(full.lightChain.pIText).toBe("7.76");
    // intact: four chains together; the 32 bonded cysteines do not titrate
    expect(clippedPI()).toBe("8.65");
  });

  function clippedPI() {
    return expectOk(calculateAntibodyWeight({ ...TRASTUZUMAB, disulfideCorrection: true, clipCTerminalLysine: true })).pIText;
  }
});

describe("FASTA input", () => {
  const twoRecords = `>sp|HC|trastuzumab heavy chain\n${TRASTUZUMAB_HEAVY_CHAIN.slice(0, 60)}\n${TRASTUZUMAB_HEAVY_CHAIN.slice(60)}\n>sp|LC|trastuzumab light chain\n${TRASTUZUMAB_LIGHT_CHAIN}\n`;

  it("two records in one box are refused, not joined (a 664-residue 'heavy chain')", () => {
    const r = calculateAntibodyWeight({ heavyChain: twoRecords, lightChain: "" });
    expect(r).toEqual({
      ok: false,
      title: "Calculation Error",
      message:
        "The heavy chain box holds 2 FASTA records (1: 450 residues; 2: 214 residues). Use one record as the heavy chain and the other as the light chain instead of joining them.",
    });
  });

  it("offers the shorter record as the light chain", () => {
    const split = findRecordSplit(twoRecords, "");
    expect(split).toMatchObject({ box: "heavy", heavyRecord: 1, lightRecord: 2 });
    expect(split?.records.map((record) => [record.header, record.sequence])).toEqual([
      ["sp|HC|trastuzumab heavy chain", TRASTUZUMAB_HEAVY_CHAIN],
      ["sp|LC|trastuzumab light chain", TRASTUZUMAB_LIGHT_CHAIN],
    ]);
    const reversed = findRecordSplit("", `>LC\n${TRASTUZUMAB_LIGHT_CHAIN}\n>HC\n${TRASTUZUMAB_HEAVY_CHAIN}`);
    expect(reversed).toMatchObject({ box: "light", heavyRecord: 2, lightRecord: 1 });
    expect(findRecordSplit(`>HC\n${TRASTUZUMAB_HEAVY_CHAIN}`, TRASTUZUMAB_LIGHT_CHAIN)).toBeNull();
  });

  it("three records: paste one chain per box", () => {
    const r = calculateAntibodyWeight({ heavyChain: ">a\nGG\n>b\nGG\n>c\nGG", lightChain: "GG" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain("holds 3 FASTA records (1: 2 residues; 2: 2 residues; 3: 2 residues). Paste one chain per box.");
    expect(findRecordSplit(">a\nGG\n>b\nGG\n>c\nGG", "")).toBeNull();
  });

  it("one record with its header is read as its sequence alone", () => {
    const r = expectOk(calculateAntibodyWeight({ heavyChain: `>HC\n${TRASTUZUMAB_HEAVY_CHAIN}`, lightChain: `>LC\r\n${TRASTUZUMAB_LIGHT_CHAIN}` }));
    expect(r.heavyChain.length).toBe(450);
    expect(r.lightChain.length).toBe(214);
  });
});
