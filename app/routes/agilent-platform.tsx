import { PlatformTabs } from "~/components/marketing/agilent-platform/platform-tabs";
import { SupportContacts } from "~/components/marketing/agilent-platform/support-contacts";
import { HeroBadge, HeroLinks, MarketingHero } from "~/components/marketing/marketing-hero";
import { partnerPlatformHero } from "~/content/agilent-platform";
import { marketingPageMeta } from "~/content/page-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/agilent-platform";

export const meta: Route.MetaFunction = (args) => pageMeta(args, marketingPageMeta.partnerPlatform);

export default function AgilentPlatformPage() {
  return (
    <>
      <MarketingHero
        badge={<HeroBadge>{partnerPlatformHero.badge}</HeroBadge>}
        title={partnerPlatformHero.title}
        intro={partnerPlatformHero.intro}
        actions={<HeroLinks primary={partnerPlatformHero.primaryCta} secondary={partnerPlatformHero.secondaryCta} />}
      />
      <PlatformTabs />
      <SupportContacts />
    </>
  );
}
