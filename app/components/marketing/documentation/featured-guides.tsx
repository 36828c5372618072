import ArrowRight from "lucide-react/icons/arrow-right";
import Clock from "lucide-react/icons/clock";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { type FeaturedGuide, featuredGuides } from "~/content/documentation";
import { ActionLink } from "../action-link";
import { PageSection } from "../page-section";
import { UnbrokenTerms } from "../unbroken-terms";

const levelBadges: Record<FeaturedGuide["badge"], BadgeVariant> = {
  Beginner: "success",
  Intermediate: "secondary",
  Advanced: "outline",
  New: "default",
};

export function FeaturedGuides({ guides }: { guides: readonly FeaturedGuide[] }) {
  return (
    <PageSection id="featured-guides" eyebrow="Learn" title={featuredGuides.title}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.title} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
            <div className="flex items-center justify-between gap-3">
              <Badge variant={levelBadges[guide.badge]}>{guide.badge}</Badge>
              <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-sm text-muted">
                <Clock className="h-4 w-4" aria-hidden />
                {guide.readTime}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold leading-snug text-ink">
              <UnbrokenTerms text={guide.title} />
            </h3>
            <p className="mt-2 flex-1 leading-7 text-muted">{guide.description}</p>
            <ActionLink
              href={guide.href}
              className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-primary hover:text-primary-hover hover:underline hover:underline-offset-4"
            >
              Read Guide<span className="sr-only">: {guide.title}</span> <ArrowRight className="h-4 w-4" aria-hidden />
            </ActionLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
