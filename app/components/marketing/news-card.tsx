import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import { Link } from "react-router";
import type { NewsItem } from "~/content/news-items";
import { Badge } from "~/components/ui/badge";
import { ContentImage } from "./content-image";

/** A news card as the loaders send it: the item and the badge it shows today (app/lib/news-timeline.ts). */
export type NewsCardItem = NewsItem & { label: string };

/** A news item whose whole card opens its article, /news/{id}. */
export function NewsCard({ item, highlighted }: { item: NewsCardItem; highlighted: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-primary">
      <ContentImage src={item.image} alt={item.imageAlt} className="border-b border-line" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <Badge variant={highlighted ? "default" : "success"}>{item.label}</Badge>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="h-4 w-4" aria-hidden />
            <time dateTime={item.isoDate}>{item.date}</time>
          </span>
        </div>
        <h3 className="mt-3 text-lg font-semibold leading-snug text-ink">
          <Link to={`/news/${item.id}`} prefetch="intent" className="after:absolute after:inset-0 group-hover:text-primary">
            {item.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 leading-7 text-muted">{item.description}</p>
        <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-primary" aria-hidden>
          Read more <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

/** News cards in a grid, in the loader's order; the first has the primary-coloured badge, the rest green. */
export function NewsCardGrid({ items, className }: { items: readonly NewsCardItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={item.id}>
          <NewsCard item={item} highlighted={index === 0} />
        </li>
      ))}
    </ul>
  );
}
