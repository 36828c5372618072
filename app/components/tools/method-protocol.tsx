import type { ReactNode } from "react";
import { type GeneratedMethod } from "~/tools/cr3520-method";
import { DEFAULT_PROJECT_NAME } from "~/tools/cr3520-options";
import { ADC_NOTE, CIEF_MS_SOURCES, FRAGMENTOR_VENDOR_NOTE, PROTOCOL_NOTES } from "~/tools/cr3520-protocol-content";
import { formatGrouped } from "~/tools/tool-result";
import { ResultFacts, ToolTable } from "./result-parts";

/** The Protocol tab: the generated method as a lab protocol, matching the exported text protocol. */
export function MethodProtocol({ method }: { method: GeneratedMethod }) {
  const prep = method.samplePreparation;
  const mix = method.masterMix;
  const ladder = method.antibody?.chargeLadder;
  const notes = method.protein.value === "adc" ? [...PROTOCOL_NOTES, ADC_NOTE] : PROTOCOL_NOTES;
  return (
    <div className="space-y-8">
      <header>
        <h3 className="text-lg font-semibold text-ink">CR3520 cIEF-MS protocol: {method.projectName || DEFAULT_PROJECT_NAME}</h3>
        <p className="mt-1 text-sm text-muted">
          {method.protein.label} · {method.concentration.label} · {method.piRange.label}
        </p>
      </header>
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
        <ToolTable
          className="overflow-x-auto"
          tableClassName="min-w-[36rem]"
          testId="master-mix"
          caption={`Master mix for ${mix.preparedVolumeUl} µL prepared sample (${mix.sampleUl} µL sample + ${mix.masterMixUl} µL master mix)`}
          captionClassName="px-3 pt-3 text-left text-sm font-semibold text-ink"
          columns={[{ label: "Component" }, { label: "Stock" }, { label: "Final" }, { label: "Volume", numeric: true }]}
        >
          {mix.components.map((component) => (
            <tr key={component.name} className="border-t border-line align-top">
              <td className="px-3 py-2">
                <p className="font-medium text-ink">{component.name}</p>
                <p className="text-xs leading-relaxed text-muted">{component.role}</p>
              </td>
              <td className="px-3 py-2 text-muted">{component.stock}</td>
              <td className="whitespace-nowrap px-3 py-2 text-ink">{component.final}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right font-mono tabular-nums text-ink">{formatGrouped(component.volumeUl, 2)} µL</td>
            </tr>
          ))}
        </ToolTable>
        <p className="text-xs leading-relaxed text-muted">{mix.note}</p>
      </ProtocolSection>
      <div className="grid gap-8 lg:grid-cols-2">
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
              ...(ladder ? [{ label: "m/z window of the charge ladder", value: ladder.windowText }] : []),
              { label: "Fragmentor", value: `${method.ms.fragmentorV} V` },
              { label: "Acquisition", value: method.ms.acquisitionText },
              { label: "Polarity, ESI voltage", value: `${method.ms.polarity}, ${method.ms.esiVoltageText}` },
            ]}
          />
          <p className="text-xs leading-relaxed text-muted" data-testid="fragmentor-note">
            {FRAGMENTOR_VENDOR_NOTE}
          </p>
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
      <ProtocolSection number={5} title="Solutions">
        <ul className="grid gap-4 md:grid-cols-3" data-testid="protocol-solutions">
          {method.solutions.map((solution) => (
            <li key={solution.role} className="rounded-lg border border-line p-4">
              <p className="font-semibold text-ink">{solution.name}</p>
              <p className="mt-1 text-sm text-ink">{solution.composition}</p>
              <p className="mt-2 text-xs leading-relaxed text-muted">{solution.use}</p>
              <p className="mt-1 text-xs leading-relaxed text-muted">{solution.note}</p>
            </li>
          ))}
        </ul>
      </ProtocolSection>
      <ProtocolSection number={6} title="Notes">
        <ul className="list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-muted marker:text-slate-400">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        <details className="text-xs leading-relaxed text-muted">
          <summary className="cursor-pointer font-medium text-ink">Sources</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {CIEF_MS_SOURCES.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        </details>
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
