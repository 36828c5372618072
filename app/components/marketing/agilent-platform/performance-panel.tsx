import { performanceTab } from "~/content/interface-performance";
import { PanelHeading } from "./panel-heading";

export function PerformancePanel() {
  return (
    <>
      <PanelHeading title={performanceTab.title} intro={performanceTab.intro} />
      <div className="mt-8 overflow-x-auto rounded-xl border border-line shadow-sm">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">{performanceTab.title}</caption>
          <thead className="bg-subtle text-ink">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold">
                {performanceTab.columns.parameter}
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                {performanceTab.columns.value}
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                {performanceTab.columns.note}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line bg-white">
            {performanceTab.rows.map((row) => (
              <tr key={row.parameter}>
                <th scope="row" className="px-5 py-3.5 font-medium text-ink">
                  {row.parameter}
                </th>
                <td className="px-5 py-3.5 font-mono font-semibold text-primary">{row.value}</td>
                <td className="px-5 py-3.5 text-muted">{row.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 max-w-3xl text-sm leading-6 text-muted">{performanceTab.footnote}</p>
    </>
  );
}
