import { data, redirect } from "react-router";
import { NEWSLETTER_CONFIRM_INVALID, NEWSLETTER_UNSUBSCRIBE_INVALID } from "~/lib/newsletter-messages";
import { newsletterSchema } from "~/lib/newsletter-schema";
import { formFields, parseForm } from "~/lib/form-validation";
import type { RequestContext } from "../../server/load-context";
import { RATE_LIMITS } from "../../server/http/rate-limit-table";
import { limitPageByAddress } from "../../server/http/write-limits";
import { confirmSubscription, peekConfirmation, peekUnsubscribe, requestSubscription, unsubscribe } from "../../server/services/content/newsletter";
import { NO_STORE } from "../../server/speed/cache-control";

/** The newsletter's pages show an address or a form result: never stored by a cache, never indexed. */
export const NEWSLETTER_PAGE_HEADERS = { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" } as const;

/** The box posted without JavaScript: the API's schema, limit and service, then /newsletter?requested=1. */
export async function subscribeAction(request: Request, context: RequestContext) {
  const { db, brand, config } = context.services;
  const submission = parseForm(formFields(await request.formData(), ["email"]), newsletterSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NEWSLETTER_PAGE_HEADERS });
  const retryAfter = await limitPageByAddress(context, "newsletter-address");
  if (retryAfter !== null) {
    return data(
      { result: submission.reply({ formErrors: [RATE_LIMITS["newsletter-address"].message] }), message: RATE_LIMITS["newsletter-address"].message },
      { status: 429, headers: { ...NEWSLETTER_PAGE_HEADERS, "Retry-After": String(retryAfter) } },
    );
  }
  await requestSubscription(db, brand, config.publicOrigin, submission.value.email);
  return redirect("/newsletter?requested=1#newsletter", { headers: NEWSLETTER_PAGE_HEADERS });
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/**
 * Opening the e-mailed confirmation link shows the address and a "Confirm subscription" button;
 * only its POST confirms. Mail scanners (Safe Links and the like) open every link in a message: a
 * link that confirmed on GET would record a consent nobody gave for an address someone else typed.
 */
export async function confirmLoader(request: Request, context: RequestContext) {
  const token = tokenOf(request);
  const link = await peekConfirmation(context.services.db, token);
  return data(
    link
      ? { token, email: link.email, confirmed: link.confirmed, error: null }
      : { token: null, email: null, confirmed: false, error: NEWSLETTER_CONFIRM_INVALID },
    {
      status: link ? 200 : 400,
      headers: NEWSLETTER_PAGE_HEADERS,
    },
  );
}

/** The confirmation page's button: confirms the subscription (double opt-in). */
export async function confirmAction(request: Request, context: RequestContext) {
  const field = (await request.formData()).get("token");
  const confirmed = await confirmSubscription(context.services.db, typeof field === "string" ? field : "");
  return data(confirmed ? { confirmed: confirmed.email, error: null } : { confirmed: null, error: NEWSLETTER_CONFIRM_INVALID }, {
    status: confirmed ? 200 : 400,
    headers: NEWSLETTER_PAGE_HEADERS,
  });
}

/** Opening an unsubscribe link shows what it is for and a button (mail scanners open links; only the button's POST unsubscribes). */
export async function unsubscribeLoader(request: Request, context: RequestContext) {
  const token = tokenOf(request);
  const link = await peekUnsubscribe(context.services.db, token);
  return data(link ? { token, email: link.email, subscribed: link.subscribed } : { token: null, email: null, subscribed: false }, {
    status: link ? 200 : 400,
    headers: NEWSLETTER_PAGE_HEADERS,
  });
}

/**
 * The page's button posts the token as a field; a mail program's "Unsubscribe" button posts
 * `List-Unsubscribe=One-Click` to the link itself, token in the query (RFC 8058).
 */
export async function unsubscribeAction(request: Request, context: RequestContext) {
  const field = (await request.formData()).get("token");
  const token = typeof field === "string" ? field : tokenOf(request);
  const done = await unsubscribe(context.services.db, token);
  return data(done ? { unsubscribed: done.email, error: null } : { unsubscribed: null, error: NEWSLETTER_UNSUBSCRIBE_INVALID }, {
    status: done ? 200 : 400,
    headers: NEWSLETTER_PAGE_HEADERS,
  });
}
