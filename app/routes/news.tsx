import { CallToActionBanner } from "~/components/marketing/call-to-action-banner";
import { HeroBadge, MarketingHero } from "~/components/marketing/marketing-hero";
import { FeaturedNews } from "~/components/marketing/news/featured-news";
import { NewsletterBox } from "~/components/marketing/news/newsletter-box";
import { RecentUpdates } from "~/components/marketing/news/recent-updates";
import { newsCallToAction, newsHero } from "~/content/news";
import { featuredNews } from "~/content/news-items";
import { labelled, orderNews } from "~/lib/news-timeline";
import { marketingPageMeta } from "~/content/page-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = (args) => pageMeta(args, marketingPageMeta.news);

export function loader({ context }: Route.LoaderArgs) {
  const today = context.services.today();
  return { featured: labelled(orderNews(featuredNews, today), today) };
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <MarketingHero badge={<HeroBadge>Newsroom</HeroBadge>} title={newsHero.title} intro={newsHero.text} />
      <FeaturedNews items={loaderData.featured} />
      <RecentUpdates />
      <NewsletterBox />
      <CallToActionBanner id="news-closing" {...newsCallToAction} />
    </>
  );
}
