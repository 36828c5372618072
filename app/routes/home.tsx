import { ApplicationAreas } from "~/components/marketing/home/application-areas";
import { CouplingTechnology } from "~/components/marketing/home/coupling-technology";
import { EarlyAccessBanner } from "~/components/marketing/home/early-access-banner";
import { FeaturedKit } from "~/components/marketing/home/featured-kit";
import { HomeHero } from "~/components/marketing/home/home-hero";
import { LatestNews } from "~/components/marketing/home/latest-news";
import { PortfolioGrid } from "~/components/marketing/home/portfolio-grid";
import { homeMeta } from "~/content/home";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, homeMeta);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <EarlyAccessBanner />
      <ApplicationAreas />
      <FeaturedKit />
      <PortfolioGrid />
      <CouplingTechnology />
      <LatestNews />
    </>
  );
}
