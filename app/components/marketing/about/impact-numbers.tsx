import { impact } from "~/content/about";
import { PageSection } from "../page-section";

/** Spec §9 "About figures": 200+ publications, 10+ years, 50+ partners, 20+ patents. */
export function ImpactNumbers() {
  return (
    <PageSection id="impact" background="dark" title={impact.title} align="center">
      <dl className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {impact.items.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-xl border border-white/10 bg-white/5 p-4 text-center sm:p-6">
            <dt>
              <span className="block font-semibold text-white sm:text-lg">{stat.label}</span>
              <span className="mt-1 block text-sm leading-6 text-slate-300">{stat.description}</span>
            </dt>
            <dd className="order-first mb-3 text-4xl font-bold tracking-tight text-teal-300 sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
