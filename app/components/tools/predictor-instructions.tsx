import { EXACT_MATCH_CONFIDENCE, MIN_EPITOPE_LENGTH, PARTIAL_MATCH_CONFIDENCE } from "~/tools/her2-predictor";
import { HowToUse, InstructionSection } from "./instruction-parts";

export function PredictorInstructions() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <HowToUse
        steps={[
          `Enter the epitope as a peptide sequence in one-letter code, at least ${MIN_EPITOPE_LENGTH} residues (the shortest published contact loop). Case, spaces and a FASTA header are ignored.`,
          "Choose Predict antibody. The sequence is compared with the epitope of every antibody in the database: its footprint from the crystal structure (Database tab, with the sources). The result also says where on the epitope a shorter query lies and whether it is one of the contact segments; that is information and does not change the score.",
          "Each match shows the antibody, where it binds on HER2, its chain sequences and a confidence. Antibodies with the same confidence share a rank and are marked as a tie: trastuzumab and T-DM1 carry the same antibody, so they always tie.",
          "With no match, try a similar HER2 epitope: the tool suggests the trastuzumab and pertuzumab epitopes.",
        ]}
      />
      <InstructionSection title="How confidence is scored">
        <dl className="space-y-3 text-sm">
          <div className="flex gap-3">
            <dt className="w-14 shrink-0 font-mono font-semibold text-ink">{EXACT_MATCH_CONFIDENCE}%</dt>
            <dd className="text-muted">Exact match: the query is the antibody's epitope.</dd>
          </div>
          <div className="flex gap-3">
            <dt className="w-14 shrink-0 font-mono font-semibold text-ink">{PARTIAL_MATCH_CONFIDENCE}%</dt>
            <dd className="text-muted">
              Partial match: the query lies within the epitope, or contains the whole epitope. A contact segment on its own is a partial match.
            </dd>
          </div>
          <div className="flex gap-3">
            <dt className="w-14 shrink-0 font-mono font-semibold text-ink">0%</dt>
            <dd className="text-muted">No match: neither the query nor the epitope contains the other, even when they share a few residues.</dd>
          </div>
        </dl>
        <p className="text-sm leading-relaxed text-muted">
          Sequence identity is a first hint, not proof of binding: conformational epitopes such as trastuzumab's span several loops of the folded protein.
        </p>
      </InstructionSection>
    </div>
  );
}
