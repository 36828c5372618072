import { useEffect, useState } from "react";
import { replaceUrlSearch } from "./replace-url-search";
import { type ToolId, toolSearch } from "./tool-catalog";

/**
 * Permalinks of the tools: a tool's inputs live in the address bar as
 * `?tool=<id>&<input>=<value>…`, so a calculation can be reloaded, bookmarked and shared.
 *
 * A tool writes its link when it calculates (the committed inputs, not every keystroke), reads it back
 * from its `linkSearch` prop when the page was opened with it, and offers "Copy link"
 * (copy-link-button.tsx). The workbench switches back to a tool's last link when its tab is chosen
 * again, so moving between tools keeps every tool's link.
 */
export type ToolLinkInputs = Readonly<Record<string, string | number | readonly (string | number)[] | null | undefined>>;

/** `?tool=<id>&…` with the non-empty inputs in the order given; list values repeat their name. */
export function toolLinkSearch(tool: ToolId, inputs: ToolLinkInputs): string {
  const query = new URLSearchParams(toolSearch(tool).slice(1));
  for (const [name, value] of Object.entries(inputs)) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) {
      const text = one === null || one === undefined ? "" : String(one).trim();
      if (text !== "") query.append(name, text);
    }
  }
  return `?${query.toString()}`;
}

/** The link's query for the tool it opened; empty when the page was not opened on this tool. */
export function readToolLink(linkSearch: string): URLSearchParams {
  return new URLSearchParams(linkSearch);
}

/** An absolute address for the tool's link, as "Copy link" puts it on the clipboard. */
export function absoluteToolLink(search: string): string {
  return `${window.location.origin}${window.location.pathname}${search}`;
}

const lastSearchByTool = new Map<ToolId, string>();

/** The address a tool's tab shows when chosen: its last written link, else plain `?tool=<id>`. */
export function currentToolSearch(tool: ToolId): string {
  return lastSearchByTool.get(tool) ?? toolSearch(tool);
}

/**
 * Writes `search` (from toolLinkSearch) to the address bar whenever it changes, and remembers it for
 * the tool's tab. Pass null while there is nothing to link (no calculation yet).
 */
export function useToolPermalink(tool: ToolId, search: string | null) {
  useEffect(() => {
    if (search === null) return;
    lastSearchByTool.set(tool, search);
    if (new URLSearchParams(window.location.search).get("tool") === tool || window.location.search === "") replaceUrlSearch(search);
  }, [tool, search]);
}

/**
 * A calculator's committed calculation: computed on the inputs the page was opened with when the
 * link had them all, then on each `commit` (the form's submit). The inputs of a successful one
 * (`linkInputs`) become the tool's permalink, which stays until the next success.
 */
export function useToolCalculation<I, R extends { readonly ok: boolean }>(
  tool: ToolId,
  opened: { input: I; complete: boolean },
  calculate: (input: I) => R,
  linkInputs: (input: I) => ToolLinkInputs,
) {
  const calculationOf = (input: I) => {
    const result = calculate(input);
    return { result, search: result.ok ? toolLinkSearch(tool, linkInputs(input)) : null };
  };
  const [calculation, setCalculation] = useState(() => (opened.complete ? calculationOf(opened.input) : null));
  const [lastSearch, setLastSearch] = useState<string | null>(() => calculation?.search ?? null);
  useToolPermalink(tool, lastSearch);

  function commit(input: I) {
    const next = calculationOf(input);
    setCalculation(next);
    if (next.search) setLastSearch(next.search);
  }

  return { result: calculation?.result ?? null, lastSearch, commit };
}
