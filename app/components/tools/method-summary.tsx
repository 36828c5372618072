import ArrowRight from "lucide-react/icons/arrow-right";
import { Button } from "~/components/ui/button";
import { type GeneratedMethod } from "~/tools/cr3520-method";
import { DEFAULT_PROJECT_NAME } from "~/tools/cr3520-options";
import { FRAGMENTOR_VENDOR_NOTE } from "~/tools/cr3520-protocol-content";
import { MethodTimelineChart } from "./method-timeline-chart";
import { ResultFacts, ResultPanel } from "./result-parts";

/** The Setup tab's result: the method at a glance and its timeline. */
export function MethodSummary({ method, onOpen }: { method: GeneratedMethod; onOpen: (tab: "protocol" | "analysis") => void }) {
  const prep = method.samplePreparation;
  const proposal = method.antibody?.piProposal;
  const ladder = method.antibody?.chargeLadder;
  return (
    <ResultPanel heading="Generated method">
      <div>
        <p className="text-lg font-semibold text-ink" data-testid="method-project">
          {method.projectName || DEFAULT_PROJECT_NAME}
        </p>
        <p className="mt-1 text-sm text-muted">
          {method.protein.label} · {method.concentration.label} · {method.piRange.label}
        </p>
      </div>
      <ResultFacts
        facts={[
          { label: "Dilution in master mix", value: prep.dilution, testId: "method-dilution" },
          { label: "Prepared volume", value: `${prep.sampleUl} + ${prep.masterMixUl} = ${prep.totalVolumeUl} µL`, testId: "method-volume" },
          { label: "Ampholytes", value: method.ampholytes.name, testId: "method-ampholytes" },
          { label: "MS mass range", value: method.ms.massRangeText, testId: "method-mass-range" },
          ...(ladder ? [{ label: `m/z window (z ${ladder.zMax}+ to ${ladder.zMin}+)`, value: ladder.windowText, testId: "method-mz-window" }] : []),
          { label: "Fragmentor", value: `${method.ms.fragmentorV} V`, testId: "method-fragmentor" },
          { label: "Acquisition", value: method.ms.acquisitionText },
          { label: "ESI voltage", value: method.ms.esiVoltageText },
          { label: "Run time", value: `${method.timelineMin} min`, testId: "method-timeline" },
        ]}
      />
      {(proposal || ladder) && (
        <div className="space-y-1.5 rounded-lg border border-line bg-white p-3 text-sm leading-relaxed">
          {proposal && (
            <p className="text-ink" data-testid="method-summary-proposal">
              {proposal.reason}
              {proposal.range.value !== method.piRange.value && ` You chose ${method.piRange.label} instead.`}
            </p>
          )}
          {ladder && <p className="text-xs text-muted">{ladder.assumption}</p>}
        </div>
      )}
      <p className="text-xs leading-relaxed text-muted">{FRAGMENTOR_VENDOR_NOTE}</p>
      <MethodTimelineChart method={method} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onOpen("protocol")}>
          Full protocol <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onOpen("analysis")}>
          Analysis sequence <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </ResultPanel>
  );
}
