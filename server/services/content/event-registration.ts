import { desc } from "drizzle-orm";
import type { Brand } from "~/content/brand";
import type { CompanyEvent } from "~/content/event-listings";
import type { EventRegistrationInput } from "~/lib/event-registration-schema";
import { REGISTRATION_CLOSED_MESSAGE } from "~/lib/event-registration-values";
import { registrationOpen } from "~/lib/event-schedule";
import type { Db } from "../../db/database";
import { eventRegistrations } from "../../db/schema";
import { hitRateLimit } from "../../http/rate-limit";
import { eventAlreadyRegisteredNotice, eventRegistrationConfirmation, eventRegistrationNotice } from "../../mail/event-mail";
import { enqueueMail } from "../../mail/outbox";
import { DomainError } from "../../errors/domain-error";
import { senderColumns } from "./contact";

/** 409 `registration_closed`: the event has started. */
export const registrationClosed = () => new DomainError(409, REGISTRATION_CLOSED_MESSAGE, { code: "registration_closed" });

export const eventUrl = (origin: string, event: CompanyEvent) => `${origin}/events/${event.slug}`;

/**
 * Registers an address for an event that has not started (else 409 registration_closed), and in
 * the same transaction queues the notice to sales (Reply-To the registrant) and the registrant's
 * confirmation. An address already registered for the event (in any case) gets no second row: its
 * owner is told by e-mail, and the caller answers as for a new registration, so that the form does
 * not reveal who registered.
 */
export async function registerForEvent(
  db: Db,
  brand: Brand,
  opts: { origin: string; now: Date },
  event: CompanyEvent,
  input: EventRegistrationInput,
): Promise<{ created: boolean }> {
  if (!registrationOpen(event, opts.now)) throw registrationClosed();
  const url = eventUrl(opts.origin, event);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(eventRegistrations)
      .values({
        eventSlug: event.slug,
        ...senderColumns(input),
        company: input.company,
        role: input.role ?? null,
        message: input.message ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: eventRegistrations.id });
    if (!row) {
      // told once a day at most: anyone can type the address again and again
      const told = await hitRateLimit(tx, "event-registered-notice", `${event.slug}|${input.email.toLowerCase()}`);
      if (told === null) await enqueueMail(tx, eventAlreadyRegisteredNotice(brand, event, input.email, url));
      return { created: false };
    }
    await enqueueMail(
      tx,
      eventRegistrationNotice(brand, event, { ...input, id: row.id }, { eventUrl: url, adminUrl: `${opts.origin}/admin/events#${event.slug}` }),
      eventRegistrationConfirmation(brand, event, input, url),
    );
    return { created: true };
  });
}

export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;

/** Every registration, newest first (the admin's list groups them by event). */
export async function listEventRegistrations(db: Db): Promise<EventRegistrationRow[]> {
  return db.select().from(eventRegistrations).orderBy(desc(eventRegistrations.createdAt), desc(eventRegistrations.id));
}
