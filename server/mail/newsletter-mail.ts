import type { Brand } from "~/content/brand";
import { NEWSLETTER_CONFIRM_HOURS } from "~/lib/newsletter-messages";
import type { OutgoingMail } from "./outbox";

/** The footer of every newsletter e-mail: one click (and a button on the page) unsubscribes. */
function unsubscribeFooter(unsubscribeUrl: string) {
  return `\n\n--\nYou get this e-mail because this address subscribed to our newsletter. Unsubscribe with one click: ${unsubscribeUrl}`;
}

/** A newsletter e-mail: its text with the unsubscribe link under it and in its List-Unsubscribe header (one click in mail programs). */
export function newsletterMail(brand: Brand, message: { kind: string; to: string; subject: string; text: string }, unsubscribeUrl: string): OutgoingMail {
  return {
    ...message,
    replyTo: brand.supportEmail,
    text: `${message.text}\n\n— ${brand.companyName}` + unsubscribeFooter(unsubscribeUrl),
    listUnsubscribe: unsubscribeUrl,
  };
}

/** Double opt-in: nothing is sent to the address until this link is opened. */
export function newsletterConfirmation(brand: Brand, email: string, links: { confirmUrl: string; unsubscribeUrl: string }): OutgoingMail {
  return newsletterMail(
    brand,
    {
      kind: "newsletter-confirm",
      to: email,
      subject: `Please confirm your subscription to the ${brand.companyName} newsletter`,
      text:
        `Hello,\n\nplease confirm that you want to receive our newsletter (application notes, product news and events) at this address:\n\n${links.confirmUrl}\n\n` +
        `The link works for ${NEWSLETTER_CONFIRM_HOURS} hours. If you did not ask for this, ignore this e-mail: you will not be subscribed.`,
    },
    links.unsubscribeUrl,
  );
}

/** Sent instead of a second confirmation when the address is already subscribed: the form answers the same either way. */
export function newsletterAlreadySubscribed(brand: Brand, email: string, unsubscribeUrl: string): OutgoingMail {
  return newsletterMail(
    brand,
    {
      kind: "newsletter-already-subscribed",
      to: email,
      subject: `You are already subscribed to the ${brand.companyName} newsletter`,
      text: `Hello,\n\nsomeone (perhaps you) asked to subscribe this address to our newsletter. It is already subscribed; nothing has changed.`,
    },
    unsubscribeUrl,
  );
}
