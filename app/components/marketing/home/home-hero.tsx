import { featuredKit, homeHero } from "~/content/home";
import { HeroBadge, HeroLinks, MarketingHero } from "../marketing-hero";
import { WorkflowSchematic } from "./workflow-schematic";

export function HomeHero() {
  return (
    <MarketingHero
      id="home-hero"
      badge={<HeroBadge>Capillary electrophoresis – mass spectrometry</HeroBadge>}
      title={homeHero.headline}
      intro={homeHero.subtext}
      // the second link's visible text is the spec's; screen readers and crawlers learn where it leads
      actions={<HeroLinks primary={homeHero.primaryCta} secondary={homeHero.secondaryCta} secondaryHint=" about our company" />}
      aside={<WorkflowFigure />}
    />
  );
}

function WorkflowFigure() {
  return (
    <figure className="rounded-2xl border border-white/15 bg-slate-950/40 p-4 shadow-2xl ring-1 ring-white/5 backdrop-blur sm:p-6">
      <WorkflowSchematic className="h-auto w-full" />
      <figcaption>
        <ol className="mt-4 grid grid-cols-2 gap-4 border-t border-white/10 pt-4 sm:grid-cols-4 lg:grid-cols-2">
          {homeHero.workflow.map((stage, index) => (
            <li key={stage.id} className="flex gap-2.5">
              <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-teal-300 text-xs font-bold text-teal-950" aria-hidden>
                {index + 1}
              </span>
              <span>
                <span className="block text-sm font-semibold leading-5 text-white">{stage.title}</span>
                <span className="mt-1 block text-xs leading-5 text-slate-300">{stage.caption}</span>
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-white/5 px-3 py-2 text-sm text-blue-100">
          <span className="rounded bg-primary px-1.5 py-0.5 text-xs font-bold text-white">{featuredKit.sku}</span>
          Sample preparation with the {featuredKit.title}
        </p>
      </figcaption>
    </figure>
  );
}
