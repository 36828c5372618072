import Calculator from "lucide-react/icons/calculator";
import ChartScatter from "lucide-react/icons/chart-scatter";
import Cylinder from "lucide-react/icons/cylinder";
import Dna from "lucide-react/icons/dna";
import FlaskConical from "lucide-react/icons/flask-conical";
import Syringe from "lucide-react/icons/syringe";
import type { LucideIcon } from "lucide-react";
import { METHOD_QUERY_VALUE } from "~/tools/method-link";

export type ToolId = "capillary-volume" | "injection-volume" | "intact-mass" | "antibody-weight" | "sequence-predictor" | "method-assistant";

export interface ToolEntry {
  readonly id: ToolId;
  readonly name: string;
  readonly summary: string;
  readonly icon: LucideIcon;
}

/** The six tools in the order and with the names of spec §2. */
export const TOOL_CATALOG: readonly ToolEntry[] = [
  {
    id: "capillary-volume",
    name: "Capillary Volume",
    summary: "Internal volume of a separation capillary from its inner diameter and length.",
    icon: Cylinder,
  },
  {
    id: "injection-volume",
    name: "Injection Volume",
    summary: "Volume and plug length of a hydrodynamic (pressure) injection, by Hagen–Poiseuille.",
    icon: Syringe,
  },
  {
    id: "intact-mass",
    name: "Intact Mass",
    summary: "Neutral mass from several m/z and charge-state pairs, with their mean and spread.",
    icon: ChartScatter,
  },
  {
    id: "antibody-weight",
    name: "Antibody Molecular Weight",
    summary: "Polypeptide mass of an IgG (2 heavy + 2 light chains) from its amino-acid sequences.",
    icon: Calculator,
  },
  {
    id: "sequence-predictor",
    name: "Antibody Sequence Predictor",
    summary: "Match a HER2 epitope to the therapeutic antibodies that bind it, with their sequences.",
    icon: Dna,
  },
  {
    id: "method-assistant",
    name: "CR3520 cIEF-MS Method Assistant",
    summary: "A complete cIEF-MS charge-variant method from three choices, ready to export and share.",
    icon: FlaskConical,
  },
];

export const DEFAULT_TOOL: ToolId = "capillary-volume";

export function isToolId(value: string | null): value is ToolId {
  return TOOL_CATALOG.some((tool) => tool.id === value);
}

export function toolEntry(id: ToolId): ToolEntry {
  return TOOL_CATALOG.find((tool) => tool.id === id)!;
}

/** `?method=cr3520` opens the assistant (spec §2); otherwise `?tool=<id>`, else the first tool. */
export function selectedToolFromSearch(search: string): ToolId {
  const query = new URLSearchParams(search);
  if (query.get("method")?.trim().toLowerCase() === METHOD_QUERY_VALUE) return "method-assistant";
  const tool = query.get("tool");
  return isToolId(tool) ? tool : DEFAULT_TOOL;
}

export function toolSearch(id: ToolId): string {
  return `?tool=${id}`;
}
