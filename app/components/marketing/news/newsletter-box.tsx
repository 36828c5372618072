import { clsx } from "clsx";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Mail from "lucide-react/icons/mail";
import { Button } from "~/components/ui/button";
import { newsletterBox } from "~/content/news";
import { CONTACT_LIMITS } from "~/lib/contact-form-values";
import { loadOnFirstUse } from "~/lib/load-on-first-use";
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_OPT_IN_NOTE } from "~/lib/newsletter-messages";
import type { NewsletterInput } from "~/lib/newsletter-schema";
import { type ServerFormResult, usePostedForm } from "../use-posted-form";
import { sendSubscription } from "./send-subscription";
import { ContentWidthSection } from "../page-section";

const FAILURE_FALLBACK = "Your subscription could not be sent. Please try again later.";

/** The e-mail check (zod) arrives when the visitor first focuses the form, not with the page. */
const validation = loadOnFirstUse(() =>
  Promise.all([import("~/lib/newsletter-schema"), import("~/lib/form-validation")]).then(([schema, forms]) => ({
    check: (formData: FormData) => forms.parseForm(formData, schema.newsletterSchema),
  })),
);

interface NewsletterBoxProps {
  /** what /newsletter's action answered when the form was posted without JavaScript */
  serverResult?: ServerFormResult;
  /** the form was posted without JavaScript and the confirmation e-mail queued */
  requested?: boolean;
  /** the page's only heading is this box's (on /newsletter) */
  headingLevel?: 1 | 2;
}

/**
 * The newsletter subscription, double opt-in: the address gets an e-mail with a confirmation link
 * and is subscribed only once it is opened. After hydration the box posts JSON to /api/newsletter;
 * without JavaScript it posts to /newsletter, which uses the same schema, limit and service.
 */
export function NewsletterBox({ serverResult, requested = false, headingLevel = 2 }: NewsletterBoxProps) {
  const { fields, formProps, sending, done, failure } = usePostedForm<{ email: string }, NewsletterInput>({
    id: "newsletter-form",
    validation,
    send: (formData) => {
      const email = formData.get("email");
      return sendSubscription(typeof email === "string" ? email : "");
    },
    serverResult,
    doneBefore: requested,
    doneMessage: NEWSLETTER_CHECK_INBOX,
    failureMessage: FAILURE_FALLBACK,
  });
  const error = fields.email.errors?.[0];
  const Heading = headingLevel === 1 ? "h1" : "h2";

  return (
    <ContentWidthSection id="newsletter" headingId="newsletter-heading" className="render-when-visible scroll-mt-20 bg-white pt-16 sm:pt-20">
      <div className="grid gap-8 rounded-2xl border border-blue-100 bg-primary-soft p-6 sm:p-10 lg:grid-cols-2 lg:items-center">
        <div className="flex gap-4">
          <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary text-white sm:flex" aria-hidden>
            <Mail className="h-6 w-6" />
          </span>
          <div>
            <Heading id="newsletter-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {newsletterBox.title}
            </Heading>
            <p className="mt-2 leading-7 text-muted">{newsletterBox.text}</p>
          </div>
        </div>
        <div>
          <form method="post" action="/newsletter" {...formProps} className="flex flex-col gap-3 sm:flex-row" aria-label="Newsletter subscription">
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <input
              key={fields.email.key}
              id="newsletter-email"
              name={fields.email.name}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_LIMITS.email}
              defaultValue={typeof fields.email.initialValue === "string" ? fields.email.initialValue : undefined}
              placeholder={newsletterBox.emailPlaceholder}
              disabled={sending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "newsletter-error newsletter-note" : "newsletter-note"}
              className={clsx(
                "h-12 min-w-0 flex-1 rounded-md border bg-white px-4 text-base shadow-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/60",
                error ? "border-danger" : "border-slate-300",
              )}
            />
            <Button type="submit" size="lg" disabled={sending}>
              {sending ? "Subscribing..." : newsletterBox.buttonLabel}
            </Button>
          </form>
          {error && (
            <p id="newsletter-error" className="mt-2 text-sm text-danger">
              {error}
            </p>
          )}
          {done && (
            <p role="status" className="mt-3 flex gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
              {done}
            </p>
          )}
          {failure && (
            <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-danger-soft p-3 text-sm text-danger">
              {failure}
            </p>
          )}
          <p id="newsletter-note" className="mt-3 text-sm leading-6 text-muted">
            {NEWSLETTER_OPT_IN_NOTE} {newsletterBox.privacyNote}
          </p>
        </div>
      </div>
    </ContentWidthSection>
  );
}
