import type { ReactNode } from "react";
import { ADC_NOTE, DEFAULT_PROJECT_NAME, type GeneratedMethod, PROTOCOL_NOTES } from "~/tools/cr3520-method";
import { ResultFacts } from "./result-parts";

/** The Protocol tab: the generated method as a lab protocol, matching the exported text protocol. */
export function MethodProtocol({ method }: { method: GeneratedMethod }) {
  const prep = method.samplePreparation;
  const notes = method.protein.value === "adc" ? [...PROTOCOL_NOTES, ADC_NOTE] : PROTOCOL_NOTES;
  return (
    <div className="space-y-8">
      <header>
        <h3 className="text-lg font-semibold text-ink">CR3520 cIEF-MS protocol: {method.projectName || DEFAULT_PROJECT_NAME}</h3>
        <p className="mt-1 text-sm text-muted">
          {method.protein.label} · {method.concentration.label} · {method.piRange.label}
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-2">
        <ProtocolSection number={1} title="Sample preparation">
          <p className="text-sm leading-relaxed text-ink">{prep.instructions}</p>
          <ResultFacts
            facts={[
              { label: "Dilution", value: prep.dilution },
              { label: "Protein sample", value: `${prep.sampleUl} µL` },
              { label: "Ampholyte master mix", value: `${prep.masterMixUl} µL` },
              { label: "Total (recommended)", value: `${prep.totalVolumeUl} µL (${prep.recommendedVolumeUl} µL)` },
            ]}
          />
        </ProtocolSection>
        <ProtocolSection number={2} title={`Ampholyte mix: ${method.ampholytes.name}`}>
          <p className="text-sm leading-relaxed text-muted">{method.ampholytes.description}</p>
          <ul className="space-y-1 text-sm">
            {method.ampholytes.components.map((component) => (
              <li key={component.name} className="flex justify-between gap-4 border-b border-line py-1.5 last:border-0">
                <span className="text-ink">{component.name}</span>
                <span className="font-mono tabular-nums text-ink">{component.percent}% (v/v) final</span>
              </li>
            ))}
          </ul>
        </ProtocolSection>
        <ProtocolSection number={3} title="MS settings">
          <ResultFacts
            facts={[
              { label: "Mass range", value: method.ms.massRangeText },
              { label: "Fragmentor", value: `${method.ms.fragmentorV} V` },
              { label: "Acquisition", value: method.ms.acquisitionText },
              { label: "Polarity, ESI voltage", value: `${method.ms.polarity}, ${method.ms.esiVoltageText}` },
            ]}
          />
        </ProtocolSection>
        <ProtocolSection number={4} title={`Analysis sequence (${method.timelineMin} min)`}>
          <ol className="space-y-2 text-sm">
            {method.sequence.map((step) => (
              <li key={step.step} className="flex gap-3">
                <span className="w-20 shrink-0 font-mono text-xs leading-5 text-muted">
                  {step.startMin}–{step.endMin} min
                </span>
                <span className="text-ink">
                  {step.name}{" "}
                  <span className="font-mono text-xs text-muted">
                    ({step.pressurePsi} psi, {step.voltageKv} kV)
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </ProtocolSection>
      </div>
      <ProtocolSection number={5} title="Notes">
        <ul className="list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-muted marker:text-slate-400">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </ProtocolSection>
    </div>
  );
}

function ProtocolSection({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h4 className="flex items-center gap-2 font-semibold text-ink">
        <span className="flex h-6 w-6 items-center justify-center rounded-full bg-primary text-xs text-white">{number}</span>
        {title}
      </h4>
      {children}
    </section>
  );
}
