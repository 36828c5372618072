import ArrowRight from "lucide-react/icons/arrow-right";
import { homeApplicationAreas } from "~/content/home";
import { ActionLink } from "../action-link";
import { ContentImage } from "../content-image";
import { PageSection } from "../page-section";

export function ApplicationAreas() {
  return (
    <PageSection id="applications" eyebrow={homeApplicationAreas.eyebrow} title={homeApplicationAreas.title} intro={homeApplicationAreas.intro}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {homeApplicationAreas.items.map((area) => (
          <li key={area.id} className="flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm sm:flex-row lg:flex-col">
            <ContentImage
              src={area.image}
              alt={area.imageAlt}
              className="shrink-0 border-b border-line sm:w-2/5 sm:self-center sm:border-b-0 lg:w-auto lg:self-auto lg:border-b"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-semibold text-ink">{area.title}</h3>
              <p className="mt-2 flex-1 leading-7 text-muted">{area.description}</p>
              <ActionLink
                href={area.href}
                className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-primary hover:text-primary-hover hover:underline hover:underline-offset-4"
              >
                Learn More<span className="sr-only"> about {area.title}</span> <ArrowRight className="h-4 w-4" aria-hidden />
              </ActionLink>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
