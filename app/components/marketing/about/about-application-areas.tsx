import Check from "lucide-react/icons/check";
import { aboutApplications } from "~/content/about";
import { CheckList } from "../check-list";
import { IconTile } from "../icon-tile";
import { PageSection } from "../page-section";
import { TextCard } from "../text-card";

export function AboutApplicationAreas() {
  return (
    <PageSection id="application-areas" eyebrow="Applications" title={aboutApplications.title}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {aboutApplications.items.map((area) => (
          <TextCard
            key={area.id}
            lead={<IconTile name={area.icon} />}
            title={area.title}
            text={area.text}
            className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8"
            titleClassName="mt-5 text-xl font-semibold text-ink"
          >
            <CheckList
              items={area.examples}
              className="mt-5 grid gap-2 border-t border-line pt-5"
              itemClassName="flex gap-2 text-sm text-ink"
              icon={Check}
              iconClassName="h-4 w-4 text-accent"
            />
          </TextCard>
        ))}
      </ul>
    </PageSection>
  );
}
