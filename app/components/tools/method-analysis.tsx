import type { GeneratedMethod } from "~/tools/cr3520-method";
import { InstructionSection, InstructionSteps } from "./instruction-parts";
import { MethodTimelineChart } from "./method-timeline-chart";

/** Mass differences to the main isoform that identify common charge variants of antibodies (average masses). */
const VARIANT_SHIFTS: ReadonlyArray<{ variant: string; shift: string; charge: "acidic" | "basic" }> = [
  { variant: "C-terminal lysine (per K)", shift: "+128.17 Da", charge: "basic" },
  { variant: "Deamidation (N → D)", shift: "+0.98 Da", charge: "acidic" },
  { variant: "Glycation (hexose on K)", shift: "+162.14 Da", charge: "acidic" },
  { variant: "Sialylation (per NeuAc)", shift: "+291.26 Da", charge: "acidic" },
  { variant: "ADC: lysine-linked MCC-DM1 (per drug)", shift: "≈ +957 Da", charge: "acidic" },
];

/** The Analysis tab: the five-step sequence as a chart and a table, then how to read the data. */
export function MethodAnalysis({ method }: { method: GeneratedMethod }) {
  const acquisition = method.sequence.filter((step) => step.msAcquisition);
  const msWindow = acquisition.length > 0 ? `${acquisition[0].startMin}–${acquisition[acquisition.length - 1].endMin} min` : "the mobilisation step";
  return (
    <div className="space-y-10">
      <section aria-labelledby="analysis-sequence-heading" className="space-y-4">
        <h3 id="analysis-sequence-heading" className="text-lg font-semibold text-ink">
          Analysis sequence: {method.timelineMin} min per injection
        </h3>
        <MethodTimelineChart method={method} />
        <ol className="space-y-3 sm:hidden">
          {method.sequence.map((step) => (
            <li key={step.step} className="rounded-lg border border-line p-3">
              <p className="font-medium text-ink">
                <span className="font-mono text-muted">{step.step}.</span> {step.name}
                {step.msAcquisition && <span className="ml-2 rounded bg-accent-soft px-1.5 py-0.5 text-xs font-semibold text-accent">MS on</span>}
              </p>
              <p className="mt-1 font-mono text-xs tabular-nums text-ink">
                {step.pressurePsi} psi · {step.voltageKv} kV · {step.durationMin} min ({step.startMin}–{step.endMin})
              </p>
              <p className="mt-1 text-xs leading-relaxed text-muted">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="hidden overflow-x-auto rounded-lg border border-line sm:block">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">The five steps of the analysis sequence</caption>
            <thead className="bg-subtle text-left text-xs text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Step
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  What happens
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Pressure
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Voltage
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Time
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Window
                </th>
              </tr>
            </thead>
            <tbody>
              {method.sequence.map((step) => (
                <tr key={step.step} className="border-t border-line align-top" data-testid="sequence-step">
                  <td className="px-3 py-2.5 font-mono text-muted">{step.step}</td>
                  <td className="px-3 py-2.5">
                    <p className="font-medium text-ink">
                      {step.name}
                      {step.msAcquisition && <span className="ml-2 rounded bg-accent-soft px-1.5 py-0.5 text-xs font-semibold text-accent">MS on</span>}
                    </p>
                    <p className="mt-0.5 text-xs leading-relaxed text-muted">{step.description}</p>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-right font-mono tabular-nums">{step.pressurePsi} psi</td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-right font-mono tabular-nums">{step.voltageKv} kV</td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-right font-mono tabular-nums">{step.durationMin} min</td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-right font-mono tabular-nums text-muted">
                    {step.startMin}–{step.endMin}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <div className="grid gap-8 lg:grid-cols-2">
        <InstructionSection title="Reading the data">
          <InstructionSteps
            steps={[
              `Extract the base-peak electropherogram over the MS window, ${msWindow}. Mobilisation pushes the focused zones towards the cathode end at the emitter, so the most basic variants arrive first and the most acidic last.`,
              `Average the spectra under each peak and deconvolute the charge-state envelope (${method.ms.massRangeText}) to a neutral mass. For a quick check from two or more charge states, use the Intact Mass tool.`,
              "Assign each variant from its mass difference to the main isoform (table).",
              "Calibrate the pI axis with a straight line through the pI markers' migration times, and report each variant's pI and its share of the total peak area as % acidic, main and basic.",
            ]}
          />
        </InstructionSection>
        <InstructionSection title="Common charge variants">
          <div className="overflow-hidden rounded-lg border border-line">
            <table className="w-full text-sm">
              <caption className="sr-only">Mass shifts of common charge variants</caption>
              <thead className="bg-subtle text-left text-xs text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Variant
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Mass shift
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Elutes as
                  </th>
                </tr>
              </thead>
              <tbody>
                {VARIANT_SHIFTS.map((row) => (
                  <tr key={row.variant} className="border-t border-line">
                    <td className="px-3 py-2 text-ink">{row.variant}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right font-mono tabular-nums">{row.shift}</td>
                    <td className="px-3 py-2 text-right text-muted">{row.charge}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-xs leading-relaxed text-muted">
            Deamidation is too small to resolve in an intact mass spectrum: it is recognised by its lower pI next to a main-peak mass.
          </p>
        </InstructionSection>
      </div>
    </div>
  );
}
