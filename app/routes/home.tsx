import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Global Leader in CE-MS Technologies", description: "CE-MS instruments, ion sources, separation capillaries, reagent kits and services for life-science, biopharma and clinical research laboratories." });

export default function HomePage() {
  return <PageHero title={"Global Leader in CE-MS Technologies"}>CE-MS instruments, ion sources, separation capillaries, reagent kits and services for life-science, biopharma and clinical research laboratories.</PageHero>;
}
