import { CallToActionBanner } from "~/components/marketing/call-to-action-banner";
import { HeroBadge, MarketingHero } from "~/components/marketing/marketing-hero";
import { FeaturedNews } from "~/components/marketing/news/featured-news";
import { NewsletterBox } from "~/components/marketing/news/newsletter-box";
import { RecentUpdates } from "~/components/marketing/news/recent-updates";
import { newsCallToAction, newsHero, newsMeta } from "~/content/news";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = (args) => pageMeta(args, newsMeta);

export default function NewsPage() {
  return (
    <>
      <MarketingHero badge={<HeroBadge>Newsroom</HeroBadge>} title={newsHero.title} intro={newsHero.text} />
      <FeaturedNews />
      <RecentUpdates />
      <NewsletterBox />
      <CallToActionBanner id="news-closing" {...newsCallToAction} />
    </>
  );
}
