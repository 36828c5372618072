import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Checkout", description: "Review your order and place it; payment is arranged offline." });

export default function CheckoutPage() {
  return <PageHero title={"Checkout"}>Review your order and place it; payment is arranged offline.</PageHero>;
}
