import { Field } from "~/components/ui/field";
import { FormFailure, FormSuccess } from "~/components/ui/form-outcome";
import { groupThousands } from "~/lib/number-text";
import type { EventRegistrationInput } from "~/lib/event-registration-schema";
import { REGISTERED_MESSAGE, REGISTRATION_LIMITS, type RegistrationFormValues, registrationFormValues } from "~/lib/event-registration-values";
import { loadOnFirstUse } from "~/lib/load-on-first-use";
import { FieldLabel } from "../contact/field-label";
import { FormFooter } from "../contact/form-footer";
import { CompanyField, EmailField, NameFields } from "../contact/person-fields";
import { type ServerFormResult, usePostedForm } from "../use-posted-form";
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
  serverResult?: ServerFormResult;
  /** the form was posted without JavaScript and the registration taken */
  registered: boolean;
}

/**
 * The registration form of an event's page. After hydration it validates in the browser and posts
 * JSON to the API; before (or without) JavaScript it posts to the page's action, which uses the same
 * schema, limits and service.
 */
export function EventRegistrationForm({ slug, headingId, serverResult, registered }: EventRegistrationFormProps) {
  const { fields, formProps, sending, done, failure } = usePostedForm<RegistrationFormValues, EventRegistrationInput>({
    id: "event-registration",
    validation,
    send: (formData) => sendRegistration(slug, registrationFormValues(formData)),
    serverResult,
    doneBefore: registered,
    doneMessage: REGISTERED_MESSAGE,
    failureMessage: FAILURE_FALLBACK,
  });

  const messageLength = fields.message.value?.length ?? 0;
  return (
    <form method="post" {...formProps} aria-labelledby={headingId} className="grid gap-5">
      {done && <FormSuccess title="You are registered">{done}</FormSuccess>}
      <FormFailure message={failure} />
      <NameFields firstName={fields.firstName} lastName={fields.lastName} idPrefix="registration" maxLength={REGISTRATION_LIMITS.name} disabled={sending} />
      <EmailField field={fields.email} id="registration-email" maxLength={REGISTRATION_LIMITS.email} disabled={sending} />
      <div className="grid gap-5 sm:grid-cols-2">
        <CompanyField field={fields.company} id="registration-company" maxLength={REGISTRATION_LIMITS.company} disabled={sending} required />
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
      <FormFooter
        use="We use your details only to organise this event and to write to you about it."
        label="Register"
        busyLabel="Registering..."
        sending={sending}
        layout="stacked"
      />
    </form>
  );
}
