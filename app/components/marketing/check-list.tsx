import { clsx } from "clsx";
import CheckCircle2 from "lucide-react/icons/circle-check";
import type { LucideIcon } from "lucide-react";

/**
 * A list of short statements (benefits, services, use cases), each after a check mark.
 * The caller sets the list's grid, each item's box and the mark's size and colour.
 */
export function CheckList({
  items,
  className,
  itemClassName = "flex gap-3",
  icon: Icon = CheckCircle2,
  iconClassName = "h-5 w-5 text-accent",
}: {
  items: readonly string[];
  className: string;
  itemClassName?: string;
  icon?: LucideIcon;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon className={clsx("mt-0.5 shrink-0", iconClassName)} aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
