import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "CE-MS Equipment & Reagents", description: "Browse CE-MS instrumentation, ion sources, separation capillaries, reagent kits and services." });

export default function ProductsPage() {
  return <PageHero title={"CE-MS Equipment & Reagents"}>Browse CE-MS instrumentation, ion sources, separation capillaries, reagent kits and services.</PageHero>;
}
