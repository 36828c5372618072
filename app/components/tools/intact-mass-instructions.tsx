import { PROTON_MASS } from "~/tools/intact-mass";
import { FormulaBlock, InstructionSection, InstructionSteps } from "./instruction-parts";

export function IntactMassInstructions() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <InstructionSection title="How to use it">
        <InstructionSteps
          steps={[
            "Pick two or more peaks of the same protein in the mass spectrum, each from a different charge state.",
            "Enter each peak's m/z and its charge z (a whole number). Add a row for every further charge state; rows can be removed while more than two remain.",
            "Choose Calculate mass. Each row gives one estimate of the neutral mass; the tool shows their average and standard deviation.",
            "A small standard deviation means the charge states agree. One point far from the others usually means a wrong charge assignment or an adduct peak.",
          ]}
        />
      </InstructionSection>
      <InstructionSection title="Formula">
        <p className="text-sm leading-relaxed text-muted">
          A protein ion carrying z protons, [M + zH]<sup>z+</sup>, appears at m/z = (M + z · m<sub>p</sub>) / z. Solved for the neutral mass:
        </p>
        <FormulaBlock>M = z · (m/z − {PROTON_MASS})</FormulaBlock>
        <p className="text-sm leading-relaxed text-muted">
          m<sub>p</sub> = {PROTON_MASS} Da is the mass of a proton (CODATA). The spread is the population standard deviation, √(Σ (M<sub>i</sub> − M̄)² / n). All
          values are shown with 2 decimals.
        </p>
        <p className="text-sm leading-relaxed text-muted">
          Use average m/z values for intact proteins above about 10 kDa, where isotopes are not resolved; the result is then an average mass.
        </p>
      </InstructionSection>
    </div>
  );
}
