import type { LucideIcon } from "lucide-react";
import type { Key, ReactNode } from "react";

// a list that is usually long (messages, audit entries) says it is empty in a taller box than a short one (jobs)
const EMPTY_BOX = {
  tall: { box: "flex flex-col items-center rounded-lg border border-dashed border-line bg-white px-6 py-16 text-center", icon: "h-10 w-10 text-muted" },
  short: { box: "flex flex-col items-center rounded-lg border border-dashed border-line bg-white px-6 py-10 text-center", icon: "h-8 w-8 text-muted" },
} as const;

/** An admin list of records as cards, in an ordered list named for screen readers; an empty one is a dashed box with an icon and a sentence. */
export function AdminCardList<T extends { id: Key }>({
  items,
  label,
  empty,
  icon: Icon,
  emptyBox = "tall",
  listClassName = "grid gap-3",
  children,
}: {
  items: readonly T[];
  label: string;
  empty: string;
  icon: LucideIcon;
  emptyBox?: keyof typeof EMPTY_BOX;
  listClassName?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) {
    return (
      <div className={EMPTY_BOX[emptyBox].box}>
        <Icon className={EMPTY_BOX[emptyBox].icon} aria-hidden />
        <p className="mt-3 text-muted">{empty}</p>
      </div>
    );
  }
  return (
    <ol className={listClassName} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ol>
  );
}
