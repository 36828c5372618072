import { ApplicationAreas } from "~/components/marketing/home/application-areas";
import { CouplingTechnology } from "~/components/marketing/home/coupling-technology";
import { EarlyAccessBanner } from "~/components/marketing/home/early-access-banner";
import { FeaturedKit } from "~/components/marketing/home/featured-kit";
import { HomeHero } from "~/components/marketing/home/home-hero";
import { LatestNews } from "~/components/marketing/home/latest-news";
import { PortfolioGrid } from "~/components/marketing/home/portfolio-grid";
import { homeNews } from "~/content/home";
import { featuredNews } from "~/content/news-items";
import { labelled, latestNews } from "~/lib/news-timeline";
import { marketingPageMeta } from "~/content/page-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, marketingPageMeta.home);

export function loader({ context }: Route.LoaderArgs) {
  const today = context.services.today();
  return { news: labelled(latestNews(featuredNews, today, homeNews.count), today) };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <EarlyAccessBanner />
      <ApplicationAreas />
      <FeaturedKit />
      <PortfolioGrid />
      <CouplingTechnology />
      <LatestNews items={loaderData.news} />
    </>
  );
}
