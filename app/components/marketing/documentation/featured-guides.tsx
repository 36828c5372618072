import ArrowRight from "lucide-react/icons/arrow-right";
import Clock from "lucide-react/icons/clock";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { type FeaturedGuide, featuredGuides } from "~/content/documentation";
import { ActionLink } from "../action-link";
import { PageSection } from "../page-section";
import { TextCard } from "../text-card";

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
          <TextCard
            key={guide.title}
            lead={
              <div className="flex items-center justify-between gap-3">
                <Badge variant={levelBadges[guide.badge]}>{guide.badge}</Badge>
                <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-sm text-muted">
                  <Clock className="h-4 w-4" aria-hidden />
                  {guide.readTime}
                </span>
              </div>
            }
            title={guide.title}
            text={guide.description}
            textClassName="mt-2 flex-1 leading-7 text-muted"
          >
            <ActionLink
              href={guide.href}
              className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-primary hover:text-primary-hover hover:underline hover:underline-offset-4"
            >
              Read Guide<span className="sr-only">: {guide.title}</span> <ArrowRight className="h-4 w-4" aria-hidden />
            </ActionLink>
          </TextCard>
        ))}
      </ul>
    </PageSection>
  );
}
