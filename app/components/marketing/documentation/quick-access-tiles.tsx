import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { quickAccessTiles } from "~/content/documentation";
import { IconTile } from "../icon-tile";
import { ContentWidthSection } from "../page-section";

export function QuickAccessTiles() {
  return (
    <ContentWidthSection headingId="quick-access-heading" className="bg-white pt-12 sm:pt-16">
      <h2 id="quick-access-heading" className="text-sm font-semibold uppercase tracking-wider text-accent">
        Quick Access
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {quickAccessTiles.map((tile) => (
          <li key={tile.title}>
            <Link
              to={tile.href}
              prefetch="intent"
              className="group flex h-full gap-4 rounded-xl border border-line bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-blue-200 hover:shadow-md lg:flex-col"
            >
              <IconTile name={tile.icon} />
              <span className="block">
                <span className="flex items-center gap-1.5 font-semibold text-ink group-hover:text-primary">
                  {tile.title}
                  <ArrowRight className="h-4 w-4 shrink-0 transition group-hover:translate-x-0.5" aria-hidden />
                </span>
                <span className="mt-1 block text-sm leading-6 text-muted">{tile.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ContentWidthSection>
  );
}
