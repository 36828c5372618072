import ArrowRight from "lucide-react/icons/arrow-right";
import { buttonClass } from "~/components/ui/button";
import { resolveBrandAware } from "~/content/brand-aware";
import { resourceCards } from "~/content/contact-page";
import { useBrand } from "~/lib/use-root-data";
import { ActionLink } from "../action-link";
import { IconCard } from "../icon-tile";
import { PageSection } from "../page-section";

/** Technical Support (mail to support), Application Notes (the library) and Technical Webinars (ask for access). */
export function ResourceCards() {
  const brand = useBrand();
  return (
    <PageSection id="resources" eyebrow="Self-Service" title="Helpful Resources">
      <ul className="grid gap-6 lg:grid-cols-3">
        {resourceCards.map((card) => (
          <IconCard key={card.id} card={card} tone="accent" className="flex flex-col" textClassName="mt-2 flex-1 leading-7 text-muted">
            <ActionLink href={resolveBrandAware(card.target, brand)} className={buttonClass({ variant: "outline", className: "mt-6 self-start" })}>
              {card.buttonLabel} <ArrowRight className="h-4 w-4" aria-hidden />
            </ActionLink>
          </IconCard>
        ))}
      </ul>
    </PageSection>
  );
}
