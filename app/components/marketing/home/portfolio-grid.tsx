import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { portfolio } from "~/content/home";
import { IconTile } from "../icon-tile";
import { PageSection } from "../page-section";

export function PortfolioGrid() {
  return (
    <PageSection id="portfolio" eyebrow={portfolio.eyebrow} title={portfolio.title} intro={portfolio.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {portfolio.items.map((item) => (
          <li
            key={item.id}
            className="group flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm transition hover:border-blue-200 hover:shadow-md"
          >
            <IconTile name={item.icon} />
            <h3 className="mt-5 text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 flex-1 leading-7 text-muted">{item.description}</p>
            <Link
              to={item.href}
              prefetch="intent"
              className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-primary hover:text-primary-hover hover:underline hover:underline-offset-4"
            >
              Learn More<span className="sr-only"> about {item.title}</span>
              <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
