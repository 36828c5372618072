import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Events", description: "Meet our CE-MS specialists at tours, conferences and workshops." });

export default function EventsPage() {
  return <PageHero title={"Events"}>Meet our CE-MS specialists at tours, conferences and workshops.</PageHero>;
}
