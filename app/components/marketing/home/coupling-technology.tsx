import { performanceTab } from "~/content/interface-performance";
import { couplingTechnology } from "~/content/home";
import { IconTile } from "../icon-tile";
import { PageSection } from "../page-section";

/** The patented ion-source coupling: what it is, its three benefits and the key figures behind them. */
export function CouplingTechnology() {
  return (
    <PageSection id="technology" background="dark" eyebrow={couplingTechnology.eyebrow} title={couplingTechnology.title} intro={couplingTechnology.text}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {couplingTechnology.benefits.map((benefit) => (
          <li key={benefit.id} className="flex gap-5 rounded-xl border border-white/10 bg-white/5 p-6 lg:flex-col">
            <IconTile name={benefit.icon} tone="onDark" />
            <div>
              <h3 className="text-lg font-semibold text-white">{benefit.title}</h3>
              <p className="mt-2 leading-7 text-slate-300">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-10 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-white/10 bg-white/10 sm:grid-cols-3 lg:grid-cols-6">
        {performanceTab.rows.map((row) => (
          <div key={row.parameter} className="flex flex-col gap-1 bg-slate-900 p-5">
            <dt className="text-sm leading-5 text-slate-300">{row.parameter}</dt>
            <dd className="order-first text-2xl font-bold tracking-tight text-teal-300">{row.value}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
