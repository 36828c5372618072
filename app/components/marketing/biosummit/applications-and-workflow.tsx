import { applicationsTitle, platformApplications, platformWorkflow, workflowTitle } from "~/content/biosummit";
import { CheckList } from "../check-list";
import { SectionHeading } from "../page-section";

/** What BioSummit is for, beside how a run goes from vial to report. */
export function ApplicationsAndWorkflow() {
  return (
    <div className="border-y border-line bg-subtle py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:gap-16 lg:px-8">
        <section id="applications" aria-labelledby="applications-heading" className="scroll-mt-20">
          <SectionHeading headingId="applications-heading" eyebrow="Use Cases" title={applicationsTitle} />
          <CheckList
            items={platformApplications}
            className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-1"
            itemClassName="flex gap-3 rounded-lg border border-line bg-white p-4 text-ink shadow-sm"
          />
        </section>
        <section id="workflow" aria-labelledby="workflow-heading" className="scroll-mt-20">
          <SectionHeading headingId="workflow-heading" eyebrow="Workflow" title={workflowTitle} />
          <ol className="mt-8 grid gap-4">
            {platformWorkflow.map((step) => (
              <li key={step.step} className="flex gap-4 rounded-lg border border-line bg-white p-4 shadow-sm">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white" aria-hidden>
                  {step.step}
                </span>
                <div>
                  <h3 className="font-semibold text-ink">
                    <span className="sr-only">Step {step.step}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-1 leading-7 text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
