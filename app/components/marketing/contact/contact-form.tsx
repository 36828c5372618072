import { useEffect, useRef, useState } from "react";
import { Field } from "~/components/ui/field";
import { FormFailure, FormSuccess } from "~/components/ui/form-outcome";
import { useToast } from "~/components/ui/toaster";
import { useValidatedForm } from "~/components/ui/use-validated-form";
import { interestAreas, isInterestArea } from "~/content/contact-page";
import { groupThousands } from "~/lib/number-text";
import { CONTACT_LIMITS, type ContactFormValues, contactFormValues } from "~/lib/contact-form-values";
import type { ContactInput } from "~/lib/contact-schema";
import { errorResult } from "~/lib/form-errors";
import { loadOnFirstUse } from "~/lib/load-on-first-use";
import { type ServerFormResult, validatedFormProps } from "../use-posted-form";
import { FieldLabel } from "./field-label";
import { FormFooter } from "./form-footer";
import { CompanyField, EmailField, NameFields } from "./person-fields";
import { sendInquiry } from "./send-inquiry";

const CONTACT_SUCCESS_TOAST = {
  title: "Message Sent Successfully",
  description: "Thank you for your inquiry. We will get back to you soon.",
};
const CONTACT_FAILURE_TITLE = "Error Sending Message";
const CONTACT_FAILURE_FALLBACK = "Please try again later.";

/** The schema (with zod and Conform's zod side) arrives when the visitor first focuses the form, not with the page. */
const validation = loadOnFirstUse(() =>
  Promise.all([import("~/lib/contact-schema"), import("~/lib/form-validation")]).then(([schema, forms]) => ({
    check: (formData: FormData) => forms.parseForm(formData, schema.contactSchema),
  })),
);

interface ContactFormProps {
  /** the interest area named by ?interest= (ignored unless it is one of the seven) */
  preselectedInterest: string | null;
  /** the message the form starts with (a quote request from a product page) */
  initialMessage?: string;
  /** what the server action answered when the form was posted without JavaScript */
  serverResult?: ServerFormResult;
  /** the form was posted without JavaScript and stored */
  sent: boolean;
}

const validInterest = (value: string | null) => (value && isInterestArea(value) ? value : "");

/**
 * The inquiry form. After hydration it validates in the browser and posts JSON to /api/contact;
 * before (or without) JavaScript it posts to the route's action, which uses the same schema.
 */
export function ContactForm({ preselectedInterest, initialMessage = "", serverResult, sent }: ContactFormProps) {
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const [lastResult, setLastResult] = useState(serverResult?.result);
  const failed = () => toast({ title: CONTACT_FAILURE_TITLE, description: CONTACT_FAILURE_FALLBACK, variant: "destructive" });
  const [form, fields] = useValidatedForm<ContactFormValues, ContactInput>({
    id: "contact",
    lastResult,
    defaultValue: { interestArea: validInterest(preselectedInterest), message: initialMessage },
    validate: (formData) => validation.ready()?.check(formData) ?? null,
    loadValidation: validation.get,
    onValidationUnavailable: failed,
    async onSubmit(event, { formData }) {
      event.preventDefault();
      setSending(true);
      const result = await sendInquiry(contactFormValues(formData));
      setSending(false);
      if (result.ok) {
        toast(CONTACT_SUCCESS_TOAST);
        form.reset();
        return;
      }
      if (result.errors && Object.keys(result.errors).length > 0) setLastResult(errorResult(result.errors));
      toast({ title: CONTACT_FAILURE_TITLE, description: result.message || CONTACT_FAILURE_FALLBACK, variant: "destructive" });
    },
  });

  // Following a link to /contact?interest=… while already here keeps what was typed and changes only the area.
  const interest = validInterest(preselectedInterest);
  const appliedInterest = useRef(interest);
  const interestField = fields.interestArea.name;
  useEffect(() => {
    if (!interest || interest === appliedInterest.current) return;
    appliedInterest.current = interest;
    form.update({ name: interestField, value: interest });
  }, [interest, form, interestField]);

  const messageLength = fields.message.value?.length ?? 0;
  return (
    <form method="post" {...validatedFormProps(form, validation)} aria-labelledby="inquiry-form-heading" className="grid gap-5">
      {sent && <FormSuccess title={CONTACT_SUCCESS_TOAST.title}>{CONTACT_SUCCESS_TOAST.description}</FormSuccess>}
      <FormFailure message={serverResult?.message} />
      <NameFields firstName={fields.firstName} lastName={fields.lastName} idPrefix="contact" maxLength={CONTACT_LIMITS.name} disabled={sending} />
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField field={fields.email} id="contact-email" maxLength={CONTACT_LIMITS.email} disabled={sending} />
        <CompanyField field={fields.company} id="contact-company" maxLength={CONTACT_LIMITS.company} disabled={sending} />
      </div>
      <Field as="select" field={fields.interestArea} id="contact-interestArea" label={<FieldLabel text="Area of interest" />} disabled={sending}>
        <option value="">Select an area of interest</option>
        {interestAreas.map((area) => (
          <option key={area.value} value={area.value}>
            {area.label}
          </option>
        ))}
      </Field>
      <Field
        as="textarea"
        field={fields.message}
        id="contact-message"
        label={<FieldLabel text="Message" required />}
        aria-required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        placeholder="Tell us about your samples, instruments and what you would like to achieve."
        hint={`At least 10 characters · ${groupThousands(messageLength)} / ${groupThousands(CONTACT_LIMITS.message)}`}
        disabled={sending}
      />
      <FormFooter use="We use your details only to answer your inquiry." label="Send Message" busyLabel="Sending..." sending={sending} layout="row" />
    </form>
  );
}
