import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/tools";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Scientific Tools", description: "Free browser-based CE-MS calculators and method assistants." });

export default function ToolsPage() {
  return <PageHero title={"Scientific Tools"}>Free browser-based CE-MS calculators and method assistants.</PageHero>;
}
