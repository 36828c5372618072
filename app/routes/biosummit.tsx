import { ApplicationsAndWorkflow } from "~/components/marketing/biosummit/applications-and-workflow";
import { BiosummitHero } from "~/components/marketing/biosummit/biosummit-hero";
import { EarlyAccessSection } from "~/components/marketing/biosummit/early-access-section";
import { PlatformFeatures } from "~/components/marketing/biosummit/platform-features";
import { ValidatedProtocols } from "~/components/marketing/biosummit/validated-protocols";
import { marketingPageMeta } from "~/content/page-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/biosummit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, marketingPageMeta.biosummit);

export default function BiosummitPage() {
  return (
    <>
      <BiosummitHero />
      <PlatformFeatures />
      <ApplicationsAndWorkflow />
      <ValidatedProtocols />
      <EarlyAccessSection />
    </>
  );
}
