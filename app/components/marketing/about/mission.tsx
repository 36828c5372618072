import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { aboutHero } from "~/content/about";

export function Mission() {
  return (
    <section id="mission" aria-labelledby="mission-heading" className="render-when-visible bg-white py-16 sm:py-24">
      <div className="mx-auto flex max-w-4xl flex-col items-start px-4 sm:items-center sm:px-6 sm:text-center lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">Who We Are</p>
        <h2 id="mission-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {aboutHero.missionTitle}
        </h2>
        <p className="mt-6 text-lg leading-8 text-ink sm:text-2xl sm:leading-10">{aboutHero.mission}</p>
        <Link to={aboutHero.cta.href} prefetch="intent" className={buttonClass({ size: "lg", className: "mt-10" })}>
          {aboutHero.cta.label} <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
