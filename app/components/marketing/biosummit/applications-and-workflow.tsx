import { platformApplications, platformWorkflow } from "~/content/biosummit";
import { CheckList } from "../check-list";
import { NumberedSteps } from "../numbered-steps";
import { SectionHeading } from "../page-section";

/** What BioSummit is for, beside how a run goes from vial to report. */
export function ApplicationsAndWorkflow() {
  return (
    <div className="border-y border-line bg-subtle py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:gap-16 lg:px-8">
        <section id="applications" aria-labelledby="applications-heading" className="scroll-mt-20">
          <SectionHeading headingId="applications-heading" eyebrow="Use Cases" title={platformApplications.title} />
          <CheckList
            items={platformApplications.items}
            className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-1"
            itemClassName="flex gap-3 rounded-lg border border-line bg-white p-4 text-ink shadow-sm"
          />
        </section>
        <section id="workflow" aria-labelledby="workflow-heading" className="scroll-mt-20">
          <SectionHeading headingId="workflow-heading" eyebrow="Workflow" title={platformWorkflow.title} />
          <NumberedSteps steps={platformWorkflow.items} heading="h3" layout="rows" className="mt-8 grid gap-4" />
        </section>
      </div>
    </div>
  );
}
