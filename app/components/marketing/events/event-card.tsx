import CalendarDays from "lucide-react/icons/calendar-days";
import CheckCircle2 from "lucide-react/icons/circle-check";
import ExternalLinkIcon from "lucide-react/icons/external-link";
import MapPin from "lucide-react/icons/map-pin";
import Presentation from "lucide-react/icons/presentation";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { LazyImage } from "~/components/ui/lazy-image";
import type { CompanyEvent } from "~/content/events";
import { NEWS_IMAGE } from "~/lib/image-url";
import { ExternalLink } from "../external-link";
import { UnbrokenTerms } from "../unbroken-terms";

// Written out rather than asked of Intl, whose first use costs a browser 25–45 ms while the page loads.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The date as a calendar leaf: month, day and year, read from the ISO date. */
function DateLeaf({ isoDate }: { isoDate: string }) {
  const date = new Date(`${isoDate}T12:00:00Z`);
  const month = MONTHS[date.getUTCMonth()];
  return (
    <div className="flex w-20 shrink-0 flex-col overflow-hidden rounded-xl border border-line bg-white text-center shadow-sm" aria-hidden>
      <span className="bg-primary py-1 text-xs font-bold uppercase tracking-wider text-white">{month}</span>
      <span className="pt-1 text-3xl font-bold text-ink">{date.getUTCDate()}</span>
      <span className="pb-1.5 text-xs font-medium text-muted">{date.getUTCFullYear()}</span>
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-primary">{icon}</span>
      <div>
        <p className="text-sm font-semibold text-muted">{label}</p>
        <p className="text-ink">{children}</p>
      </div>
    </li>
  );
}

export function EventCard({ event }: { event: CompanyEvent }) {
  const headingId = `${event.id}-title`;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl border border-line bg-white shadow-md">
      <div className="grid lg:grid-cols-[1.35fr_1fr]">
        <div className="p-6 sm:p-10">
          <div className="flex items-start gap-5">
            <DateLeaf isoDate={event.isoDate} />
            <div>
              <Badge>{event.type}</Badge>
              <h2 id={headingId} className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                <UnbrokenTerms text={event.title} />
              </h2>
            </div>
          </div>
          <p className="mt-6 leading-7 text-muted">{event.description}</p>
          <h3 className="mt-8 text-lg font-semibold text-ink">{event.agendaTitle}</h3>
          <ul className="mt-4 grid gap-3">
            {event.agenda.map((item) => (
              <li key={item} className="flex gap-3 text-ink">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
          <ExternalLink href={event.register.url} className={buttonClass({ size: "lg", className: "mt-8" })}>
            {event.register.label} <ExternalLinkIcon className="h-4 w-4" aria-hidden />
          </ExternalLink>
        </div>
        <div className="flex flex-col gap-6 border-t border-line bg-subtle p-6 sm:p-10 lg:border-l lg:border-t-0">
          <LazyImage
            src={event.image}
            alt={event.imageAlt}
            transform={NEWS_IMAGE}
            rootMargin="100px"
            priority
            className="aspect-[12/7] rounded-xl border border-line"
            imgClassName="object-cover"
          />
          <div className="rounded-xl border border-line bg-white p-6">
            <h3 className="font-semibold text-ink">At a Glance</h3>
            <ul className="mt-4 grid gap-4">
              <Fact icon={<CalendarDays className="h-5 w-5" aria-hidden />} label="Date">
                <time dateTime={event.isoDate}>{event.date}</time>
              </Fact>
              <Fact icon={<MapPin className="h-5 w-5" aria-hidden />} label="Location">
                {event.location}
              </Fact>
              <Fact icon={<Presentation className="h-5 w-5" aria-hidden />} label="Format">
                {event.format}
              </Fact>
            </ul>
            <p className="mt-5 border-t border-line pt-4 text-sm leading-6 text-muted">{event.note}</p>
          </div>
        </div>
      </div>
    </article>
  );
}
