import { clsx } from "clsx";
import type { ReactNode } from "react";
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

/** A card led by its icon tile: a title and a short text, then whatever the card adds (a button). */
export function IconCard({
  card,
  tone,
  className,
  textClassName = "mt-2 leading-7 text-muted",
  children,
}: {
  card: { icon: IconName; title: string; text: string };
  tone?: keyof typeof tones;
  className?: string;
  textClassName?: string;
  children?: ReactNode;
}) {
  return (
    <li className={clsx("rounded-xl border border-line bg-white p-6 shadow-sm", className)}>
      <IconTile name={card.icon} tone={tone} />
      <h3 className="mt-5 text-lg font-semibold text-ink">{card.title}</h3>
      <p className={textClassName}>{card.text}</p>
      {children}
    </li>
  );
}
