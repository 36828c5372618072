import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/documentation";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Documentation Center", description: "Product manuals, application notes, technical support articles and training materials." });

export default function DocumentationPage() {
  return <PageHero title={"Documentation Center"}>Product manuals, application notes, technical support articles and training materials.</PageHero>;
}
