import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { homeNews } from "~/content/home";
import { NewsCardGrid, type NewsCardItem } from "../news-card";
import { ContentWidthSection, SectionHeading } from "../page-section";

export function LatestNews({ items }: { items: readonly NewsCardItem[] }) {
  return (
    <ContentWidthSection id="latest-news" headingId="latest-news-heading" className="render-when-visible bg-white py-16 sm:py-20">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading headingId="latest-news-heading" eyebrow={homeNews.eyebrow} title={homeNews.title} />
        <Link to={homeNews.viewAll.href} prefetch="intent" className={buttonClass({ variant: "outline", className: "self-start sm:self-auto" })}>
          {homeNews.viewAll.label} <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      <NewsCardGrid items={items} className="mt-10 grid gap-6 md:grid-cols-2" />
    </ContentWidthSection>
  );
}
