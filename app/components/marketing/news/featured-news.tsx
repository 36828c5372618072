import { NewsCardGrid, type NewsCardItem } from "../news-card";
import { PageSection } from "../page-section";

/** Spec §2 News: four featured items, in the order of the page's loader; the first has the primary-coloured badge, the rest green. */
export function FeaturedNews({ items }: { items: readonly NewsCardItem[] }) {
  return (
    <PageSection id="featured-news" eyebrow="Highlights" title="Featured News">
      <NewsCardGrid items={items} className="grid gap-6 md:grid-cols-2" />
    </PageSection>
  );
}
