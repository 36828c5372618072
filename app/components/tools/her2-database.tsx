import ExternalLink from "lucide-react/icons/external-link";
import { Button } from "~/components/ui/button";
import { HER2_DATABASE, type Her2EpitopeEntry, citationText } from "~/tools/her2-predictor";

/** The Database tab: the three HER2 antibodies the predictor knows, each epitope with its source. */
export function Her2Database({ onTry }: { onTry: (epitope: string) => void }) {
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm leading-relaxed text-muted">
        {HER2_DATABASE.length} antibodies against HER2 (ERBB2, UniProt P04626). Each epitope is taken from the crystal structure of the antibody's Fab bound to
        HER2; residue numbers are for the mature protein (signal peptide 1–22 removed), as in those papers. Trastuzumab and T-DM1 share one epitope.
      </p>
      <ul className="grid gap-4 lg:grid-cols-3">
        {HER2_DATABASE.map((entry) => (
          <li key={entry.id} className="flex min-w-0 flex-col rounded-xl border border-line p-5">
            <h3 className="font-semibold text-ink">{entry.antibodyName}</h3>
            <p className="mt-1 text-xs text-muted">
              HER2 domain {entry.domain} · residues {entry.residues}
              {entry.id === "t-dm1" ? " · same epitope as trastuzumab" : ""}
            </p>
            <p className="mt-3 text-xs font-medium text-muted">
              Epitope footprint ({entry.epitope.length} aa, {entry.binding.footprint.residues})
            </p>
            <p className="mt-1 break-all rounded-md bg-subtle px-3 py-2 font-mono text-xs leading-relaxed text-ink">{entry.epitope}</p>
            <Segments entry={entry} />
            <p className="mt-3 text-sm leading-relaxed text-muted">{entry.binding.contacts}</p>
            <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">{entry.description}</p>
            <Source entry={entry} />
            <p className="mt-3 font-mono text-xs text-muted">
              Heavy chain {entry.heavyChain.length} aa · light chain {entry.lightChain.length} aa
            </p>
            <Button variant="secondary" size="sm" className="mt-4 self-start" onClick={() => onTry(entry.keySegment.sequence)}>
              Predict with {entry.keySegment.sequence.length > 14 ? `residues ${entry.keySegment.residues}` : entry.keySegment.sequence}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Segments({ entry }: { entry: Her2EpitopeEntry }) {
  return (
    <dl className="mt-3 space-y-1 text-xs">
      {entry.binding.segments.map((segment) => (
        <div key={segment.residues} className="flex flex-wrap gap-x-2">
          <dt className="font-mono text-muted">{segment.residues}</dt>
          <dd className="min-w-0 break-all font-mono text-ink">
            {segment.sequence} <span className="font-sans text-muted">({segment.note})</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Source({ entry }: { entry: Her2EpitopeEntry }) {
  const { citation } = entry.binding;
  return (
    <div className="mt-3 rounded-md border border-line bg-white p-3 text-xs leading-relaxed text-muted" data-testid="epitope-source">
      <p className="font-medium text-ink">Source</p>
      <p className="mt-1">{citationText(citation)}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <a
          href={`https://www.rcsb.org/structure/${citation.pdb}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
        >
          PDB {citation.pdb} <ExternalLink className="h-3 w-3" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <a
          href={`https://doi.org/${citation.doi}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
        >
          doi:{citation.doi} <ExternalLink className="h-3 w-3" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
