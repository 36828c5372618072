import { Tabs } from "radix-ui";
import type { ReactNode } from "react";

/**
 * The inner tabs of a tool (e.g. Calculator / Instructions), a segmented control; arrow keys move
 * between them. `tabs` maps each tab's value to its label, in the order they are shown.
 */
export function ToolTabsList({ label, tabs }: { label: string; tabs: Readonly<Record<string, string>> }) {
  return (
    <Tabs.List aria-label={label} className="mb-6 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex">
      {Object.entries(tabs).map(([value, tabLabel]) => (
        <ToolTabsTrigger key={value} value={value}>
          {tabLabel}
        </ToolTabsTrigger>
      ))}
    </Tabs.List>
  );
}

function ToolTabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Trigger
      value={value}
      className="flex-1 rounded-md px-3 py-1.5 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-primary data-[state=active]:shadow-sm sm:flex-none sm:px-4"
    >
      {children}
    </Tabs.Trigger>
  );
}

export function ToolTabsContent({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="focus-visible:outline-offset-4">
      {children}
    </Tabs.Content>
  );
}
