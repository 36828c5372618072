import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "About Us", description: "Our mission, history and values in capillary electrophoresis–mass spectrometry." });

export default function AboutPage() {
  return <PageHero title={"About Us"}>Our mission, history and values in capillary electrophoresis–mass spectrometry.</PageHero>;
}
