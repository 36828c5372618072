import { MAX_CHARGE, MIN_FLAG_PPM, PROTON_MASS } from "~/tools/intact-mass";
import { DEFAULT_MATCH_TOLERANCE_PPM } from "~/tools/expected-species";
import { MODIFIED_Z_LIMIT } from "~/tools/outliers";
import { FormulaBlock, HowToUse, InstructionSection } from "./instruction-parts";

export function IntactMassInstructions() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <HowToUse
        steps={[
          "Pick two or more peaks of the same protein in the mass spectrum, each from a different charge state, and choose the ion mode.",
          `Enter each peak's m/z and its charge z (a whole number from 1 to ${MAX_CHARGE}). Or enter only the m/z values of adjacent charge states and choose Assign charges from m/z. Add a row for every further charge state; rows can be removed while more than two remain.`,
          "Choose Calculate mass. Each row gives one estimate of the neutral mass; the tool shows their average, the population and sample standard deviations, and each row's deviation from the mean in Da and ppm.",
          "Flagged rows (outliers, two masses at one charge) usually mean a wrong charge, an adduct or a peak of another species: check them, and choose Exclude to leave one out of the mean.",
          `Optionally list the expected species (the antibody tool sends its glycoforms here): each mass is labelled with the nearest one and its error in ppm, or “no match” beyond the tolerance (${DEFAULT_MATCH_TOLERANCE_PPM} ppm unless you change it).`,
          "Copy the result as text, download the table as CSV, or copy the link: it holds the peaks, the mode, the exclusions and the species.",
        ]}
      />
      <InstructionSection title="Formula">
        <p className="text-sm leading-relaxed text-muted">
          A protein ion carrying z protons, [M + zH]<sup>z+</sup>, appears at m/z = (M + z · m<sub>p</sub>) / z. Solved for the neutral mass:
        </p>
        <FormulaBlock>M = z · (m/z − {PROTON_MASS})</FormulaBlock>
        <p className="text-sm leading-relaxed text-muted">
          In negative mode the ions have lost z protons, [M − zH]<sup>z−</sup>, and M = z · (m/z + {PROTON_MASS}). m<sub>p</sub> = {PROTON_MASS} Da is the mass
          of a proton (CODATA 2018: 1.007 276 466 621 Da). The spread is the population standard deviation, √(Σ (M<sub>i</sub> − M̄)² / n), as specified; the
          sample standard deviation, √(Σ (M<sub>i</sub> − M̄)² / (n − 1)), is shown beside it. Deviations in ppm are (M<sub>i</sub> − M̄) / M̄ · 10⁶. All values
          are shown with 2 decimals.
        </p>
        <p className="text-sm leading-relaxed text-muted">
          Use average m/z values for intact proteins above about 10 kDa, where isotopes are not resolved; the result is then an average mass.
        </p>
      </InstructionSection>
      <InstructionSection title="Automatic charge assignment">
        <p className="text-sm leading-relaxed text-muted">
          Two adjacent charge states of one species, at m/z<sub>i</sub> (charge z) and m/z<sub>i+1</sub> (charge z + 1), give the same mass, so
        </p>
        <FormulaBlock>
          z = round((m/z<sub>i+1</sub> − m<sub>p</sub>) / (m/z<sub>i</sub> − m/z<sub>i+1</sub>))
        </FormulaBlock>
        <p className="text-sm leading-relaxed text-muted">
          with + m<sub>p</sub> in negative mode. The peaks are sorted by decreasing m/z and every adjacent pair gives one charge; they must climb by exactly
          one. If they do not, the tool says the peaks are not adjacent charge states of one species and assigns nothing. Enter neighbouring charge states only:
          every second charge state alone (z, z + 2, …) looks like a consistent ladder at half the charge and half the mass.
        </p>
      </InstructionSection>
      <InstructionSection title="Outliers">
        <p className="text-sm leading-relaxed text-muted">
          With three or more rows in the mean, each row's mass gets the modified z-score of Iglewicz and Hoaglin (1993), M<sub>i</sub> = 0.6745 · (x
          <sub>i</sub> − x̃) / MAD, where x̃ is the median mass and MAD the median absolute deviation from it (if the MAD is 0, 1.253314 times the mean absolute
          deviation replaces MAD / 0.6745). A row is flagged as an outlier when |M<sub>i</sub>| &gt; {MODIFIED_Z_LIMIT} and it lies more than {MIN_FLAG_PPM} ppm
          from the median — closer than that, charge states of an intact protein agree within the accuracy of their m/z. The median and MAD are robust: one
          wrong row cannot hide itself by pulling the mean and standard deviation towards it.
        </p>
        <p className="text-sm leading-relaxed text-muted">
          Two rows at the same charge whose masses differ by more than {MIN_FLAG_PPM} ppm are flagged too: one charge state of one species has one mass, so one
          of them is another species or a mis-picked peak. With only two rows no outlier can be named; their disagreement is reported instead. Flagged rows stay
          in the mean until you exclude them.
        </p>
      </InstructionSection>
    </div>
  );
}
