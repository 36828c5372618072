import { describe, expect, it } from "vitest";
import { toolError } from "./tool-result";
import { expectOk, expectRefusal } from "../../tests/support/tool-results";
import { PERTUZUMAB_HEAVY_CHAIN, PERTUZUMAB_LIGHT_CHAIN, TRASTUZUMAB_HEAVY_CHAIN, TRASTUZUMAB_LIGHT_CHAIN } from "./antibody-sequences";
import {
  CHO_2003,
  EXACT_MATCH_CONFIDENCE,
  FRANKLIN_2004,
  HER2_DATABASE,
  MIN_EPITOPE_LENGTH,
  PARTIAL_MATCH_CONFIDENCE,
  citationText,
  describeMatch,
  normalizeEpitope,
  predictAntibody,
} from "./her2-predictor";

/**
 * Human HER2 / ERBB2 precursor, UniProt P04626, residues 1–652 (signal peptide 1–22,
 * extracellular domains I–IV, start of the transmembrane helix). Mature numbering = precursor − 22;
 * the mature chain starts TQVCTGTDMK as chain C of PDB 1N8Z does.
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

/** [id, confidence, rank, tie] per match, best first. */
const scores = (input: string) => expectOk(predictAntibody(input)).matches.map((m) => [m.entry.id, m.confidence, m.rank, m.tie]);

/** "557–603" → [557, 603] */
const range = (residues: string) => residues.split("–").map(Number);

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
      expect(e.epitope).toBe(e.binding.footprint.sequence);
      expect(e.residues).toBe(e.binding.footprint.residues);
    }
  });

  it("every footprint and segment is the HER2 (UniProt P04626) peptide at its stated mature residues", () => {
    for (const e of HER2_DATABASE) {
      for (const segment of [e.binding.footprint, ...e.binding.segments]) {
        const [start, end] = range(segment.residues);
        expect(MATURE.slice(start - 1, end), `${e.id} ${segment.residues}`).toBe(segment.sequence);
        expect(maturePosition(segment.sequence)).toBe(start);
        expect(e.binding.footprint.sequence).toContain(segment.sequence);
      }
    }
  });

  it("trastuzumab and T-DM1 share trastuzumab's domain IV epitope: loops 557–561, 570–573, 593–603 (Cho et al., Nature 2003;421:756, PDB 1N8Z)", () => {
    expect(TDM1.binding).toBe(TRASTUZUMAB.binding);
    expect(TDM1.epitope).toBe(TRASTUZUMAB.epitope);
    expect(TRASTUZUMAB.domain).toBe("IV");
    expect(TRASTUZUMAB.residues).toBe("557–603");
    expect(TRASTUZUMAB.binding.segments.map((s) => [s.residues, s.sequence])).toEqual([
      ["557–561", "PEADQ"],
      ["570–573", "DPPF"],
      ["593–603", "KFPDEEGACQP"],
    ]);
    expect(TRASTUZUMAB.binding.citation).toBe(CHO_2003);
    expect(CHO_2003).toMatchObject({ journal: "Nature", year: 2003, volume: "421", pdb: "1N8Z" });
    // T-DM1 is trastuzumab: same chains
    expect(TDM1.heavyChain).toBe(TRASTUZUMAB_HEAVY_CHAIN);
    expect(TDM1.lightChain).toBe(TRASTUZUMAB_LIGHT_CHAIN);
  });

  it("pertuzumab's epitope is on domain II from H245 to K311 with the published contacts (Franklin et al., Cancer Cell 2004;5:317, PDB 1S78)", () => {
    expect(PERTUZUMAB.domain).toBe("II");
    expect(PERTUZUMAB.residues).toBe("245–311");
    expect(PERTUZUMAB.binding.citation).toBe(FRANKLIN_2004);
    expect(FRANKLIN_2004).toMatchObject({ journal: "Cancer Cell", year: 2004, volume: "5", pdb: "1S78" });
    // the contact residues the paper names are the residues at those mature positions
    for (const contact of ["H245", "V286", "S288", "L295", "H296", "K311"]) {
      expect(MATURE[Number(contact.slice(1)) - 1], contact).toBe(contact[0]);
      expect(PERTUZUMAB.binding.contacts).toContain(contact);
    }
    expect(PERTUZUMAB.heavyChain).toBe(PERTUZUMAB_HEAVY_CHAIN);
    expect(PERTUZUMAB.lightChain).toBe(PERTUZUMAB_LIGHT_CHAIN);
  });

  it("the two epitopes do not overlap", () => {
    const [t0, t1] = range(TRASTUZUMAB.residues);
    const [p0, p1] = range(PERTUZUMAB.residues);
    expect(p1 < t0 || t1 < p0).toBe(true);
  });

  it("every entry carries its citation text", () => {
    expect(citationText(CHO_2003)).toBe(
      "Cho HS, Mason K, Ramyar KX, Stanley AM, Gabelli SB, Denney DW Jr, Leahy DJ. Structure of the extracellular region of HER2 alone and in complex with the Herceptin Fab. Nature 2003;421:756–760. doi:10.1038/nature01392. PDB 1N8Z.",
    );
    expect(citationText(FRANKLIN_2004)).toContain("Cancer Cell 2004;5:317–328. doi:10.1016/S1535-6108(04)00083-2. PDB 1S78.");
  });
});

describe("predictAntibody", () => {
  it("uses 95 % for exact and 70 % for partial matches (spec §9)", () => {
    expect(EXACT_MATCH_CONFIDENCE).toBe(95);
    expect(PARTIAL_MATCH_CONFIDENCE).toBe(70);
  });

  it("the whole 557–603 footprint, the entries' epitope, is an exact match for trastuzumab and T-DM1 alike, shown as a tie", () => {
    // a regression: it once gave T-DM1 "Exact 95 %" and trastuzumab "Partial 70 %"
    expect(scores("PEADQCVACAHYKDPPFCVARCPSGVKPDLSYMPIWKFPDEEGACQP")).toEqual([
      ["trastuzumab", 95, 1, true],
      ["t-dm1", 95, 1, true],
    ]);
  });

  it("a contact loop on its own is a partial match (70 %), never exact: PEADQ, DPPF, KFPDEEGACQP", () => {
    for (const loop of ["PEADQ", "DPPF", "KFPDEEGACQP"]) {
      expect(scores(loop), loop).toEqual([
        ["trastuzumab", 70, 1, true],
        ["t-dm1", 70, 1, true],
      ]);
    }
    const peadq = expectOk(predictAntibody("peadq")).matches[0];
    expect(peadq).toMatchObject({ matchType: "partial", relation: "within", residues: "557–561" });
    expect(peadq.contactSegment?.residues).toBe("557–561");
    expect(expectOk(predictAntibody("DPPF")).matches[0].residues).toBe("570–573");
  });

  it("a fragment of the footprint that is no contact segment is partial too, and says where it lies", () => {
    expect(scores("CVARCPSG")).toEqual([
      ["trastuzumab", 70, 1, true],
      ["t-dm1", 70, 1, true],
    ]);
    const match = expectOk(predictAntibody("CVARCPSG")).matches[0];
    expect(match.residues).toBe(`${maturePosition("CVARCPSG")}–${maturePosition("CVARCPSG") + 7}`);
    expect(match.contactSegment).toBeUndefined();
  });

  it("the precursor-numbered window 557–603 (P04626) only shares segments with the epitope: no match", () => {
    // precursor 557–603 is mature 535–581: it holds loops 1 and 2 but neither contains the other
    const window = HER2_P04626_1_652.slice(556, 603);
    expect(window).toBe("ARHCLPCHPECQPQNGSVTCFGPEADQCVACAHYKDPPFCVARCPSG");
    const result = expectOk(predictAntibody(window));
    expect(result.matches).toEqual([]);
    expect(result.confidence).toBe(0);
    expect(result.noMatch?.title).toBe("No Match Found");
  });

  it("a peptide holding a contact loop but not the whole epitope is no match", () => {
    // 590–606: PIW + loop 3 + CPI, runs past the footprint's end
    expect(expectOk(predictAntibody("PIWKFPDEEGACQPCPI")).matches).toEqual([]);
  });

  it("a peptide holding the whole epitope is partial, however long", () => {
    const longer = `GGG${TRASTUZUMAB.epitope}CPINCTHS`;
    expect(scores(longer)).toEqual([
      ["trastuzumab", 70, 1, true],
      ["t-dm1", 70, 1, true],
    ]);
    expect(expectOk(predictAntibody(longer)).matches[0]).toMatchObject({ relation: "contains", residues: "557–603" });
  });

  it("trastuzumab and T-DM1 score the same for every query", () => {
    const footprint = TRASTUZUMAB.epitope;
    const queries = [footprint, "DPPF", "WWWW", "KFPDEEGACQPCPINCTHS", "DVGSCTLVCPLH"];
    for (let start = 0; start + 6 <= footprint.length; start += 5) queries.push(footprint.slice(start, start + 6));
    for (const query of queries) {
      const result = expectOk(predictAntibody(query));
      const of = (id: string) => result.matches.find((m) => m.entry.id === id)?.confidence ?? 0;
      expect(of("t-dm1"), query).toBe(of("trastuzumab"));
    }
  });

  it("pertuzumab: the footprint is exact, its 285–311 core and a fragment partial; never trastuzumab", () => {
    expect(scores(PERTUZUMAB.epitope)).toEqual([["pertuzumab", 95, 1, false]]);
    expect(scores("DVGSCTLVCPLHNQEVTAEDGTQRCEK")).toEqual([["pertuzumab", 70, 1, false]]);
    expect(scores("HCPALVTYNT")).toEqual([["pertuzumab", 70, 1, false]]);
  });

  it("a peptide spanning both epitopes is partial for all three, one tie", () => {
    const ecd = MATURE.slice(200, 620);
    expect(scores(ecd)).toEqual([
      ["trastuzumab", 70, 1, true],
      ["pertuzumab", 70, 1, true],
      ["t-dm1", 70, 1, true],
    ]);
  });

  it("normalises case, whitespace and a FASTA header as the weight tool does", () => {
    expect(normalizeEpitope(" kfpd eeg\nacqp ")).toBe("KFPDEEGACQP");
    expect(expectOk(predictAntibody(">loop 2\nd p p f")).query).toBe("DPPF");
  });

  it("4 residues is the shortest query that is matched (trastuzumab's shortest loop, DPPF)", () => {
    expect(MIN_EPITOPE_LENGTH).toBe(4);
    expect(scores("RCEK")).toEqual([["pertuzumab", 70, 1, false]]);
  });

  it.each(["K", "kf", " C E K "])("refuses %j as too short instead of matching everything", (input) => {
    expect(predictAntibody(input)).toEqual(toolError("Sequence Too Short", "Please enter at least 4 amino acids of the epitope sequence."));
  });

  it.each(["", "   ", "\n\t"])("'Missing Input' for %j", (input) => {
    expect(predictAntibody(input)).toEqual(toolError("Missing Input", "Please enter an epitope sequence."));
  });

  it("refuses characters that are not amino-acid codes", () => {
    const r = expectRefusal(predictAntibody("KFP-DEE1"));
    expect(r.title).toBe("Invalid Sequence");
    expect(r.message).toContain('"-", "1"');
  });

  it("no match → confidence 0 and 'No Match Found' suggesting the two known epitopes", () => {
    const r = expectOk(predictAntibody("WWWWWW"));
    expect(r.matches).toEqual([]);
    expect(r.confidence).toBe(0);
    expect(r.noMatch?.title).toBe("No Match Found");
    expect(r.noMatch?.message).toContain("KFPDEEGACQP");
    expect(r.noMatch?.message).toContain("DVGSCTLVCPLHNQEVTAEDGTQRCEK");
    expect(r.noMatch?.message).toContain('"WWWWWW"');
    expect(r.noMatch?.suggestions.map((e) => e.id)).toEqual(["trastuzumab", "pertuzumab"]);
  });

  it("a near-miss (one substitution) is not a match", () => {
    const r = expectOk(predictAntibody("KFPDEEGACQA"));
    expect(r.matches).toEqual([]);
    expect(r.noMatch).toBeDefined();
  });

  it("handles very long input without error", () => {
    const r = expectOk(predictAntibody("A".repeat(100_000)));
    expect(r.confidence).toBe(0);
  });
});

describe("describeMatch", () => {
  const describe1 = (query: string) => {
    const match = expectOk(predictAntibody(query)).matches[0];
    return describeMatch(match, match.entry.binding);
  };

  it("names the epitope for an exact match, where a shorter query lies, and a contact segment as information", () => {
    expect(describe1(TRASTUZUMAB.epitope)).toBe("Is the epitope: HER2 residues 557–603 (domain IV footprint spanning the three contact loops).");
    expect(describe1("PEADQ")).toBe("Lies within the epitope (HER2 residues 557–603) at residues 557–561, a contact segment (loop 1).");
    expect(describe1("CVARCPSG")).toBe("Lies within the epitope (HER2 residues 557–603) at residues 574–581.");
    expect(describe1(`W${TRASTUZUMAB.epitope}`)).toBe("Contains the whole epitope, HER2 residues 557–603.");
  });
});
