import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-contacts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Contact Submissions", description: "Messages sent through the contact form." });

export default function AdminContactsPage() {
  return <PageHero title={"Contact Submissions"}>Messages sent through the contact form.</PageHero>;
}
