import ArrowDown from "lucide-react/icons/arrow-down";
import Sparkles from "lucide-react/icons/sparkles";
import { buttonClass } from "~/components/ui/button";
import { biosummitHero, earlyAccessSection, featuresAnchorId } from "~/content/biosummit";
import { ContentImage } from "../content-image";
import { HeroBadge, MarketingHero } from "../marketing-hero";
import { onDarkOutlineButtonClass } from "../on-dark-button";

const PLATFORM_IMAGE = {
  src: "/images/content/news-early-access.svg",
  alt: "Illustration of the BioSummit benchtop CE-MS instrument with its separation capillary highlighted",
};

/** The two buttons are in-page links, so they scroll to their sections with or without JavaScript. */
export function BiosummitHero() {
  return (
    <MarketingHero
      id="biosummit-hero"
      badge={<HeroBadge icon={<Sparkles className="h-4 w-4 text-teal-200" aria-hidden />}>{biosummitHero.badge}</HeroBadge>}
      title={biosummitHero.title}
      intro={biosummitHero.intro}
      actions={
        <>
          <a href={`#${featuresAnchorId}`} className={buttonClass({ variant: "inverse", size: "lg", className: "focus-visible:outline-white" })}>
            {biosummitHero.featuresButtonLabel} <ArrowDown className="h-4 w-4" aria-hidden />
          </a>
          <a href={`#${earlyAccessSection.anchorId}`} className={onDarkOutlineButtonClass()}>
            {biosummitHero.earlyAccessButtonLabel}
          </a>
        </>
      }
      aside={
        <div className="rounded-2xl border border-white/15 bg-white/5 p-3 shadow-2xl">
          <ContentImage src={PLATFORM_IMAGE.src} alt={PLATFORM_IMAGE.alt} priority className="rounded-xl" />
        </div>
      }
    />
  );
}
