import { workflowTab } from "~/content/agilent-platform";
import { NumberedSteps } from "../numbered-steps";
import { PanelHeading } from "./panel-heading";

export function WorkflowPanel() {
  return (
    <>
      <PanelHeading title={workflowTab.title} intro={workflowTab.intro} />
      <NumberedSteps steps={workflowTab.steps} heading="h4" layout="cards" className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-5" />
    </>
  );
}
