import { clsx } from "clsx";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { ContentLink } from "~/content/brand-aware";
import { onDarkOutlineButtonClass } from "./on-dark-button";
import { UnbrokenTerms } from "./unbroken-terms";

/**
 * The banner at the top of a marketing page, holding its only h1; with an `aside`
 * (illustration, schematic, search) the banner has two columns on large screens.
 */
export function MarketingHero({
  id = "hero",
  badge,
  title,
  intro,
  actions,
  aside,
}: {
  id?: string;
  badge?: ReactNode;
  title: string;
  intro?: string;
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-blue-950 to-blue-800 text-white">
      <div
        className="absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:28px_28px]"
        aria-hidden
      />
      <div className="absolute -right-40 -top-40 h-[32rem] w-[32rem] rounded-full bg-teal-400/10 blur-3xl" aria-hidden />
      <div
        className={clsx(
          "relative z-10 mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:px-8",
          aside && "lg:grid-cols-[1fr_1.1fr] lg:py-24",
        )}
      >
        <div>
          {badge && <div className="mb-6">{badge}</div>}
          <h1 id={`${id}-title`} className={clsx("max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl", aside && "xl:text-6xl")}>
            <UnbrokenTerms text={title} />
          </h1>
          {intro && (
            <p className="mt-6 max-w-2xl text-lg leading-8 text-blue-100">
              <UnbrokenTerms text={intro} />
            </p>
          )}
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
        </div>
        {aside}
      </div>
      {!aside && <ElectropherogramTrace />}
    </section>
  );
}

const TRACE =
  "M0 250 L70 250 C88 250 94 150 104 150 C114 150 120 250 138 250 L210 250 C226 250 232 70 244 70 C256 70 262 250 278 250 L320 250 C332 250 336 190 344 190 C352 190 356 250 368 250 L418 250 C432 250 438 36 450 36 C462 36 468 250 482 250 L540 250 C550 250 554 200 560 200 C566 200 570 250 580 250 L640 250";

/** A decorative electropherogram behind the right half of a hero without an illustration. */
function ElectropherogramTrace() {
  return (
    <svg
      viewBox="0 0 640 280"
      preserveAspectRatio="none"
      className="pointer-events-none absolute bottom-0 right-0 hidden h-4/5 w-1/2 lg:block"
      aria-hidden
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-trace-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5eead4" stopOpacity="0.25" />
          <stop offset="1" stopColor="#5eead4" stopOpacity="0" />
        </linearGradient>
      </defs>
      <path d={`${TRACE} L640 280 L0 280 Z`} fill="url(#hero-trace-fill)" />
      <path d={TRACE} fill="none" stroke="#5eead4" strokeOpacity="0.55" strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** The pill above a hero title. */
export function HeroBadge({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-sm font-semibold text-teal-100">
      {icon ?? <span className="h-2 w-2 rounded-full bg-teal-300" aria-hidden />}
      {children}
    </p>
  );
}

/**
 * A hero's two links: the main one on a light button with an arrow, the other outlined.
 * `secondaryHint` is read after the second link's text by screen readers and crawlers only.
 */
export function HeroLinks({ primary, secondary, secondaryHint }: { primary: ContentLink; secondary: ContentLink; secondaryHint?: string }) {
  return (
    <>
      <Link to={primary.href} prefetch="intent" className={buttonClass({ variant: "inverse", size: "lg", className: "focus-visible:outline-white" })}>
        {primary.label} <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
      <Link to={secondary.href} prefetch="intent" className={onDarkOutlineButtonClass()}>
        {secondary.label}
        {secondaryHint && <span className="sr-only">{secondaryHint}</span>}
      </Link>
    </>
  );
}
