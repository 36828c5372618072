import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/product-details";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Product", description: "Product details." });

export default function ProductDetailsPage() {
  return <PageHero title="Product" />;
}
