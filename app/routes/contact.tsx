import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Contact Us", description: "Ask our CE-MS specialists about instruments, ion sources, reagent kits, services and partnerships." });

export default function ContactPage() {
  return <PageHero title={"Contact Us"}>Ask our CE-MS specialists about instruments, ion sources, reagent kits, services and partnerships.</PageHero>;
}
