import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/agilent-platform";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Partner Platform Integration", description: "Our CE-MS interface on a partner mass spectrometry platform." });

export default function AgilentPlatformPage() {
  return <PageHero title={"Partner Platform Integration"}>Our CE-MS interface on a partner mass spectrometry platform.</PageHero>;
}
