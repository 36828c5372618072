import { describe, expect, it } from "vitest";
import { PERTUZUMAB_HEAVY_CHAIN, PERTUZUMAB_LIGHT_CHAIN, TRASTUZUMAB_HEAVY_CHAIN, TRASTUZUMAB_LIGHT_CHAIN } from "./antibody-sequences";
import {
  EXACT_MATCH_CONFIDENCE,
  HER2_DATABASE,
  MIN_EPITOPE_LENGTH,
  PARTIAL_MATCH_CONFIDENCE,
  normalizeEpitope,
  predictAntibody,
  type PredictionResult,
} from "./her2-predictor";

/**
 * Human HER2 / ERBB2 precursor, UniProt P04626, residues 1–652 (signal peptide 1–22,
 * extracellular domains I–IV, start of the transmembrane helix). Mature numbering = precursor − 22.
 */
const HER2_P04626_1_652 =
  "MELAALCRWGLLLALLPPGAASTQVCTGTDMKLRLPASPETHLDMLRHLYQGCQVVQGNLELTYLPTNASLSFLQDIQEVQGYVLIAHNQVRQVPLQRLRIVRGTQLFEDNYALAVLDNGDPLNNTTPVTGASPGGLRELQLRSLTEILKGGVLIQRNPQLCYQDTILWKDIFHKNNQLALTLIDTNRSRACHPCSPMCKGSRCWGESSEDCQSLTRTVCAGGCARCKGPLPTDCCHEQCAAGCTGPKHSDCLACLHFNHSGICELHCPALVTYNTDTFESMPNPEGRYTFGASCVTACPYNYLSTDVGSCTLVCPLHNQEVTAEDGTQRCEKCSKPCARVCYGLGMEHLREVRAVTSANIQEFAGCKKIFGSLAFLPESFDGDPASNTAPLQPEQLQVFETLEEITGYLYISAWPDSLPDLSVFQNLQVIRGRILHNGAYSLTLQGLGISWLGLRSLRELGSGLALIHHNTHLCFVHTVPWDQLFRNPHQALLHTANRPEDECVGEGLACHQLCARGHCWGPGPTQCVNCSQFLRGQECVEECRVLQGLPREYVNARHCLPCHPECQPQNGSVTCFGPEADQCVACAHYKDPPFCVARCPSGVKPDLSYMPIWKFPDEEGACQPCPINCTHSCVDLDDKGCPAEQRASPLTSIISAVVGILLVVVLGVVFGILIKRR";
const MATURE = HER2_P04626_1_652.slice(22);
/** Mature residue number of the first residue of `peptide`. */
const maturePosition = (peptide: string) => MATURE.indexOf(peptide) + 1;

const entry = (id: string) => HER2_DATABASE.find((e) => e.id === id)!;
const TRASTUZUMAB = entry("trastuzumab");
const PERTUZUMAB = entry("pertuzumab");
const TDM1 = entry("t-dm1");

function ok(result: PredictionResult) {
  if (!result.ok) throw new Error(`expected success, got ${result.title}: ${result.message}`);
  return result;
}

describe("HER2 database", () => {
  it("has exactly three entries: trastuzumab, pertuzumab, T-DM1", () => {
    expect(HER2_DATABASE).toHaveLength(3);
    expect(HER2_DATABASE.map((e) => e.id)).toEqual(["trastuzumab", "pertuzumab", "t-dm1"]);
    expect(TRASTUZUMAB.antibodyName).toMatch(/Trastuzumab/);
    expect(PERTUZUMAB.antibodyName).toMatch(/Pertuzumab/);
    expect(TDM1.antibodyName).toMatch(/T-DM1/);
    expect(TDM1.antibodyName).toMatch(/ado-trastuzumab emtansine/);
  });

  it("every entry has the spec fields filled with valid sequences", () => {
    for (const e of HER2_DATABASE) {
      for (const field of [e.epitope, e.antibodyName, e.heavyChain, e.lightChain, e.description]) {
        expect(field.length).toBeGreaterThan(0);
      }
      expect(e.epitope).toMatch(/^[ACDEFGHIKLMNPQRSTVWY]+$/);
      expect(e.heavyChain).toMatch(/^[ACDEFGHIKLMNPQRSTVWY]+$/);
      expect(e.lightChain).toMatch(/^[ACDEFGHIKLMNPQRSTVWY]+$/);
    }
    expect(new Set(HER2_DATABASE.map((e) => e.epitope)).size).toBe(3);
  });

  it("epitopes are real HER2 peptides at the published positions", () => {
    // trastuzumab: domain IV loop 593–603 (Cho et al. 2003, PDB 1N8Z)
    expect(TRASTUZUMAB.domain).toBe("IV");
    expect(maturePosition(TRASTUZUMAB.epitope)).toBe(593);
    expect(TRASTUZUMAB.epitope).toHaveLength(11);
    // T-DM1: the whole trastuzumab footprint 557–603 (contains loops 557–561, 570–573, 593–603)
    expect(TDM1.domain).toBe("IV");
    expect(maturePosition(TDM1.epitope)).toBe(557);
    expect(TDM1.epitope).toHaveLength(47);
    expect(TDM1.epitope).toContain(TRASTUZUMAB.epitope);
    // pertuzumab: domain II 285–311 with contacts V286, S288, L295, H296, K311 (Franklin et al. 2004, PDB 1S78)
    expect(PERTUZUMAB.domain).toBe("II");
    const start = maturePosition(PERTUZUMAB.epitope);
    expect(start).toBe(285);
    const at = (n: number) => PERTUZUMAB.epitope[n - start];
    expect([at(286), at(288), at(295), at(296), at(311)]).toEqual(["V", "S", "L", "H", "K"]);
  });

  it("T-DM1 carries trastuzumab's chains; pertuzumab its own", () => {
    expect(TRASTUZUMAB.heavyChain).toBe(TRASTUZUMAB_HEAVY_CHAIN);
    expect(TRASTUZUMAB.lightChain).toBe(TRASTUZUMAB_LIGHT_CHAIN);
    expect(TDM1.heavyChain).toBe(TRASTUZUMAB_HEAVY_CHAIN);
    expect(TDM1.lightChain).toBe(TRASTUZUMAB_LIGHT_CHAIN);
    expect(PERTUZUMAB.heavyChain).toBe(PERTUZUMAB_HEAVY_CHAIN);
    expect(PERTUZUMAB.lightChain).toBe(PERTUZUMAB_LIGHT_CHAIN);
  });
});

describe("predictAntibody", () => {
  it("uses 95 % for exact and 70 % for partial matches", () => {
    expect(EXACT_MATCH_CONFIDENCE).toBe(95);
    expect(PARTIAL_MATCH_CONFIDENCE).toBe(70);
  });

  it("exact trastuzumab epitope → trastuzumab 95 %, then T-DM1 70 % (its footprint contains it)", () => {
    const r = ok(predictAntibody("KFPDEEGACQP"));
    expect(r.matches.map((m) => [m.entry.id, m.matchType, m.confidence])).toEqual([
      ["trastuzumab", "exact", 95],
      ["t-dm1", "partial", 70],
    ]);
    expect(r.confidence).toBe(95);
    expect(r.noMatch).toBeUndefined();
  });

  it("exact T-DM1 footprint → T-DM1 95 % first, trastuzumab 70 % (input contains its epitope)", () => {
    const r = ok(predictAntibody(TDM1.epitope));
    expect(r.matches.map((m) => [m.entry.id, m.confidence])).toEqual([
      ["t-dm1", 95],
      ["trastuzumab", 70],
    ]);
  });

  it("exact pertuzumab epitope → only pertuzumab, 95 %", () => {
    const r = ok(predictAntibody("DVGSCTLVCPLHNQEVTAEDGTQRCEK"));
    expect(r.matches.map((m) => [m.entry.id, m.confidence])).toEqual([["pertuzumab", 95]]);
  });

  it("upper-cases and removes whitespace before matching", () => {
    expect(normalizeEpitope("  kfp deeg\nacqp\t")).toBe("KFPDEEGACQP");
    const r = ok(predictAntibody("  kfp deeg\nacqp\t"));
    expect(r.query).toBe("KFPDEEGACQP");
    expect(r.matches[0].matchType).toBe("exact");
  });

  it("a fragment of an epitope is a partial match (70 %) for every entry containing it", () => {
    const r = ok(predictAntibody("fpdeeg"));
    expect(r.matches.map((m) => [m.entry.id, m.matchType, m.confidence])).toEqual([
      ["trastuzumab", "partial", 70],
      ["t-dm1", "partial", 70],
    ]);
    expect(r.confidence).toBe(70);
  });

  it("a longer peptide containing an epitope is a partial match (70 %)", () => {
    // flanking residues of loop 593–603 in HER2: …PIW KFPDEEGACQP CPI…
    const r = ok(predictAntibody("PIWKFPDEEGACQPCPI"));
    expect(r.matches.map((m) => [m.entry.id, m.confidence])).toEqual([["trastuzumab", 70]]);
  });

  it("3 residues is the shortest query that is matched", () => {
    expect(MIN_EPITOPE_LENGTH).toBe(3);
    const r = ok(predictAntibody("CEK"));
    expect(r.matches.map((m) => m.entry.id)).toEqual(["pertuzumab"]);
  });

  it.each(["K", "kf", " C E "])("refuses %j as too short instead of matching everything", (input) => {
    expect(predictAntibody(input)).toEqual({
      ok: false,
      title: "Sequence Too Short",
      message: "Please enter at least 3 amino acids of the epitope sequence.",
    });
  });

  it.each(["", "   ", "\n\t"])("'Missing Input' for %j", (input) => {
    expect(predictAntibody(input)).toEqual({
      ok: false,
      title: "Missing Input",
      message: "Please enter an epitope sequence.",
    });
  });

  it("refuses characters that are not amino-acid codes", () => {
    const r = predictAntibody("KFP-DEE1");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.title).toBe("Invalid Sequence");
    expect(r.message).toContain('"-", "1"');
  });

  it("no match → confidence 0 and 'No Match Found' suggesting the two known epitopes", () => {
    const r = ok(predictAntibody("WWWWWW"));
    expect(r.matches).toEqual([]);
    expect(r.confidence).toBe(0);
    expect(r.noMatch?.title).toBe("No Match Found");
    expect(r.noMatch?.message).toContain("KFPDEEGACQP");
    expect(r.noMatch?.message).toContain("DVGSCTLVCPLHNQEVTAEDGTQRCEK");
    expect(r.noMatch?.message).toContain('"WWWWWW"');
    expect(r.noMatch?.suggestions.map((e) => e.id)).toEqual(["trastuzumab", "pertuzumab"]);
  });

  it("a near-miss (one substitution) is not a match", () => {
    const r = ok(predictAntibody("KFPDEEGACQA"));
    expect(r.matches).toEqual([]);
    expect(r.noMatch).toBeDefined();
  });

  it("handles very long input without error", () => {
    const r = ok(predictAntibody("A".repeat(100_000)));
    expect(r.confidence).toBe(0);
  });
});
