import { AMINO_ACIDS, DISULFIDE_BOND_MASS, IGG1_DISULFIDE_BONDS, RESIDUE_MASSES, WATER_MASS } from "~/tools/antibody-weight";
import { FormulaBlock, InstructionSection, InstructionSteps } from "./instruction-parts";

export function AntibodyWeightInstructions() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-8">
        <InstructionSection title="How to use it">
          <InstructionSteps
            steps={[
              "Paste the heavy chain and the light chain sequence in one-letter code. Spaces, line breaks, lower case and FASTA header lines (starting with >) are accepted.",
              "Switch on the corrections that apply to your molecule: disulfide bonds for an intact, non-reduced antibody, and C-terminal lysine clipping, which is common for IgG1 made in CHO cells.",
              "Choose Calculate molecular weight. The total is for 2 heavy and 2 light chains, without glycans.",
            ]}
          />
        </InstructionSection>
        <InstructionSection title="Formula">
          <FormulaBlock>chain = Σ residue masses + {WATER_MASS}</FormulaBlock>
          <FormulaBlock>total = 2 · heavy + 2 · light − n · {DISULFIDE_BOND_MASS}</FormulaBlock>
          <p className="text-sm leading-relaxed text-muted">
            Equivalently, the sum of the free amino-acid masses minus {WATER_MASS} Da (one water) for every peptide bond. Each disulfide bond removes two
            hydrogen atoms ({DISULFIDE_BOND_MASS} Da); an IgG1 has {IGG1_DISULFIDE_BONDS}. Lysine clipping removes one lysine residue from each heavy chain that
            ends in K.
          </p>
        </InstructionSection>
      </div>
      <InstructionSection title="Average residue masses (Da, ExPASy)">
        <div className="overflow-hidden rounded-lg border border-line">
          <table className="w-full text-sm">
            <caption className="sr-only">Average residue masses of the 20 amino acids</caption>
            <thead className="bg-subtle text-left text-xs text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Code
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Mass
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Code
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Mass
                </th>
              </tr>
            </thead>
            <tbody className="font-mono tabular-nums">
              {pairs([...AMINO_ACIDS].sort()).map(([left, right]) => (
                <tr key={left} className="border-t border-line">
                  <td className="px-3 py-1.5 font-semibold">{left}</td>
                  <td className="px-3 py-1.5 text-right">{RESIDUE_MASSES[left].toFixed(4)}</td>
                  <td className="px-3 py-1.5 font-semibold">{right}</td>
                  <td className="px-3 py-1.5 text-right">{right && RESIDUE_MASSES[right].toFixed(4)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </InstructionSection>
    </div>
  );
}

function pairs<T>(items: readonly T[]): Array<[T, T]> {
  const half = Math.ceil(items.length / 2);
  return items.slice(0, half).map((item, index) => [item, items[half + index]]);
}
