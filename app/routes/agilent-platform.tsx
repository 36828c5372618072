import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { PlatformTabs } from "~/components/marketing/agilent-platform/platform-tabs";
import { SupportContacts } from "~/components/marketing/agilent-platform/support-contacts";
import { HeroBadge, MarketingHero } from "~/components/marketing/marketing-hero";
import { onDarkOutlineButtonClass } from "~/components/marketing/on-dark-button";
import { buttonClass } from "~/components/ui/button";
import { partnerPlatformHero, partnerPlatformMeta } from "~/content/agilent-platform";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/agilent-platform";

export const meta: Route.MetaFunction = (args) => pageMeta(args, partnerPlatformMeta);

export default function AgilentPlatformPage() {
  return (
    <>
      <MarketingHero
        badge={<HeroBadge>{partnerPlatformHero.badge}</HeroBadge>}
        title={partnerPlatformHero.title}
        intro={partnerPlatformHero.intro}
        actions={
          <>
            <Link
              to={partnerPlatformHero.primaryCta.href}
              prefetch="intent"
              className={buttonClass({ variant: "inverse", size: "lg", className: "focus-visible:outline-white" })}
            >
              {partnerPlatformHero.primaryCta.label} <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
            <Link to={partnerPlatformHero.secondaryCta.href} prefetch="intent" className={onDarkOutlineButtonClass()}>
              {partnerPlatformHero.secondaryCta.label}
            </Link>
          </>
        }
      />
      <PlatformTabs />
      <SupportContacts />
    </>
  );
}
