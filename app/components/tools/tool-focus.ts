/**
 * A link from one tool to another (the antibody tool's "Check observed masses…", "Plan a cIEF-MS
 * method…") lands on the tool it opens: the workbench focuses that tool's heading and scrolls its
 * card into view, instead of leaving the reader at the top of /tools. The links say so in their
 * router state, so the Tools menu entry and a typed address still open the page at its top.
 */
export const LAND_ON_TOOL_STATE = { landOnTool: true } as const;

export function landsOnTool(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { landOnTool?: unknown }).landOnTool === true;
}

/** The id of a tool's heading (its h2, focusable with tabIndex -1). */
export function toolHeadingId(tool: string): string {
  return `tool-heading-${tool}`;
}

/** Focuses a tool's heading and brings its card to the top of the window (below the sticky header). */
export function focusToolHeading(tool: string) {
  const heading = document.getElementById(toolHeadingId(tool));
  if (!heading) return;
  heading.focus({ preventScroll: true });
  (heading.closest("article") ?? heading).scrollIntoView({ block: "start" });
}
