import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Admin Dashboard", description: "Manage products, categories, users and orders." });

export default function AdminPage() {
  return <PageHero title={"Admin Dashboard"}>Manage products, categories, users and orders.</PageHero>;
}
