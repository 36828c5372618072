import Check from "lucide-react/icons/check";
import { aboutApplicationAreas, aboutApplicationsTitle } from "~/content/about";
import { IconTile } from "../icon-tile";
import { PageSection } from "../page-section";
import { UnbrokenTerms } from "../unbroken-terms";

export function AboutApplicationAreas() {
  return (
    <PageSection id="application-areas" eyebrow="Applications" title={aboutApplicationsTitle}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {aboutApplicationAreas.map((area) => (
          <li key={area.id} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
            <IconTile name={area.icon} />
            <h3 className="mt-5 text-xl font-semibold text-ink">
              <UnbrokenTerms text={area.title} />
            </h3>
            <p className="mt-2 leading-7 text-muted">{area.text}</p>
            <ul className="mt-5 grid gap-2 border-t border-line pt-5">
              {area.examples.map((example) => (
                <li key={example} className="flex gap-2 text-sm text-ink">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
                  {example}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
