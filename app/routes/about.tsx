import { AboutApplicationAreas } from "~/components/marketing/about/about-application-areas";
import { CompanyTimeline } from "~/components/marketing/about/company-timeline";
import { CoreValues } from "~/components/marketing/about/core-values";
import { ImpactNumbers } from "~/components/marketing/about/impact-numbers";
import { Mission } from "~/components/marketing/about/mission";
import { CallToActionBanner } from "~/components/marketing/call-to-action-banner";
import { HeroBadge, MarketingHero } from "~/components/marketing/marketing-hero";
import { aboutClosingBanner, aboutHero } from "~/content/about";
import { marketingPageMeta } from "~/content/page-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) => pageMeta(args, marketingPageMeta.about);

export default function AboutPage() {
  return (
    <>
      <MarketingHero badge={<HeroBadge>About Us</HeroBadge>} title={aboutHero.title} intro={aboutHero.text} />
      <Mission />
      <ImpactNumbers />
      <CompanyTimeline />
      <CoreValues />
      <AboutApplicationAreas />
      <CallToActionBanner id="about-closing" {...aboutClosingBanner} />
    </>
  );
}
