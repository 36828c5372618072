import CheckCircle2 from "lucide-react/icons/circle-check";
import Send from "lucide-react/icons/send";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { useToast } from "~/components/ui/toaster";
import { interestAreas, isInterestArea } from "~/content/contact";
import { groupThousands } from "~/lib/number-text";
import { CONTACT_LIMITS, type ContactField, type ContactFieldErrors, type ContactFormValues, contactFields, emptyContactForm } from "~/lib/contact-form-values";
import { loadOnFirstUse } from "~/lib/load-on-first-use";
import { FieldLabel } from "./field-label";
import { SelectField } from "./select-field";
import { sendInquiry } from "./send-inquiry";

const CONTACT_SUCCESS_TOAST = {
  title: "Message Sent Successfully",
  description: "Thank you for your inquiry. We will get back to you soon.",
};
const CONTACT_FAILURE_TITLE = "Error Sending Message";
const CONTACT_FAILURE_FALLBACK = "Please try again later.";

/** The schema (and zod) arrive when the visitor first focuses the form, not with the page. */
const validation = loadOnFirstUse(() => import("~/lib/contact-schema"));

interface ContactFormProps {
  /** the interest area named by ?interest= (ignored unless it is one of the seven) */
  preselectedInterest: string | null;
  /** what the server action answered when the form was posted without JavaScript */
  serverResult?: { values: ContactFormValues; errors: ContactFieldErrors; message?: string };
  /** the form was posted without JavaScript and stored */
  sent: boolean;
}

/**
 * The inquiry form. After hydration it validates in the browser and posts JSON to /api/contact;
 * before (or without) JavaScript it posts to the route's action, which uses the same schema.
 */
export function ContactForm({ preselectedInterest, serverResult, sent }: ContactFormProps) {
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactFormValues>(() => ({
    ...(serverResult?.values ?? emptyContactForm),
    ...(!serverResult && preselectedInterest && isInterestArea(preselectedInterest) ? { interestArea: preselectedInterest } : {}),
  }));
  const [errors, setErrors] = useState<ContactFieldErrors>(serverResult?.errors ?? {});
  const [sending, setSending] = useState(false);

  // Following a link to /contact?interest=… while already here keeps what was typed and changes only the area.
  const [interestFromLink, setInterestFromLink] = useState(preselectedInterest);
  if (preselectedInterest !== interestFromLink) {
    setInterestFromLink(preselectedInterest);
    if (preselectedInterest && isInterestArea(preselectedInterest)) setValues((current) => ({ ...current, interestArea: preselectedInterest }));
  }

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // a field shows an error only after a validation, so the schema is there
    const schema = validation.ready();
    if (errors[field] && schema) {
      const result = schema.contactSchema.safeParse(next);
      const stillWrong = result.success ? undefined : schema.contactFieldErrors(result.error)[field];
      setErrors((current) => ({ ...current, [field]: stillWrong }));
    }
  }

  function focusFirstError(fieldErrors: ContactFieldErrors) {
    const first = contactFields.find((field) => fieldErrors[field]);
    const element = first && form.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let schema;
    try {
      schema = await validation.get();
    } catch {
      toast({ title: CONTACT_FAILURE_TITLE, description: CONTACT_FAILURE_FALLBACK, variant: "destructive" });
      return;
    }
    const parsed = schema.contactSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = schema.contactFieldErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      return;
    }
    setErrors({});
    setSending(true);
    const result = await sendInquiry(values);
    setSending(false);
    if (result.ok) {
      toast(CONTACT_SUCCESS_TOAST);
      setValues(emptyContactForm);
      return;
    }
    const serverErrors = result.errors;
    if (serverErrors) {
      setErrors(serverErrors);
      // the fields are enabled again on the next frame, once the sending state has rendered
      requestAnimationFrame(() => focusFirstError(serverErrors));
    }
    toast({ title: CONTACT_FAILURE_TITLE, description: result.message || CONTACT_FAILURE_FALLBACK, variant: "destructive" });
  }

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    error: errors[name],
    disabled: sending,
  });

  return (
    <form
      ref={form}
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={() => void validation.get().catch(() => {})}
      aria-labelledby="inquiry-form-heading"
      className="grid gap-5"
    >
      {sent && (
        <div role="status" className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden />
          <p>
            <strong className="block font-semibold">{CONTACT_SUCCESS_TOAST.title}</strong>
            {CONTACT_SUCCESS_TOAST.description}
          </p>
        </div>
      )}
      {serverResult?.message && (
        <p role="alert" className="rounded-lg border border-red-200 bg-danger-soft p-4 text-danger">
          {serverResult.message}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          {...field("firstName")}
          label={<FieldLabel text="First name" required />}
          aria-required
          autoComplete="given-name"
          maxLength={CONTACT_LIMITS.name}
          onChange={(e) => update("firstName", e.target.value)}
        />
        <FormField
          {...field("lastName")}
          label={<FieldLabel text="Last name" required />}
          aria-required
          autoComplete="family-name"
          maxLength={CONTACT_LIMITS.name}
          onChange={(e) => update("lastName", e.target.value)}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          {...field("email")}
          label={<FieldLabel text="Email" required />}
          type="email"
          aria-required
          autoComplete="email"
          inputMode="email"
          maxLength={CONTACT_LIMITS.email}
          onChange={(e) => update("email", e.target.value)}
        />
        <FormField
          {...field("company")}
          label={<FieldLabel text="Company or institution" />}
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.company}
          onChange={(e) => update("company", e.target.value)}
        />
      </div>
      <SelectField {...field("interestArea")} label={<FieldLabel text="Area of interest" />} onChange={(e) => update("interestArea", e.target.value)}>
        <option value="">Select an area of interest</option>
        {interestAreas.map((area) => (
          <option key={area.value} value={area.value}>
            {area.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        {...field("message")}
        label={<FieldLabel text="Message" required />}
        aria-required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        placeholder="Tell us about your samples, instruments and what you would like to achieve."
        hint={`At least 10 characters · ${groupThousands(values.message.length)} / ${groupThousands(CONTACT_LIMITS.message)}`}
        onChange={(e) => update("message", e.target.value)}
      />
      <div className="flex flex-col gap-4 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-6 text-muted">
          <span className="text-danger" aria-hidden>
            *
          </span>{" "}
          Required. We use your details only to answer your inquiry.
        </p>
        <Button type="submit" size="lg" disabled={sending} className="shrink-0">
          <Send className="h-4 w-4" aria-hidden />
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
