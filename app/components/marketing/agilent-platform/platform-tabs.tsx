import { Tabs } from "radix-ui";
import { defaultPartnerPlatformTab, partnerPlatformTabs, type PartnerPlatformTabId } from "~/content/agilent-platform";
import { ApplicationsPanel } from "./applications-panel";
import { PerformancePanel } from "./performance-panel";
import { SupportPanel } from "./support-panel";
import { WorkflowPanel } from "./workflow-panel";
import { ContentWidthSection } from "../page-section";

const panels: Record<PartnerPlatformTabId, () => React.JSX.Element> = {
  applications: ApplicationsPanel,
  workflow: WorkflowPanel,
  performance: PerformancePanel,
  support: SupportPanel,
};

/**
 * Applications (default), Workflow, Performance and Support. Every panel is rendered into the
 * page (inactive ones hidden) so search engines and readers without JavaScript get the whole text.
 */
export function PlatformTabs() {
  return (
    <ContentWidthSection headingId="platform-details-heading" className="render-when-visible bg-white py-16 sm:py-20">
      <h2 id="platform-details-heading" className="sr-only">
        Platform details
      </h2>
      <Tabs.Root defaultValue={defaultPartnerPlatformTab}>
        <Tabs.List aria-label="Platform details" className="flex gap-1 overflow-x-auto rounded-xl border border-line bg-subtle p-1 sm:inline-flex">
          {partnerPlatformTabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className="flex-1 whitespace-nowrap rounded-lg px-4 py-2.5 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-primary data-[state=active]:shadow-sm sm:flex-none sm:px-6"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {partnerPlatformTabs.map((tab) => {
          const Panel = panels[tab.id];
          return (
            <Tabs.Content key={tab.id} value={tab.id} forceMount className="mt-10 data-[state=inactive]:hidden">
              <Panel />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </ContentWidthSection>
  );
}
