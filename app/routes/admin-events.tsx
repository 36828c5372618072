import { ADMIN_DASHBOARD, AdminFrame, AdminPageHeader } from "~/components/admin/admin-page-header";
import { EventRegistrationTable, NewsletterSubscriberTable } from "~/components/admin/event-registration-list";
import { events, findEvent } from "~/content/event-listings";
import { eventPhase, scheduleEvents } from "~/lib/event-schedule";
import { adminPageMeta } from "~/lib/seo";
import { listEventRegistrations } from "../../server/services/content/event-registration";
import { newsletterSubscribers } from "../../server/services/content/newsletter";
import { requireRole } from "../../server/auth/guards";
import { ADMIN_PAGE_HEADERS, adminPage } from "./admin.server";
import type { Route } from "./+types/admin-events";
import { adminErrorPages } from "~/components/admin/admin-error-pages";
import type { ErrorPagesHandle } from "~/components/layout/general-error-boundary";

export const meta: Route.MetaFunction = (args) =>
  adminPageMeta(args, { title: "Event Registrations & Newsletter", description: "Registrations for events and the newsletter's subscribers." });

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

const PHASE_TEXT = { upcoming: "registration open", "in-progress": "under way, registration closed", past: "past" } as const;

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(adminPage(context, "/admin/events"), "admin");
  const { db, clock } = context.services;
  const now = clock.now();
  const [registrations, subscribers] = await Promise.all([listEventRegistrations(db), newsletterSubscribers(db)]);
  const { upcoming, past } = scheduleEvents(events, now);
  return {
    events: [...upcoming, ...past].map((event) => ({
      slug: event.slug,
      status: PHASE_TEXT[eventPhase(event, now)],
      registrations: registrations.filter((r) => r.eventSlug === event.slug),
    })),
    subscribers,
  };
}

export default function AdminEventsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame>
      <AdminPageHeader
        title="Event Registrations & Newsletter"
        description="Who registered for each event (upcoming first) and who confirmed the newsletter."
        back={ADMIN_DASHBOARD}
      />
      <div className="grid gap-10">
        {loaderData.events.map(({ slug, status, registrations }) => {
          const event = findEvent(slug);
          return event ? <EventRegistrationTable key={slug} event={event} registrations={registrations} status={status} /> : null;
        })}
        <NewsletterSubscriberTable subscribers={loaderData.subscribers} />
      </div>
    </AdminFrame>
  );
}

export const handle: ErrorPagesHandle = { errorPages: adminErrorPages() };

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
