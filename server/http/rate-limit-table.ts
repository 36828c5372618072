import { LOT_MESSAGES } from "~/lib/lot-rules";

/** A scaled limit per client address, with the 429 answer's text. */
const perClientAddress = <M extends string>(limit: number, windowSeconds: number, message: M) =>
  ({ key: "client address", limit, windowSeconds, scaled: true, message }) as const;

const SEVERAL_MESSAGES = "You have sent several messages in a short time. Please wait a few minutes and try again.";

/**
 * Every rate limit of the site, and only here (docs/decisions/048-guards-and-rate-limits.md;
 * tests/architecture/guards-and-limits.test.ts fails on a limit declared elsewhere). Each rule:
 * - its name, which is also the prefix of its counters in the `rate_limits` table (`<name>:<key>`);
 * - `key`: what it counts per (the subject the call site passes);
 * - `limit` hits per fixed window of `windowSeconds`, counted in PostgreSQL for every instance;
 * - `scaled`: multiplied by FORM_RATE_LIMIT_MULTIPLIER (test servers whose clients share one
 *   address); the sign-in and link limits are fixed, since a guessing script is what they are for;
 * - `message`: the 429 answer's text, where the request is refused (the API adds `code:
 *   "rate_limited"` and Retry-After; the page's form shows it). Without one, the rule is silent: its
 *   operation answers as if it had not been limited, or words its refusal itself.
 * Each rule is applied once, where its operation is; a request never counts twice against one.
 */
export const RATE_LIMITS = {
  // buying: generous (a buyer filling a large cart makes a few dozen changes; a lab behind one
  // address places a handful of orders an hour), so only a script hammering them meets the limits
  "cart-write-address": perClientAddress(600, 600, "Too many cart changes from your network in a short time. Please wait a few minutes and try again."),
  "order-address": perClientAddress(60, 600, "Too many orders from your network in a short time. Please wait a few minutes and try again."),

  // forms that send e-mail: five in ten minutes per client address
  "contact-address": perClientAddress(5, 600, SEVERAL_MESSAGES),
  "quote-request-address": perClientAddress(5, 600, "You have requested several quotes in a short time. Please wait a few minutes and try again."),
  "newsletter-address": perClientAddress(5, 600, SEVERAL_MESSAGES),
  "event-registration-address": perClientAddress(5, 600, SEVERAL_MESSAGES),
  "quote-message-address": perClientAddress(20, 600, SEVERAL_MESSAGES),
  // mails one recipient gets from the newsletter box, whoever asks (a stranger cannot have it mail someone again and again)
  "newsletter-recipient": { key: "e-mail address", limit: 3, windowSeconds: 86_400, scaled: false },
  // an address registered for an event already is told so once a day per event
  "event-registered-notice": { key: "event and e-mail address", limit: 1, windowSeconds: 86_400, scaled: false },

  // lot look-ups: a lab downloads a few certificates; a script trying lot numbers meets the limit (decision 027)
  "coa-lookup-address": perClientAddress(30, 600, LOT_MESSAGES.rateLimited),

  // accounts
  "register-address": perClientAddress(10, 3600, "Too many registration requests. Please try again later."),
  "forgot-password-address": perClientAddress(10, 3600, "Too many password reset requests. Please try again later."),
  // reset e-mails per address typed: past it nothing more is sent and the answer stays the same
  "reset-mail-email": { key: "e-mail address", limit: 3, windowSeconds: 3600, scaled: false },
  // requests for addresses without an account, counted as a known address's are, so that timing tells nothing
  "reset-unknown-email": { key: "e-mail address", limit: 1_000_000, windowSeconds: 3600, scaled: false },
  // tries of e-mailed links (reset and confirmation together): nobody guesses tokens (decision 044)
  "account-link-address": {
    key: "client address",
    limit: 10,
    windowSeconds: 15 * 60,
    scaled: false,
    message: "Too many attempts with e-mailed links from your network. Please wait a few minutes and try again.",
  },
  // new confirmation links per account (each is a message to its own address)
  "resend-confirmation-account": { key: "account", limit: 3, windowSeconds: 3600, scaled: false },
  // wrong current passwords per account: a stolen session is no free oracle for the password
  "current-password-account": { key: "account", limit: 10, windowSeconds: 15 * 60, scaled: false },
  // e-mail change links per account (each is a message to an address the requester chose)
  "email-change-account": { key: "account", limit: 5, windowSeconds: 3600, scaled: false },

  // organisations: invitation e-mails (sent and resent) per organisation, whoever of its admins sends them
  "invitation-organisation": {
    key: "organisation",
    limit: 100,
    windowSeconds: 86_400,
    scaled: false,
    message: "Your organisation has sent 100 invitations today. Please try again tomorrow.",
  },
  // tries to accept one invitation link, whatever their outcome, for as long as a link lives (7 days)
  "invitation-accept-link": {
    key: "invitation link",
    limit: 5,
    windowSeconds: 7 * 86_400,
    scaled: false,
    message: "This invitation link has been tried too many times. Ask your organisation's admin to send it again.",
  },

  // sign-in failures (decision 006; server/services/accounts/sign-in.ts words the 429 with the minutes left)
  "login-account-address": { key: "account and client address", limit: 5, windowSeconds: 15 * 60, scaled: false },
  "login-address": { key: "client address", limit: 100, windowSeconds: 15 * 60, scaled: false },
  "login-account-unknown-devices": { key: "account", limit: 50, windowSeconds: 15 * 60, scaled: false },
  "login-device": { key: "device cookie", limit: 10, windowSeconds: 15 * 60, scaled: false },
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimitRule {
  /** what one counter counts per */
  key: string;
  limit: number;
  windowSeconds: number;
  scaled: boolean;
  message?: string;
}

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The rules FORM_RATE_LIMIT_MULTIPLIER scales: applying one takes the multiplier. */
export type ScaledRateLimit = { [N in RateLimitName]: (typeof RATE_LIMITS)[N]["scaled"] extends true ? N : never }[RateLimitName];

/** The rules with a 429 answer of their own. */
export type AnsweredRateLimit = { [N in RateLimitName]: (typeof RATE_LIMITS)[N] extends { message: string } ? N : never }[RateLimitName];
