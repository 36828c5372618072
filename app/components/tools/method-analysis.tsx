import { type ChargeLadder } from "~/tools/cr3520-antibody-context";
import { type GeneratedMethod } from "~/tools/cr3520-method";
import { VARIANT_ASSIGNMENTS } from "~/tools/cr3520-protocol-content";
import { InstructionSection, InstructionSteps } from "./instruction-parts";
import { MethodTimelineChart } from "./method-timeline-chart";
import { ToolTable } from "./result-parts";

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
        <ToolTable
          className="hidden overflow-x-auto sm:block"
          tableClassName="min-w-[40rem]"
          caption="The five steps of the analysis sequence"
          columns={[
            { label: "Step" },
            { label: "What happens" },
            { label: "Pressure", numeric: true },
            { label: "Voltage", numeric: true },
            { label: "Time", numeric: true },
            { label: "Window", numeric: true },
          ]}
        >
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
        </ToolTable>
      </section>
      {method.antibody?.chargeLadder && <ChargeLadderSection ladder={method.antibody.chargeLadder} massRange={method.ms.massRangeText} />}
      <div className="grid gap-8 lg:grid-cols-2">
        <InstructionSection title="Reading the data">
          <InstructionSteps
            steps={[
              `Extract the base-peak electropherogram over the MS window, ${msWindow}. Mobilisation pushes the focused zones towards the cathode end at the emitter, so the most basic variants arrive first and the most acidic last.`,
              `Average the spectra under each peak and deconvolute the charge-state envelope (${method.ms.massRangeText}) to a neutral mass. For a quick check from two or more charge states, use the Intact Mass tool.`,
              "Assign each variant by what intact cIEF-MS resolves (table): charge variants by where they focus (pI), glycoforms, lysine variants and drug loads by their mass difference to the main isoform. Deamidation (+0.98 Da) is not resolved in an intact spectrum: it is the acidic peak with the main-peak mass.",
              "Calibrate the pI axis with a straight line through the pI markers' migration times, and report each variant's pI and its share of the total peak area as % acidic, main and basic.",
            ]}
          />
        </InstructionSection>
        <InstructionSection title="Assigning variants">
          <ul className="space-y-2 sm:hidden" data-testid="variant-assignments-list">
            {VARIANT_ASSIGNMENTS.map((row) => (
              <li key={row.variant} className="rounded-lg border border-line p-3 text-sm">
                <p className="font-medium text-ink">{row.variant}</p>
                <p className="mt-1 font-mono text-xs tabular-nums text-ink">
                  {row.massShift} · {row.piShift === "none" ? "same pI" : row.piShift} · assign by {row.assignBy}
                </p>
                <p className="mt-1 text-xs leading-relaxed text-muted">{row.note}</p>
              </li>
            ))}
          </ul>
          <ToolTable
            className="hidden overflow-x-auto sm:block"
            tableClassName="min-w-[28rem]"
            testId="variant-assignments"
            caption="How intact cIEF-MS assigns common antibody variants"
            columns={[{ label: "Variant" }, { label: "Mass shift", numeric: true }, { label: "Focuses" }, { label: "Assign by" }]}
          >
            {VARIANT_ASSIGNMENTS.map((row) => (
              <tr key={row.variant} className="border-t border-line align-top">
                <td className="px-3 py-2">
                  <p className="text-ink">{row.variant}</p>
                  <p className="text-xs leading-relaxed text-muted">{row.note}</p>
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right font-mono tabular-nums">{row.massShift}</td>
                <td className="px-3 py-2 text-muted">{row.piShift === "none" ? "same pI" : row.piShift}</td>
                <td className="px-3 py-2 font-medium text-ink">{row.assignBy}</td>
              </tr>
            ))}
          </ToolTable>
        </InstructionSection>
      </div>
    </div>
  );
}

/** The expected charge states of the antibody's mass, and the m/z window to acquire. */
function ChargeLadderSection({ ladder, massRange }: { ladder: ChargeLadder; massRange: string }) {
  return (
    <section aria-labelledby="charge-ladder-heading" className="space-y-3">
      <h3 id="charge-ladder-heading" className="text-lg font-semibold text-ink">
        Expected charge ladder: acquire {ladder.windowText}
      </h3>
      <p className="text-sm leading-relaxed text-muted">
        {ladder.assumption} {ladder.withinMassRange ? `The window lies inside the method's ${massRange}.` : `Widen the method's ${massRange} to cover it.`}
      </p>
      <ul className="grid grid-cols-3 gap-1.5 text-xs sm:grid-cols-5 lg:grid-cols-7" data-testid="charge-ladder">
        {ladder.rungs.map((rung) => (
          <li key={rung.z} className="flex justify-between gap-2 rounded border border-line px-2 py-1 font-mono tabular-nums">
            <span className="text-muted">{rung.z}+</span>
            <span className="text-ink">{rung.mzText}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
