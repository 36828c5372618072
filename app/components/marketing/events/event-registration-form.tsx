import type { SubmissionResult } from "@conform-to/react";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Send from "lucide-react/icons/send";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useValidatedForm } from "~/components/ui/use-validated-form";
import { groupThousands } from "~/lib/number-text";
import type { EventRegistrationInput } from "~/lib/event-registration-schema";
import { REGISTERED_MESSAGE, REGISTRATION_LIMITS, type RegistrationFormValues, registrationFormValues } from "~/lib/event-registration-values";
import { errorResult } from "~/lib/form-errors";
import { loadOnFirstUse } from "~/lib/load-on-first-use";
import { FieldLabel } from "../contact/field-label";
import { sendRegistration } from "./send-registration";

const FAILURE_FALLBACK = "Your registration could not be sent. Please try again later.";

/** The schema (with zod and Conform's zod side) arrives when the visitor first focuses the form, not with the page. */
const validation = loadOnFirstUse(() =>
  Promise.all([import("~/lib/event-registration-schema"), import("~/lib/form-validation")]).then(([schema, forms]) => ({
    check: (formData: FormData) => forms.parseForm(formData, schema.eventRegistrationSchema),
  })),
);

interface EventRegistrationFormProps {
  slug: string;
  /** labels the form (the registration section's heading) */
  headingId: string;
  /** what the server action answered when the form was posted without JavaScript */
  serverResult?: { result: SubmissionResult<string[]>; message?: string };
  /** the form was posted without JavaScript and the registration taken */
  registered: boolean;
}

/**
 * The registration form of an event's page. After hydration it validates in the browser and posts
 * JSON to the API; before (or without) JavaScript it posts to the page's action, which uses the same
 * schema, limits and service.
 */
export function EventRegistrationForm({ slug, headingId, serverResult, registered }: EventRegistrationFormProps) {
  const [sending, setSending] = useState(false);
  const [lastResult, setLastResult] = useState(serverResult?.result);
  const [done, setDone] = useState(registered ? REGISTERED_MESSAGE : null);
  const [failure, setFailure] = useState(serverResult?.message ?? null);
  const [form, fields] = useValidatedForm<RegistrationFormValues, EventRegistrationInput>({
    id: "event-registration",
    lastResult,
    validate: (formData) => validation.ready()?.check(formData) ?? null,
    loadValidation: validation.get,
    onValidationUnavailable: () => setFailure(FAILURE_FALLBACK),
    async onSubmit(event, { formData }) {
      event.preventDefault();
      setSending(true);
      setFailure(null);
      const result = await sendRegistration(slug, registrationFormValues(formData));
      setSending(false);
      if (result.ok) {
        setDone(result.message || REGISTERED_MESSAGE);
        form.reset();
        return;
      }
      if (result.errors && Object.keys(result.errors).length > 0) setLastResult(errorResult(result.errors));
      setFailure(result.message || FAILURE_FALLBACK);
    },
  });

  const messageLength = fields.message.value?.length ?? 0;
  return (
    <form
      method="post"
      id={form.id}
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      onFocus={() => void validation.get().catch(() => {})}
      aria-labelledby={headingId}
      className="grid gap-5"
    >
      {done && (
        <div role="status" className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden />
          <p>
            <strong className="block font-semibold">You are registered</strong>
            {done}
          </p>
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-danger-soft p-4 text-danger">
          {failure}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          field={fields.firstName}
          id="registration-firstName"
          label={<FieldLabel text="First name" required />}
          aria-required
          autoComplete="given-name"
          maxLength={REGISTRATION_LIMITS.name}
          disabled={sending}
        />
        <Field
          field={fields.lastName}
          id="registration-lastName"
          label={<FieldLabel text="Last name" required />}
          aria-required
          autoComplete="family-name"
          maxLength={REGISTRATION_LIMITS.name}
          disabled={sending}
        />
      </div>
      <Field
        field={fields.email}
        id="registration-email"
        label={<FieldLabel text="Email" required />}
        type="email"
        aria-required
        autoComplete="email"
        inputMode="email"
        maxLength={REGISTRATION_LIMITS.email}
        disabled={sending}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          field={fields.company}
          id="registration-company"
          label={<FieldLabel text="Company or institution" required />}
          aria-required
          autoComplete="organization"
          maxLength={REGISTRATION_LIMITS.company}
          disabled={sending}
        />
        <Field
          field={fields.role}
          id="registration-role"
          label={<FieldLabel text="Role" />}
          autoComplete="organization-title"
          maxLength={REGISTRATION_LIMITS.role}
          disabled={sending}
        />
      </div>
      <Field
        as="textarea"
        field={fields.message}
        id="registration-message"
        label={<FieldLabel text="Message" />}
        rows={4}
        maxLength={REGISTRATION_LIMITS.message}
        placeholder="Questions for the speakers, samples you would like to discuss, dietary needs."
        hint={`${groupThousands(messageLength)} / ${groupThousands(REGISTRATION_LIMITS.message)}`}
        disabled={sending}
      />
      <div className="flex flex-col gap-4 border-t border-line pt-5">
        <p className="text-sm leading-6 text-muted">
          <span className="text-danger" aria-hidden>
            *
          </span>{" "}
          Required. We use your details only to organise this event and to write to you about it.
        </p>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:self-start">
          <Send className="h-4 w-4" aria-hidden />
          {sending ? "Registering..." : "Register"}
        </Button>
      </div>
    </form>
  );
}
