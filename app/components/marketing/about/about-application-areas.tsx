import Check from "lucide-react/icons/check";
import { aboutApplications } from "~/content/about";
import { CheckList } from "../check-list";
import { IconTile } from "../icon-tile";
import { PageSection } from "../page-section";
import { UnbrokenTerms } from "../unbroken-terms";

export function AboutApplicationAreas() {
  return (
    <PageSection id="application-areas" eyebrow="Applications" title={aboutApplications.title}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {aboutApplications.items.map((area) => (
          <li key={area.id} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
            <IconTile name={area.icon} />
            <h3 className="mt-5 text-xl font-semibold text-ink">
              <UnbrokenTerms text={area.title} />
            </h3>
            <p className="mt-2 leading-7 text-muted">{area.text}</p>
            <CheckList
              items={area.examples}
              className="mt-5 grid gap-2 border-t border-line pt-5"
              itemClassName="flex gap-2 text-sm text-ink"
              icon={Check}
              iconClassName="h-4 w-4 text-accent"
            />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
