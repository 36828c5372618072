import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { EventCard } from "~/components/marketing/events/event-card";
import { HeroBadge, MarketingHero } from "~/components/marketing/marketing-hero";
import { events, eventsFollowUp, eventsHero, findEvent, noUpcomingEvents } from "~/content/event-listings";
import { eventPhase, scheduleEvents } from "~/lib/event-schedule";
import { marketingPageMeta } from "~/content/page-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = (args) => pageMeta(args, marketingPageMeta.events);

/** The events against the server's today (app/lib/clock.ts): which are still to come, which are over. */
export function loader({ context }: Route.LoaderArgs) {
  const now = context.services.clock.now();
  const { upcoming, past } = scheduleEvents(events, now);
  return {
    upcoming: upcoming.map((event) => ({ slug: event.slug, phase: eventPhase(event, now) })),
    past: past.map((event) => event.slug),
  };
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const upcoming = loaderData.upcoming.flatMap(({ slug, phase }) => {
    const event = findEvent(slug);
    return event ? [{ event, phase }] : [];
  });
  const past = loaderData.past.flatMap((slug) => findEvent(slug) ?? []);
  return (
    <>
      <MarketingHero badge={<HeroBadge>Events</HeroBadge>} title={eventsHero.title} intro={eventsHero.text} />
      <div className="bg-subtle py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-16 px-4 sm:px-6 lg:px-8">
          <section aria-labelledby="upcoming-events-heading" className="grid grid-cols-[minmax(0,1fr)] gap-8">
            <h2 id="upcoming-events-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              Upcoming events
            </h2>
            {upcoming.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-line bg-white p-6 sm:p-8">
                <p className="leading-7 text-muted">{noUpcomingEvents.text}</p>
                <Link
                  to={noUpcomingEvents.link.href}
                  className="mt-3 inline-flex items-center gap-1 font-semibold text-primary hover:underline hover:underline-offset-4"
                >
                  {noUpcomingEvents.link.label} <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </div>
            ) : (
              upcoming.map(({ event, phase }, i) => <EventCard key={event.slug} event={event} phase={phase} priority={i === 0} />)
            )}
          </section>
          {past.length > 0 && (
            <section aria-labelledby="past-events-heading" className="render-when-visible grid grid-cols-[minmax(0,1fr)] gap-8">
              <div>
                <h2 id="past-events-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
                  Past events
                </h2>
                <p className="mt-3 max-w-3xl text-lg leading-8 text-muted">Programmes, summaries and slides of the events we have held.</p>
              </div>
              {past.map((event) => (
                <EventCard key={event.slug} event={event} phase="past" />
              ))}
            </section>
          )}
          <aside
            aria-labelledby="events-follow-up-heading"
            className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
          >
            <div>
              <h2 id="events-follow-up-heading" className="text-lg font-semibold text-ink">
                {eventsFollowUp.title}
              </h2>
              <p className="mt-1 leading-7 text-muted">{eventsFollowUp.text}</p>
            </div>
            <ul className="flex shrink-0 flex-wrap gap-x-6 gap-y-3 text-sm font-semibold">
              {eventsFollowUp.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} prefetch="intent" className="inline-flex items-center gap-1 text-primary hover:underline hover:underline-offset-4">
                    {link.label} <ArrowRight className="h-4 w-4" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </>
  );
}
