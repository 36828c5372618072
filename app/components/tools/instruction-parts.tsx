import type { ReactNode } from "react";

/** Numbered how-to steps of an Instructions tab. */
export function InstructionSteps({ steps }: { steps: readonly ReactNode[] }) {
  return (
    <ol className="space-y-3">
      {steps.map((step, index) => (
        <li key={index} className="flex gap-3 text-sm leading-relaxed text-ink">
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary-soft font-mono text-xs font-semibold text-primary">
            {index + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** A formula set apart, in monospace. */
export function FormulaBlock({ children }: { children: ReactNode }) {
  return <p className="overflow-x-auto rounded-lg border border-line bg-subtle px-4 py-3 font-mono text-sm text-ink">{children}</p>;
}

/** A titled block of an Instructions tab. */
export function InstructionSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

/** The section every tool's Instructions tab opens with: how to use the tool, step by step. */
export function HowToUse({ steps }: { steps: readonly ReactNode[] }) {
  return (
    <InstructionSection title="How to use it">
      <InstructionSteps steps={steps} />
    </InstructionSection>
  );
}
