import Mail from "lucide-react/icons/mail";
import type { CompanyEvent } from "~/content/event-listings";
import { formatAdminDate, formatAdminDateTime } from "~/lib/admin-format";
import type { EventRegistrationView, NewsletterSubscribersView } from "~/lib/admin-types";
import { AdminTable, AdminTableHead, AdminTableRow, EmptyTableRow, Td } from "./admin-table";

/** One event's registrations, newest first, with a mail link to all of them. User text is rendered as text. */
export function EventRegistrationTable({
  event,
  registrations,
  status,
}: {
  event: CompanyEvent;
  registrations: readonly EventRegistrationView[];
  status: string;
}) {
  const headingId = `${event.slug}-registrations`;
  const everyone = registrations.map((r) => r.email).join(",");
  return (
    <section id={event.slug} aria-labelledby={headingId} className="scroll-mt-20">
      <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {event.title}
          </h2>
          <p className="text-sm text-muted">
            {event.date} · {event.location} · {status} · {registrations.length} {registrations.length === 1 ? "registration" : "registrations"}
          </p>
        </div>
        {registrations.length > 0 && (
          <a
            href={`mailto:?bcc=${encodeURIComponent(everyone)}&subject=${encodeURIComponent(event.title)}`}
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
          >
            <Mail className="h-4 w-4" aria-hidden /> E-mail all registrants
          </a>
        )}
      </div>
      <AdminTable caption={`Registrations for ${event.title}`} minWidth="min-w-[860px]">
        <AdminTableHead columns={["Name", "Email", "Company", "Role", "Message", "Registered"]} />
        <tbody>
          {registrations.length === 0 ? (
            <EmptyTableRow colSpan={6}>No registrations yet.</EmptyTableRow>
          ) : (
            registrations.map((r) => (
              <AdminTableRow key={r.id}>
                <Td className="font-medium text-ink">
                  {r.firstName} {r.lastName}
                </Td>
                <Td>
                  <a href={`mailto:${r.email}`} className="break-all text-primary hover:underline">
                    {r.email}
                  </a>
                </Td>
                <Td>{r.company}</Td>
                <Td>{r.role ?? "—"}</Td>
                <Td className="max-w-xs whitespace-pre-wrap break-words">{r.message ?? "—"}</Td>
                <Td className="whitespace-nowrap">
                  <time dateTime={new Date(r.createdAt).toISOString()}>{formatAdminDateTime(r.createdAt)}</time>
                </Td>
              </AdminTableRow>
            ))
          )}
        </tbody>
      </AdminTable>
    </section>
  );
}

/** The newsletter's confirmed subscribers (and how many have not confirmed yet). */
export function NewsletterSubscriberTable({ subscribers }: { subscribers: NewsletterSubscribersView }) {
  return (
    <section id="newsletter" aria-labelledby="newsletter-subscribers-heading" className="scroll-mt-20">
      <h2 id="newsletter-subscribers-heading" className="text-lg font-semibold text-ink">
        Newsletter subscribers
      </h2>
      <p className="mb-3 text-sm text-muted">
        {subscribers.confirmed.length} confirmed · {subscribers.pending} waiting for confirmation (double opt-in: only confirmed addresses may be sent the
        newsletter)
      </p>
      <AdminTable caption="Confirmed newsletter subscribers" minWidth="min-w-[480px]">
        <AdminTableHead columns={["Email", "Confirmed"]} />
        <tbody>
          {subscribers.confirmed.length === 0 ? (
            <EmptyTableRow colSpan={2}>No confirmed subscribers yet.</EmptyTableRow>
          ) : (
            subscribers.confirmed.map((s) => (
              <AdminTableRow key={s.email}>
                <Td className="break-all">{s.email}</Td>
                <Td>{s.confirmedAt ? formatAdminDate(s.confirmedAt) : "—"}</Td>
              </AdminTableRow>
            ))
          )}
        </tbody>
      </AdminTable>
    </section>
  );
}
