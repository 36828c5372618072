import { clsx } from "clsx";
import Mail from "lucide-react/icons/mail";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { mailtoHref } from "~/content/brand-aware";
import { newsletterBox } from "~/content/news";
import { CONTACT_MESSAGES } from "~/lib/contact-form-values";
import { loadOnFirstUse } from "~/lib/load-on-first-use";
import { useBrand } from "~/lib/use-root-data";

const SUBSCRIBE_SUBJECT = "Newsletter subscription";

/** The e-mail check (zod) arrives when the visitor first focuses the form, not with the page. */
const validation = loadOnFirstUse(() => import("~/lib/contact-schema"));

/**
 * There is no newsletter service behind the site, so subscribing is honest about what happens:
 * it opens a pre-filled e-mail to our team, who add the address and confirm by reply.
 */
export function NewsletterBox() {
  const brand = useBrand();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let contactSchema;
    try {
      ({ contactSchema } = await validation.get());
    } catch {
      setError("Please try again later.");
      return;
    }
    const parsed = contactSchema.shape.email.safeParse(email);
    if (!parsed.success) {
      setError(CONTACT_MESSAGES.email);
      return;
    }
    setError(null);
    window.location.href = `${mailtoHref(brand.supportEmail, SUBSCRIBE_SUBJECT)}&body=${encodeURIComponent(
      `Please add ${parsed.data} to the ${brand.companyName} newsletter.`,
    )}`;
  }

  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="render-when-visible bg-white pt-16 sm:pt-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-8 rounded-2xl border border-blue-100 bg-primary-soft p-6 sm:p-10 lg:grid-cols-2 lg:items-center">
          <div className="flex gap-4">
            <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary text-white sm:flex" aria-hidden>
              <Mail className="h-6 w-6" />
            </span>
            <div>
              <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {newsletterBox.title}
              </h2>
              <p className="mt-2 leading-7 text-muted">{newsletterBox.text}</p>
            </div>
          </div>
          <div>
            <form
              onSubmit={subscribe}
              onFocus={() => void validation.get().catch(() => {})}
              noValidate
              className="flex flex-col gap-3 sm:flex-row"
              aria-label="Newsletter subscription"
            >
              <label htmlFor="newsletter-email" className="sr-only">
                Email address
              </label>
              <input
                id="newsletter-email"
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder={newsletterBox.emailPlaceholder}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "newsletter-error newsletter-note" : "newsletter-note"}
                className={clsx(
                  "h-12 min-w-0 flex-1 rounded-md border bg-white px-4 text-base shadow-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/60",
                  error ? "border-danger" : "border-slate-300",
                )}
              />
              <Button type="submit" size="lg">
                {newsletterBox.buttonLabel}
              </Button>
            </form>
            {error && (
              <p id="newsletter-error" className="mt-2 text-sm text-danger">
                {error}
              </p>
            )}
            <p id="newsletter-note" className="mt-3 text-sm leading-6 text-muted">
              Subscribing opens a pre-filled e-mail to our team; we add your address and confirm by reply. {newsletterBox.privacyNote}
            </p>
            <noscript>
              <p className="mt-3 text-sm text-ink">
                Without JavaScript, subscribe by writing to{" "}
                <a className="font-semibold text-primary underline" href={mailtoHref(brand.supportEmail, SUBSCRIBE_SUBJECT)}>
                  {brand.supportEmail}
                </a>
                .
              </p>
            </noscript>
          </div>
        </div>
      </div>
    </section>
  );
}
