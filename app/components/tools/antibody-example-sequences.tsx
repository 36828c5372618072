import ArrowRight from "lucide-react/icons/arrow-right";
import { Button } from "~/components/ui/button";
import { EXAMPLE_ANTIBODIES, type ExampleAntibody } from "~/tools/antibody-weight";

/** The Sequences tab: published antibody chains that fill the calculator's form. */
export function AntibodyExampleSequences({ onUse }: { onUse: (example: ExampleAntibody) => void }) {
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm leading-relaxed text-muted">
        Published sequences of two therapeutic IgG1κ antibodies. Use one to try the calculator or to check it: trastuzumab's polypeptide mass with 16 disulfide
        bonds is about 145,423 Da (USP monograph); with both C-terminal lysines clipped its G0F/G0F glycoform is 148,057.58 Da, as measured intact.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {EXAMPLE_ANTIBODIES.map((example) => (
          <section key={example.id} aria-labelledby={`example-${example.id}`} className="flex flex-col rounded-xl border border-line p-5">
            <h3 id={`example-${example.id}`} className="font-semibold text-ink">
              {example.name}
            </h3>
            <p className="mt-1 text-xs text-muted">Source: {example.source}</p>
            <dl className="mt-4 space-y-3 text-sm">
              <ChainPreview label="Heavy chain" sequence={example.heavyChain} />
              <ChainPreview label="Light chain" sequence={example.lightChain} />
            </dl>
            <Button variant="secondary" size="sm" className="mt-5 self-start" onClick={() => onUse(example)}>
              Use {example.name.split(" ")[0]} sequences <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
          </section>
        ))}
      </div>
    </div>
  );
}

function ChainPreview({ label, sequence }: { label: string; sequence: string }) {
  return (
    <div>
      <dt className="text-muted">
        {label} <span className="font-mono text-xs">({sequence.length} aa)</span>
      </dt>
      <dd className="mt-1 rounded-md bg-subtle px-3 py-2 font-mono text-xs leading-relaxed text-ink">
        <span className="line-clamp-2 break-all">{sequence}</span>
      </dd>
    </div>
  );
}
