import { PageHero } from "~/components/layout/page-hero";
import { ToolsWorkbench } from "~/components/tools/tools-workbench";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/tools";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Scientific Tools",
    description:
      "Free CE-MS calculators that run in your browser: capillary and injection volume, intact mass, antibody molecular weight, a HER2 antibody predictor and a cIEF-MS method assistant.",
  });

export default function ToolsPage() {
  return (
    <>
      <PageHero title="Scientific Tools">
        Six calculators and assistants for everyday CE-MS work. They run entirely in your browser: nothing you enter is sent anywhere.
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <ToolsWorkbench />
      </div>
    </>
  );
}
