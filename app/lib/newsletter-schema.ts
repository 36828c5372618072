import { z } from "~/lib/zod";
import { contactSchema } from "./contact-schema";

/** The newsletter box (on /news and /newsletter) and POST /api/newsletter: one e-mail address, checked as the contact form checks it. */
export const newsletterSchema = z.object({ email: contactSchema.shape.email });

export type NewsletterInput = z.output<typeof newsletterSchema>;
