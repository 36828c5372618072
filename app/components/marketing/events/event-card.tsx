import ArrowRight from "lucide-react/icons/arrow-right";
import FileText from "lucide-react/icons/file-text";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { REGISTER_LABEL, type CompanyEvent } from "~/content/event-listings";
import type { EventPhase } from "~/lib/event-schedule";
import { ContentImage } from "../content-image";
import { UnbrokenTerms } from "../unbroken-terms";
import { DateLeaf, EventFacts } from "./event-facts";

const PHASE_LABEL: Record<EventPhase, string | null> = { upcoming: null, "in-progress": "Happening now", past: "Past event" };

/**
 * An event on /events: upcoming ones lead to their page's registration form, one under way says
 * registration is closed, past ones give their summary and material.
 */
export function EventCard({ event, phase, priority = false }: { event: CompanyEvent; phase: EventPhase; priority?: boolean }) {
  const headingId = `${event.slug}-title`;
  const href = `/events/${event.slug}`;
  const label = PHASE_LABEL[phase];
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl border border-line bg-white shadow-md">
      <div className="grid grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
        <div className="p-6 sm:p-8">
          <div className="flex items-start gap-5">
            <DateLeaf event={event} muted={phase === "past"} />
            <div className="min-w-0">
              <div className="flex flex-wrap gap-2">
                <Badge>{event.type}</Badge>
                {label && <Badge variant={phase === "past" ? "secondary" : "success"}>{label}</Badge>}
              </div>
              <h3 id={headingId} className="mt-2 text-xl font-bold tracking-tight text-ink sm:text-2xl">
                <Link to={href} prefetch="intent" className="hover:text-primary hover:underline hover:underline-offset-4">
                  <UnbrokenTerms text={event.title} />
                </Link>
              </h3>
            </div>
          </div>
          <p className="mt-5 leading-7 text-muted">{phase === "past" ? event.material.summary : event.description}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {phase === "upcoming" ? (
              <Link to={`${href}#register`} className={buttonClass({ size: "lg" })} aria-describedby={headingId}>
                {REGISTER_LABEL} <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            ) : null}
            <Link to={href} prefetch="intent" className={buttonClass({ variant: "outline", size: "lg" })} aria-describedby={headingId}>
              <FileText className="h-4 w-4" aria-hidden /> {phase === "past" ? "Programme and material" : "Programme and details"}
            </Link>
            {phase === "past" && (
              <Link to={event.material.link.href} className={buttonClass({ variant: "ghost", size: "lg" })} aria-describedby={headingId}>
                {event.material.link.label}
              </Link>
            )}
          </div>
          {phase === "in-progress" && <p className="mt-4 text-sm font-medium text-muted">Registration is closed: this event has started.</p>}
        </div>
        <div className="flex flex-col gap-6 border-t border-line bg-subtle p-6 sm:p-8 lg:border-l lg:border-t-0">
          <ContentImage src={event.image} alt={event.imageAlt} priority={priority} className="rounded-xl border border-line" />
          <EventFacts event={event} />
        </div>
      </div>
    </article>
  );
}
