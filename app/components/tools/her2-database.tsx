import { Button } from "~/components/ui/button";
import { HER2_DATABASE } from "~/tools/her2-predictor";

/** The Database tab: the three HER2 antibodies the predictor knows. */
export function Her2Database({ onTry }: { onTry: (epitope: string) => void }) {
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm leading-relaxed text-muted">
        {HER2_DATABASE.length} antibodies against HER2 (ERBB2, UniProt P04626). Residue numbers are for the mature protein, as in the crystal structures (PDB
        1N8Z for trastuzumab, 1S78 for pertuzumab).
      </p>
      <ul className="grid gap-4 lg:grid-cols-3">
        {HER2_DATABASE.map((entry) => (
          <li key={entry.id} className="flex flex-col rounded-xl border border-line p-5">
            <h3 className="font-semibold text-ink">{entry.antibodyName}</h3>
            <p className="mt-1 text-xs text-muted">
              HER2 domain {entry.domain} · residues {entry.residues}
            </p>
            <p className="mt-3 text-xs font-medium text-muted">Epitope ({entry.epitope.length} aa)</p>
            <p className="mt-1 break-all rounded-md bg-subtle px-3 py-2 font-mono text-xs leading-relaxed text-ink">{entry.epitope}</p>
            <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">{entry.description}</p>
            <p className="mt-3 font-mono text-xs text-muted">
              Heavy chain {entry.heavyChain.length} aa · light chain {entry.lightChain.length} aa
            </p>
            <Button variant="secondary" size="sm" className="mt-4 self-start" onClick={() => onTry(entry.epitope)}>
              Predict with this epitope
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
