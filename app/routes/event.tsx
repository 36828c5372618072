import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import Lock from "lucide-react/icons/lock";
import { data, Link, redirect, useSearchParams } from "react-router";
import { ContentImage } from "~/components/marketing/content-image";
import { EventFacts, localDate } from "~/components/marketing/events/event-facts";
import { EventRegistrationForm } from "~/components/marketing/events/event-registration-form";
import { HeroBadge, MarketingHero } from "~/components/marketing/marketing-hero";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { type CompanyEvent, findEvent, noUpcomingEvents, REGISTER_LABEL } from "~/content/event-listings";
import { eventRegistrationSchema } from "~/lib/event-registration-schema";
import { REGISTRATION_CLOSED_MESSAGE, registrationFields } from "~/lib/event-registration-values";
import { eventPhase, registrationOpen } from "~/lib/event-schedule";
import { formFields, parseForm } from "~/lib/form-validation";
import { pageMeta } from "~/lib/seo";
import { RATE_LIMITS } from "../../server/http/rate-limit-table";
import { limitPageByAddress } from "../../server/http/write-limits";
import { registerForEvent } from "../../server/services/content/event-registration";
import { formRefusal } from "../../server/http/api-errors";
import type { Route } from "./+types/event";

export const meta: Route.MetaFunction = (args) => {
  const event = args.data ? findEvent(args.data.slug) : undefined;
  if (!event) return pageMeta(args, { title: "Page Not Found", description: "The page you are looking for does not exist or has moved." });
  return pageMeta(args, {
    title: event.title,
    description: `${event.date}, ${event.location}. ${event.format}. Programme and registration.`,
    image: event.image,
  });
};

/** Unknown slugs get the site's 404 page; the phase is judged against the server's today (app/lib/clock.ts). */
export function loader({ params, context }: Route.LoaderArgs) {
  const event = findEvent(params.slug);
  if (!event) throw data(null, { status: 404 });
  const now = context.services.clock.now();
  return { slug: event.slug, phase: eventPhase(event, now), open: registrationOpen(event, now) };
}

/**
 * The registration posted without JavaScript: validated with the API's schema and limits, then
 * stored by the same service; the page then says it is done (?registered=1, the same page for
 * everyone, so it may be cached). Its body is bounded before it gets here (server/http/page-form-body.ts).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const event = findEvent(params.slug);
  if (!event) throw data(null, { status: 404 });
  const { db, brand, config, clock } = context.services;
  const submission = parseForm(formFields(await request.formData(), registrationFields), eventRegistrationSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const closed = () => data({ result: submission.reply({ formErrors: [REGISTRATION_CLOSED_MESSAGE] }), message: REGISTRATION_CLOSED_MESSAGE }, { status: 409 });
  const now = clock.now();
  if (!registrationOpen(event, now)) return closed();
  const retryAfter = await limitPageByAddress(context, "event-registration-address");
  if (retryAfter !== null) {
    return data(
      {
        result: submission.reply({ formErrors: [RATE_LIMITS["event-registration-address"].message] }),
        message: RATE_LIMITS["event-registration-address"].message,
      },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }
  try {
    await registerForEvent(db, brand, { origin: config.publicOrigin, now }, event, submission.value);
  } catch (error) {
    const refused = formRefusal(error);
    return data({ result: submission.reply({ formErrors: [refused.message] }), message: refused.message }, { status: refused.status });
  }
  return redirect(`/events/${event.slug}?registered=1#register`);
}

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const event = findEvent(loaderData.slug)!;
  const { phase } = loaderData;
  return (
    <>
      <MarketingHero
        badge={<HeroBadge>{phase === "past" ? `Past event · ${event.type}` : event.type}</HeroBadge>}
        title={event.title}
        intro={`${event.date} · ${event.timeText} · ${event.location}`}
        actions={
          loaderData.open ? (
            <a href="#register" className={buttonClass({ variant: "inverse", size: "lg" })}>
              {REGISTER_LABEL} <ArrowRight className="h-4 w-4" aria-hidden />
            </a>
          ) : undefined
        }
      />
      <div className="bg-subtle py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 sm:px-6 lg:grid-cols-[1.5fr_1fr] lg:px-8">
          <div className="grid gap-8">
            <Link to="/events" className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline hover:underline-offset-4">
              <ArrowLeft className="h-4 w-4" aria-hidden /> All events
            </Link>
            {phase === "past" && <PastEventMaterial event={event} />}
            <section aria-labelledby="about-event-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
              <h2 id="about-event-heading" className="text-2xl font-bold tracking-tight text-ink">
                About this event
              </h2>
              <p className="mt-4 leading-7 text-muted">{event.description}</p>
              <Programme event={event} />
            </section>
          </div>
          <div className="grid gap-8">
            <section aria-labelledby="at-a-glance-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <ContentImage src={event.image} alt={event.imageAlt} priority className="rounded-xl border border-line" />
              <h2 id="at-a-glance-heading" className="mt-6 font-semibold text-ink">
                At a Glance
              </h2>
              <div className="mt-4">
                <EventFacts event={event} place={phase === "past" ? "location" : "venue"} />
              </div>
              {phase !== "past" && <p className="mt-5 border-t border-line pt-4 text-sm leading-6 text-muted">{event.note}</p>}
            </section>
          </div>
          <section
            id="register"
            aria-labelledby="register-heading"
            className="scroll-mt-20 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10 lg:col-span-2"
          >
            <h2 id="register-heading" className="text-2xl font-bold tracking-tight text-ink">
              {loaderData.open ? `Register for ${event.title}` : "Registration closed"}
            </h2>
            {loaderData.open ? (
              <>
                <p className="mt-2 text-muted">
                  {event.date}, {event.timeText}. We confirm your place by e-mail.
                </p>
                <div className="mt-8 max-w-3xl">
                  <EventRegistrationForm
                    slug={event.slug}
                    headingId="register-heading"
                    serverResult={actionData}
                    registered={searchParams.get("registered") === "1"}
                  />
                </div>
              </>
            ) : (
              <RegistrationClosed phase={phase} />
            )}
          </section>
        </div>
      </div>
    </>
  );
}

function Programme({ event }: { event: CompanyEvent }) {
  return (
    <>
      <h3 className="mt-8 text-lg font-semibold text-ink">{event.agendaTitle}</h3>
      <ol className="mt-4 grid gap-0 divide-y divide-line rounded-xl border border-line">
        {event.agenda.map((item) => (
          <li key={item.time} className="grid gap-1 p-4 sm:grid-cols-[5rem_1fr] sm:gap-4">
            <time dateTime={`${localDate(event)}T${item.time}`} className="font-semibold tabular-nums text-primary">
              {item.time}
            </time>
            <div>
              <p className="text-ink">{item.title}</p>
              {item.detail && <p className="mt-1 text-sm text-muted">{item.detail}</p>}
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-muted">Times are local to the event ({event.timeText}).</p>
    </>
  );
}

function PastEventMaterial({ event }: { event: CompanyEvent }) {
  return (
    <section aria-labelledby="event-material-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
      <Badge variant="secondary">Past event</Badge>
      <h2 id="event-material-heading" className="mt-3 text-2xl font-bold tracking-tight text-ink">
        Summary and material
      </h2>
      <p className="mt-4 leading-7 text-muted">{event.material.summary}</p>
      <Link to={event.material.link.href} className={buttonClass({ variant: "outline", className: "mt-6" })}>
        {event.material.link.label} <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </section>
  );
}

function RegistrationClosed({ phase }: { phase: "upcoming" | "in-progress" | "past" }) {
  return (
    <div className="mt-4 flex gap-3 rounded-lg border border-line bg-subtle p-4" role="note">
      <Lock className="mt-0.5 h-5 w-5 shrink-0 text-muted" aria-hidden />
      <div>
        <p className="text-ink">{phase === "past" ? "This event has taken place; registration is closed." : REGISTRATION_CLOSED_MESSAGE}</p>
        <p className="mt-2 text-sm text-muted">
          The next tour stops and webinars are on the{" "}
          <Link to="/events" className="font-semibold text-primary hover:underline">
            events page
          </Link>
          ;{" "}
          <Link to={noUpcomingEvents.link.href} className="font-semibold text-primary hover:underline">
            subscribe to the newsletter
          </Link>{" "}
          to hear about new ones.
        </p>
      </div>
    </div>
  );
}
