import { coreValues, coreValuesTitle } from "~/content/about";
import { IconTile } from "../icon-tile";
import { PageSection } from "../page-section";

export function CoreValues() {
  return (
    <PageSection id="values" background="subtle" eyebrow="What Guides Us" title={coreValuesTitle}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {coreValues.map((value) => (
          <li key={value.title} className="rounded-xl border border-line bg-white p-6 shadow-sm">
            <IconTile name={value.icon} tone="accent" />
            <h3 className="mt-5 text-lg font-semibold text-ink">{value.title}</h3>
            <p className="mt-2 leading-7 text-muted">{value.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
