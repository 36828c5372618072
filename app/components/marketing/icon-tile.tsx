import { clsx } from "clsx";
import type { IconName } from "~/content/brand-aware";
import { ContentIcon } from "./content-icon";

const tones = {
  primary: "bg-primary-soft text-primary ring-1 ring-blue-100",
  accent: "bg-accent-soft text-accent ring-1 ring-teal-100",
  onDark: "bg-white/10 text-teal-200 ring-1 ring-white/15",
} as const;

/** A content icon on a soft rounded square, as cards show it. */
export function IconTile({ name, tone = "primary", className }: { name: IconName; tone?: keyof typeof tones; className?: string }) {
  return (
    <span className={clsx("inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg", tones[tone], className)}>
      <ContentIcon name={name} className="h-5 w-5" />
    </span>
  );
}
