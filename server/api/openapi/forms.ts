import { contactSchema } from "~/lib/contact-schema";
import { eventRegistrationSchema } from "~/lib/event-registration-schema";
import { newsletterSchema } from "~/lib/newsletter-schema";
import { z } from "~/lib/zod";
import { describeArea } from "./operation";
import { messageSchema } from "./responses";

/** server/api/contact.ts, newsletter.ts and events.ts: what visitors send the company. */
export const formPaths = describeArea(
  { tag: "Contact, newsletter and events", access: "public" },
  {
    "/api/contact": {
      post: {
        summary: "Send the contact form",
        description: "Counted per address after validation: a form to correct does not use up the allowance.",
        body: contactSchema,
        rateLimited: true,
        success: { status: 201, description: "Stored; sales is told by e-mail.", schema: z.object({ id: z.guid() }) },
      },
    },
    "/api/newsletter": {
      post: {
        summary: "Subscribe to the newsletter",
        description: "Double opt-in: the same answer whether the address is new, pending or already subscribed; the e-mail says what happens next.",
        body: newsletterSchema,
        rateLimited: true,
        success: { status: 202, description: "The confirmation e-mail is on its way.", schema: messageSchema },
      },
    },
    "/api/events/{slug}/registrations": {
      post: {
        summary: "Register for an event",
        description:
          "The same answer for a new registration and an address already registered (its owner is told by e-mail). Closed once the event has started (409).",
        path: { slug: { schema: z.string().meta({ description: "The event's slug, as in its page's address (/events/{slug})." }) } },
        body: eventRegistrationSchema,
        rateLimited: true,
        success: { status: 201, description: "Registered.", schema: messageSchema },
        errors: { 404: ["event_not_found"], 409: [] },
      },
    },
  },
);
