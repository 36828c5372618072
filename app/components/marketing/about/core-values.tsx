import { coreValues } from "~/content/about";
import { IconCard } from "../icon-tile";
import { PageSection } from "../page-section";

export function CoreValues() {
  return (
    <PageSection id="values" background="subtle" eyebrow="What Guides Us" title={coreValues.title}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {coreValues.items.map((value) => (
          <IconCard key={value.title} card={value} tone="accent" />
        ))}
      </ul>
    </PageSection>
  );
}
