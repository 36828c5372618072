import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * The banner at the top of a page; the page's only h1. `compact` when the page's own content is
 * what the visitor came for (a search's results): a short band, its text from 640 px up only.
 */
export function PageHero({
  eyebrow,
  title,
  children,
  actions,
  compact = false,
}: {
  eyebrow?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  compact?: boolean;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-blue-950 to-blue-800 text-white">
      <div
        className="absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:28px_28px]"
        aria-hidden
      />
      <div className={clsx("relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", compact ? "py-5 sm:py-8" : "py-16 sm:py-20")}>
        {eyebrow && <div className="mb-4">{eyebrow}</div>}
        <h1 className={clsx("max-w-3xl font-bold tracking-tight", compact ? "text-2xl sm:text-3xl" : "text-4xl sm:text-5xl")}>{title}</h1>
        {children && <div className={clsx("max-w-2xl text-blue-100", compact ? "mt-2 text-base max-sm:hidden" : "mt-5 text-lg leading-8")}>{children}</div>}
        {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
      </div>
    </section>
  );
}
