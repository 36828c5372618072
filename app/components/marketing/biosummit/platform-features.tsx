import { featuresAnchorId, platformFeatures, platformFeaturesTitle } from "~/content/biosummit";
import { IconTile } from "../icon-tile";
import { PageSection } from "../page-section";

export function PlatformFeatures() {
  return (
    <PageSection id={featuresAnchorId} eyebrow="BioSummit" title={platformFeaturesTitle}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {platformFeatures.map((feature) => (
          <li key={feature.title} className="rounded-xl border border-line bg-white p-6 shadow-sm">
            <IconTile name={feature.icon} />
            <h3 className="mt-5 text-lg font-semibold text-ink">{feature.title}</h3>
            <p className="mt-2 leading-7 text-muted">{feature.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
