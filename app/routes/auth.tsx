import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Sign In", description: "Sign in or request access to see prices and order online." });

export default function AuthPage() {
  return <PageHero title="Sign In">Sign in or request access to see prices and order online.</PageHero>;
}
