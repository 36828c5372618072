import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "News & Updates", description: "Company news, publications, application notes and events." });

export default function NewsPage() {
  return <PageHero title={"News & Updates"}>Company news, publications, application notes and events.</PageHero>;
}
