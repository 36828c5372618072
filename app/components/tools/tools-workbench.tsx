import { clsx } from "clsx";
import { Tabs } from "radix-ui";
import { type ComponentType, lazy, type ReactNode, startTransition, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { replaceUrlSearch } from "./replace-url-search";
import { TOOL_CATALOG, type ToolId, isToolId, selectedToolFromSearch } from "./tool-catalog";
import { focusToolHeading, landsOnTool } from "./tool-focus";
import { currentToolSearch } from "./tool-permalink";

/**
 * Each tool is its own chunk: the page loads and hydrates the tool it opens with, and fetches the
 * others once the browser is idle, so that switching is instant without making the first load pay
 * for six tools.
 */
/** `linkSearch`: the query of the link the page was opened with, for the tool it opened (else ""). */
type ToolPanelComponent = ComponentType<{ linkSearch: string }>;
const panelModules: Record<ToolId, () => Promise<ToolPanelComponent>> = {
  "capillary-volume": () => import("./capillary-volume-panel").then((m) => m.CapillaryVolumePanel),
  "injection-volume": () => import("./injection-volume-panel").then((m) => m.InjectionVolumePanel),
  "intact-mass": () => import("./intact-mass-panel").then((m) => m.IntactMassPanel),
  "antibody-weight": () => import("./antibody-weight-panel").then((m) => m.AntibodyWeightPanel),
  "sequence-predictor": () => import("./sequence-predictor-panel").then((m) => m.SequencePredictorPanel),
  "method-assistant": () => import("./method-assistant-panel").then((m) => m.MethodAssistantPanel),
};
const panels = new Map<ToolId, ToolPanelComponent>(TOOL_CATALOG.map(({ id }) => [id, lazy(() => panelModules[id]().then((Panel) => ({ default: Panel })))]));

/**
 * The six tools as tabs. The selected tool comes from the link (?tool=… or ?method=cr3520) and is
 * written back to the address bar. A router navigation (e.g. the Tools menu entry) starts afresh.
 */
export function ToolsWorkbench() {
  const location = useLocation();
  return <ToolTabs key={location.key} search={location.search} landOnTool={landsOnTool(location.state)} />;
}

/** `landOnTool`: a link from another tool opened this one, so its heading takes focus once it is there. */
function ToolTabs({ search, landOnTool }: { search: string; landOnTool: boolean }) {
  const [selected, setSelected] = useState<ToolId>(() => selectedToolFromSearch(search));
  // tools opened so far: mounted from then on (hidden when another is shown), so what was typed stays
  const [opened, setOpened] = useState<ReadonlySet<ToolId>>(() => new Set([selected]));

  // One tool per idle period: asking for a tool's code adds a <link rel="modulepreload"> per module
  // it needs (Vite's preload helper), and all six at once made a 70 ms task on a throttled phone.
  useEffect(() => {
    const queue = Object.values(panelModules);
    let cancel = whenIdle(function prefetchNext() {
      const load = queue.shift();
      if (!load) return;
      void load().catch(() => {});
      cancel = whenIdle(prefetchNext);
    });
    return () => cancel();
  }, []);

  function select(value: string) {
    if (!isToolId(value)) return;
    replaceUrlSearch(currentToolSearch(value));
    // a transition: the current tool stays on screen until the next one's code is there
    startTransition(() => {
      setSelected(value);
      setOpened((before) => (before.has(value) ? before : new Set(before).add(value)));
    });
  }

  // `search` is the link the page was opened with: this component is keyed by the router's location
  const openedByLink = selectedToolFromSearch(search);

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
              <span className="text-[13px] font-semibold leading-tight text-ink sm:text-sm sm:leading-snug group-data-[state=active]:text-primary">
                {tool.name}
              </span>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {TOOL_CATALOG.map(({ id }) => {
        const Panel = panels.get(id)!;
        return (
          <ToolPanel key={id} value={id} focusWhenReady={landOnTool && id === openedByLink}>
            {opened.has(id) && <Panel linkSearch={id === openedByLink ? search : ""} />}
          </ToolPanel>
        );
      })}
    </Tabs.Root>
  );
}

/**
 * Every tool opened stays mounted while another is shown, so switching tools keeps what was typed.
 * The panel is `aria-busy` until its tool has hydrated (its code arrives after the page's); a tool
 * opened by a link from another tool then takes focus.
 */
function ToolPanel({ value, focusWhenReady, children }: { value: ToolId; focusWhenReady: boolean; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  // after the router's scroll reset to the top, and once the tool's code is there
  useEffect(() => {
    if (ready && focusWhenReady) focusToolHeading(value);
  }, [ready, focusWhenReady, value]);
  return (
    <Tabs.Content value={value} forceMount aria-busy={!ready} className="mt-6 data-[state=inactive]:hidden sm:mt-8">
      {children && (
        <Suspense fallback={<p className="py-16 text-center text-sm text-muted">Loading the tool…</p>}>
          {children}
          <OnMounted run={setReady} />
        </Suspense>
      )}
    </Tabs.Content>
  );
}

/** Calls `run(true)` once the Suspense boundary around it has mounted or hydrated. */
function OnMounted({ run }: { run: (mounted: true) => void }) {
  useEffect(() => run(true), [run]);
  return null;
}

/** Runs `task` when the browser is idle (at the latest after 3 s); returns what cancels it. */
function whenIdle(task: () => void): () => void {
  if (!("requestIdleCallback" in window)) {
    const timer = setTimeout(task, 1_000);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, { timeout: 3_000 });
  return () => cancelIdleCallback(handle);
}
