import type { ReactNode } from "react";
import { UnbrokenTerms } from "./unbroken-terms";

/**
 * A card of a marketing grid: what leads it (an icon tile, a row of badges), its title and text,
 * then whatever it adds (a list, a link). The classes default to the documentation and BioSummit cards.
 */
export function TextCard({
  lead,
  title,
  text,
  className = "flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm",
  titleClassName = "mt-4 text-lg font-semibold leading-snug text-ink",
  textClassName = "mt-2 leading-7 text-muted",
  children,
}: {
  lead: ReactNode;
  title: string;
  text: string;
  className?: string;
  titleClassName?: string;
  textClassName?: string;
  children?: ReactNode;
}) {
  return (
    <li className={className}>
      {lead}
      <h3 className={titleClassName}>
        <UnbrokenTerms text={title} />
      </h3>
      <p className={textClassName}>{text}</p>
      {children}
    </li>
  );
}
