/** What the newsletter's forms and pages say (the box on /news, /newsletter and its e-mailed links). */

/** Under the box, before anything is sent: double opt-in, said up front. */
export const NEWSLETTER_OPT_IN_NOTE = "We'll e-mail you a link to confirm your subscription; nothing is sent until you open it.";

/** The answer to every subscription request, whether the address was new, pending or already subscribed. */
export const NEWSLETTER_CHECK_INBOX =
  "Thank you. Please check your inbox: we have e-mailed you a link to confirm your subscription. If you are already subscribed, the e-mail says so.";

export const NEWSLETTER_CONFIRMED = "Your subscription is confirmed. Every newsletter e-mail has a link to unsubscribe with one click.";
export const NEWSLETTER_CONFIRM_INVALID = "This confirmation link is invalid or has expired. Please subscribe again to get a new one.";
export const NEWSLETTER_UNSUBSCRIBED = "You are unsubscribed and will get no more newsletter e-mails from us.";
export const NEWSLETTER_UNSUBSCRIBE_INVALID = "This unsubscribe link is not valid. Please use the link in one of our newsletter e-mails.";

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_HOURS = 72;
