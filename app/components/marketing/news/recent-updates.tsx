import CalendarDays from "lucide-react/icons/calendar-days";
import { recentUpdates } from "~/content/news";
import { IconTile } from "../icon-tile";
import { PageSection } from "../page-section";

export function RecentUpdates() {
  return (
    <PageSection id="recent-updates" background="subtle" eyebrow="Updates" title="Recent Updates">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {recentUpdates.map((update) => (
          <li key={update.id}>
            <article className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <IconTile name={update.icon} />
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{update.category}</span>
              </div>
              <p className="mt-5 flex flex-wrap items-center gap-x-2 text-sm text-muted">
                <span className="font-semibold text-accent">{update.type}</span>
                <span aria-hidden>·</span>
                <span className="inline-flex items-center gap-1">
                  <CalendarDays className="h-3.5 w-3.5" aria-hidden />
                  <time dateTime={update.isoDate}>{update.date}</time>
                </span>
              </p>
              <h3 className="mt-2 text-lg font-semibold leading-snug text-ink">{update.title}</h3>
              <p className="mt-2 leading-7 text-muted">{update.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
