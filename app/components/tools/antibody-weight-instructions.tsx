import {
  AMINO_ACIDS,
  DISULFIDE_BOND_MASS,
  IGG1_DISULFIDE_BONDS,
  MONOISOTOPIC_DISULFIDE_BOND_MASS,
  MONOISOTOPIC_RESIDUE_MASSES,
  MONOISOTOPIC_WATER_MASS,
  MONOSACCHARIDE_MASSES,
  PYRO_GLU_LOSS,
  RESIDUE_MASSES,
  WATER_MASS,
  glycanMass,
} from "~/tools/antibody-weight";
import { formatGrouped2 } from "~/tools/tool-result";
import { FormulaBlock, HowToUse, InstructionSection } from "./instruction-parts";
import { ToolTable } from "./result-parts";

export function AntibodyWeightInstructions() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-8">
        <HowToUse
          steps={[
            "Paste the heavy chain and the light chain sequence in one-letter code or FASTA. Spaces, line breaks, lower case and header lines (starting with >) are accepted. A file with both chains pasted into one box is recognised: use its second record as the light chain.",
            "Switch on the corrections that apply to your molecule: disulfide bonds for an intact, non-reduced antibody, C-terminal lysine clipping (common for IgG1 made in CHO cells) and N-terminal pyroglutamate (a heavy chain starting with Q cyclises almost completely, one starting with E slowly).",
            "Choose Calculate molecular weight. The total is the polypeptide of 2 heavy and 2 light chains, average and monoisotopic; the glycoform table adds the common Fc glycan pairs, and the reduced chains are listed as a reduced sample shows them.",
            "Send the result on: the expected glycoforms to the Intact Mass tool, to label observed masses, or the theoretical pI and mass to the method assistant. Copy link keeps the sequences and options in the address.",
          ]}
        />
        <InstructionSection title="Formula">
          <FormulaBlock>chain = Σ residue masses + {WATER_MASS}</FormulaBlock>
          <FormulaBlock>total = 2 · heavy + 2 · light − n · {DISULFIDE_BOND_MASS}</FormulaBlock>
          <p className="text-sm leading-relaxed text-muted">
            Equivalently, the sum of the free amino-acid masses minus {WATER_MASS} Da (one water) for every peptide bond. Each disulfide bond removes two
            hydrogen atoms ({DISULFIDE_BOND_MASS} Da); an IgG1 has {IGG1_DISULFIDE_BONDS}. Lysine clipping removes one lysine residue from each heavy chain that
            ends in K. Pyro-Glu removes NH₃ ({PYRO_GLU_LOSS.Q.average} Da) from an N-terminal Q or H₂O ({PYRO_GLU_LOSS.E.average} Da) from an N-terminal E.
            Monoisotopic masses use the monoisotopic residue masses, water {MONOISOTOPIC_WATER_MASS} Da and {MONOISOTOPIC_DISULFIDE_BOND_MASS} Da per disulfide.
          </p>
        </InstructionSection>
        <InstructionSection title="Glycoforms">
          <FormulaBlock>G0F = HexNAc₄ Hex₃ dHex₁ = {formatGrouped2(glycanMass("G0F"))} Da</FormulaBlock>
          <p className="text-sm leading-relaxed text-muted">
            One core-fucosylated biantennary N-glycan on each heavy chain (the Fc site N-X-S/T). Average residue masses (ExPASy GlycoMod): HexNAc{" "}
            {MONOSACCHARIDE_MASSES.HexNAc.average.toFixed(4)}, Hex {MONOSACCHARIDE_MASSES.Hex.average.toFixed(4)}, dHex (fucose){" "}
            {MONOSACCHARIDE_MASSES.dHex.average.toFixed(4)} Da. Each galactose adds a hexose: G1F +{formatGrouped2(glycanMass("G1F") - glycanMass("G0F"))} Da,
            G2F +{formatGrouped2(glycanMass("G2F") - glycanMass("G0F"))} Da.
          </p>
        </InstructionSection>
        <InstructionSection title="Theoretical pI">
          <p className="text-sm leading-relaxed text-muted">
            As ExPASy Compute pI/Mw: the Bjellqvist pK values (side chains K 10.0, R 12.0, H 5.98, D 4.05, E 4.45, C 9.0, Y 10.0; terminal values by residue)
            and the pH where the net charge is zero. The intact antibody is titrated as its four chains together; cysteines in disulfide bonds do not titrate,
            and a pyro-Glu N-terminus has no free amine. Measured cIEF pIs of antibodies often differ by a few tenths (folding, glycans, variants).
          </p>
        </InstructionSection>
      </div>
      <InstructionSection title="Residue masses (Da, ExPASy): average / monoisotopic">
        <ToolTable
          className="overflow-hidden"
          caption="Average and monoisotopic residue masses of the 20 amino acids"
          columns={[{ label: "Code" }, { label: "Mass", numeric: true }, { label: "Code" }, { label: "Mass", numeric: true }]}
          bodyClassName="font-mono tabular-nums"
        >
          {pairs([...AMINO_ACIDS].sort()).map(([left, right]) => (
            <tr key={left} className="border-t border-line">
              <td className="px-3 py-1.5 font-semibold">{left}</td>
              <td className="px-3 py-1.5 text-right">
                {RESIDUE_MASSES[left].toFixed(4)}
                <span className="block text-xs text-muted">{MONOISOTOPIC_RESIDUE_MASSES[left].toFixed(5)}</span>
              </td>
              <td className="px-3 py-1.5 font-semibold">{right}</td>
              <td className="px-3 py-1.5 text-right">
                {right && RESIDUE_MASSES[right].toFixed(4)}
                <span className="block text-xs text-muted">{right && MONOISOTOPIC_RESIDUE_MASSES[right].toFixed(5)}</span>
              </td>
            </tr>
          ))}
        </ToolTable>
      </InstructionSection>
    </div>
  );
}

function pairs<T>(items: readonly T[]): Array<[T, T]> {
  const half = Math.ceil(items.length / 2);
  return items.slice(0, half).map((item, index) => [item, items[half + index]]);
}
