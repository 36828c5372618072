import { featuresAnchorId, platformFeatures } from "~/content/biosummit";
import { IconCard } from "../icon-tile";
import { PageSection } from "../page-section";

export function PlatformFeatures() {
  return (
    <PageSection id={featuresAnchorId} eyebrow="BioSummit" title={platformFeatures.title}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {platformFeatures.items.map((feature) => (
          <IconCard key={feature.title} card={feature} />
        ))}
      </ul>
    </PageSection>
  );
}
