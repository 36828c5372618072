import { workflowTab } from "~/content/agilent-platform";
import { PanelHeading } from "./panel-heading";

export function WorkflowPanel() {
  return (
    <>
      <PanelHeading title={workflowTab.title} intro={workflowTab.intro} />
      <ol className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-5">
        {workflowTab.steps.map((step) => (
          <li key={step.step} className="relative rounded-xl border border-line bg-white p-6 shadow-sm">
            <span className="flex h-9 w-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-white" aria-hidden>
              {step.step}
            </span>
            <h4 className="mt-4 font-semibold text-ink">
              <span className="sr-only">Step {step.step}: </span>
              {step.title}
            </h4>
            <p className="mt-2 text-sm leading-6 text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
