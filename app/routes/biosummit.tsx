import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/biosummit";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "BioSummit Platform", description: "Our upcoming CE-MS platform. Coming Soon - Early Access Available." });

export default function BiosummitPage() {
  return <PageHero title={"BioSummit Platform"}>Our upcoming CE-MS platform. Coming Soon - Early Access Available.</PageHero>;
}
