import type { Brand } from "~/content/brand";
import type { CompanyEvent } from "~/content/event-listings";
import type { EventRegistrationInput } from "~/lib/event-registration-schema";
import { plainText, singleLine } from "./mail-text";
import type { OutgoingMail } from "./outbox";

const signature = (brand: Brand) => `\n\n— ${brand.companyName}\n${brand.salesEmail} · ${brand.phone}`;

/** Date, time, place and programme link, as both the registrant and sales read them. */
function eventFacts(event: CompanyEvent, eventUrl: string) {
  return `${event.title}\nDate: ${event.date}, ${event.timeText}\nPlace: ${event.venue}\nProgramme: ${eventUrl}`;
}

/** The notice sales gets for each new registration; replying writes to the registrant. Plain text, never HTML. */
export function eventRegistrationNotice(
  brand: Brand,
  event: CompanyEvent,
  registration: EventRegistrationInput & { id: string },
  links: { eventUrl: string; adminUrl: string },
): OutgoingMail {
  const name = singleLine(`${registration.firstName} ${registration.lastName}`);
  return {
    kind: "event-registration-notice",
    to: brand.salesEmail,
    replyTo: singleLine(registration.email),
    subject: `New registration: ${event.title}: ${name}`.slice(0, 200),
    text:
      `A visitor registered for an event.\n\n${eventFacts(event, links.eventUrl)}\n\n` +
      `Name: ${name}\n` +
      `E-mail: ${singleLine(registration.email)}\n` +
      `Company: ${singleLine(registration.company)}\n` +
      `Role: ${registration.role ? singleLine(registration.role) : "—"}\n` +
      `Reference: ${registration.id}\n\n` +
      (registration.message ? `----- Message -----\n${plainText(registration.message)}\n----- End of message -----\n\n` : "") +
      `Every registration for this event: ${links.adminUrl}`,
  };
}

/** The registrant's confirmation: what, when, where, and the programme's page. */
export function eventRegistrationConfirmation(brand: Brand, event: CompanyEvent, registration: EventRegistrationInput, eventUrl: string): OutgoingMail {
  return {
    kind: "event-registration-confirmation",
    to: registration.email,
    replyTo: brand.salesEmail,
    subject: `Your registration: ${event.title}, ${event.date}`.slice(0, 200),
    text:
      `Dear ${singleLine(registration.firstName)},\n\nthank you for registering. You are on the list for:\n\n${eventFacts(event, eventUrl)}\n\n` +
      `${event.note}\n\nIf you cannot come after all, or want to bring a colleague, please reply to this e-mail.` +
      signature(brand),
  };
}

/** Sent instead of a second registration: the page answers the same either way, so it does not reveal who registered. */
export function eventAlreadyRegisteredNotice(brand: Brand, event: CompanyEvent, email: string, eventUrl: string): OutgoingMail {
  return {
    kind: "event-already-registered",
    to: email,
    replyTo: brand.salesEmail,
    subject: `You are already registered: ${event.title}, ${event.date}`.slice(0, 200),
    text:
      `Hello,\n\nsomeone (perhaps you) registered this address again for the event below. You are already registered; ` +
      `nothing has changed and your place is kept.\n\n${eventFacts(event, eventUrl)}\n\n` +
      `To change your details or cancel, please reply to this e-mail.` +
      signature(brand),
  };
}
