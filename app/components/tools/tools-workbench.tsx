import { clsx } from "clsx";
import { Tabs } from "radix-ui";
import { type ReactNode, useState } from "react";
import { useLocation } from "react-router";
import { methodFromQuery } from "~/tools/cr3520-method";
import { AntibodyWeightPanel } from "./antibody-weight-panel";
import { CapillaryVolumePanel } from "./capillary-volume-panel";
import { InjectionVolumePanel } from "./injection-volume-panel";
import { IntactMassPanel } from "./intact-mass-panel";
import { MethodAssistantPanel } from "./method-assistant-panel";
import { replaceUrlSearch } from "./replace-url-search";
import { SequencePredictorPanel } from "./sequence-predictor-panel";
import { TOOL_CATALOG, type ToolId, isToolId, selectedToolFromSearch, toolSearch } from "./tool-catalog";

/**
 * The six tools as tabs. The selected tool comes from the link (?tool=… or ?method=cr3520) and is
 * written back to the address bar. A router navigation (e.g. the Tools menu entry) starts afresh.
 */
export function ToolsWorkbench() {
  const location = useLocation();
  return <ToolTabs key={location.key} search={location.search} />;
}

function ToolTabs({ search }: { search: string }) {
  const [selected, setSelected] = useState<ToolId>(() => selectedToolFromSearch(search));
  const [methodParams] = useState(() =>
    selectedToolFromSearch(search) === "method-assistant" ? methodFromQuery(new URLSearchParams(search)).params : {},
  );

  function select(value: string) {
    if (!isToolId(value)) return;
    setSelected(value);
    replaceUrlSearch(toolSearch(value));
  }

  return (
    <Tabs.Root value={selected} onValueChange={select}>
      <Tabs.List aria-label="Scientific tools" className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-6">
        {TOOL_CATALOG.map((tool) => {
          const Icon = tool.icon;
          return (
            <Tabs.Trigger
              key={tool.id}
              value={tool.id}
              className={clsx(
                "group flex min-h-14 items-center gap-2.5 rounded-xl border bg-white p-2.5 text-left shadow-sm transition",
                "sm:min-h-24 sm:flex-col sm:items-start sm:gap-2 sm:p-4",
                "border-line hover:border-blue-300 hover:shadow-md",
                "data-[state=active]:border-primary data-[state=active]:bg-primary-soft data-[state=active]:ring-1 data-[state=active]:ring-primary",
              )}
            >
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg sm:h-9 sm:w-9 bg-primary-soft text-primary transition-colors group-data-[state=active]:bg-primary group-data-[state=active]:text-white">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <span className="text-[13px] font-semibold leading-tight text-ink sm:text-sm sm:leading-snug group-data-[state=active]:text-primary">{tool.name}</span>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <ToolPanel value="capillary-volume">
        <CapillaryVolumePanel />
      </ToolPanel>
      <ToolPanel value="injection-volume">
        <InjectionVolumePanel />
      </ToolPanel>
      <ToolPanel value="intact-mass">
        <IntactMassPanel />
      </ToolPanel>
      <ToolPanel value="antibody-weight">
        <AntibodyWeightPanel />
      </ToolPanel>
      <ToolPanel value="sequence-predictor">
        <SequencePredictorPanel />
      </ToolPanel>
      <ToolPanel value="method-assistant">
        <MethodAssistantPanel initialParams={methodParams} />
      </ToolPanel>
    </Tabs.Root>
  );
}

/** Every tool stays mounted while another is shown, so switching tools keeps what was typed. */
function ToolPanel({ value, children }: { value: ToolId; children: ReactNode }) {
  return (
    <Tabs.Content value={value} forceMount className="mt-6 data-[state=inactive]:hidden sm:mt-8">
      {children}
    </Tabs.Content>
  );
}
