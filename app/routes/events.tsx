import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { EventCard } from "~/components/marketing/events/event-card";
import { HeroBadge, MarketingHero } from "~/components/marketing/marketing-hero";
import { events, eventsFollowUp, eventsHero, eventsMeta } from "~/content/events";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = (args) => pageMeta(args, eventsMeta);

export default function EventsPage() {
  return (
    <>
      <MarketingHero badge={<HeroBadge>Events 2025</HeroBadge>} title={eventsHero.title} intro={eventsHero.text} />
      <div className="bg-subtle py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:px-8">
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
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
