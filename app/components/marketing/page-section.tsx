import { clsx } from "clsx";
import type { ReactNode } from "react";
import { UnbrokenTerms } from "./unbroken-terms";

export interface SectionHeadingProps {
  /** the h2's id; the section is labelled by it */
  headingId: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
}

export function SectionHeading({ headingId, eyebrow, title, intro, align = "left", tone = "light" }: SectionHeadingProps) {
  return (
    <div className={clsx("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && <p className={clsx("text-sm font-semibold uppercase tracking-wider", tone === "dark" ? "text-teal-300" : "text-accent")}>{eyebrow}</p>}
      <h2 id={headingId} className={clsx("mt-2 text-3xl font-bold tracking-tight sm:text-4xl", tone === "dark" ? "text-white" : "text-ink")}>
        <UnbrokenTerms text={title} />
      </h2>
      {intro && <p className={clsx("mt-4 text-lg leading-8", tone === "dark" ? "text-slate-300" : "text-muted")}>{intro}</p>}
    </div>
  );
}

/** A section labelled by one of its headings (`headingId`), inside the site's content width. */
export function ContentWidthSection({ id, headingId, className, children }: { id?: string; headingId: string; className: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

const backgrounds = {
  white: "bg-white",
  subtle: "bg-subtle border-y border-line",
  dark: "bg-slate-900 text-white",
} as const;

/** A page section labelled by its h2, inside the site's content width. */
export function PageSection({
  id,
  background = "white",
  children,
  className,
  ...heading
}: Omit<SectionHeadingProps, "headingId" | "tone"> & { id: string; background?: keyof typeof backgrounds; children: ReactNode; className?: string }) {
  const headingId = `${id}-heading`;
  return (
    <ContentWidthSection id={id} headingId={headingId} className={clsx("render-when-visible scroll-mt-20 py-16 sm:py-20", backgrounds[background], className)}>
      <SectionHeading headingId={headingId} tone={background === "dark" ? "dark" : "light"} {...heading} />
      <div className="mt-10 sm:mt-12">{children}</div>
    </ContentWidthSection>
  );
}
