import type { Submission, SubmissionResult } from "@conform-to/react";
import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { FormSuccess } from "~/components/ui/form-outcome";
import { useValidatedForm } from "~/components/ui/use-validated-form";
import { validatedFormProps } from "~/components/marketing/use-posted-form";
import { CONTACT_LIMITS } from "~/lib/contact-form-values";
import { errorResult, fieldErrorsOfBody } from "~/lib/form-errors";
import { loadOnFirstUse } from "~/lib/load-on-first-use";
import { MAX_CART_QUANTITY } from "~/lib/cart-session";
import { useViewer } from "~/lib/use-root-data";

/** The schemas (with zod and Conform's zod side) arrive when the form is first used, not with the page. */
const validation = loadOnFirstUse(() =>
  Promise.all([import("~/lib/quote-request-schema"), import("~/lib/form-validation")]).then(([schemas, forms]) => ({
    check: (formData: FormData, opts: { contact: boolean; quantity: boolean }) =>
      forms.parseForm(formData, schemas.quoteRequestFormSchema(opts)) as Submission<FormValues, string[], unknown>,
  })),
);

type FormValues = Record<"quantity" | "message" | "firstName" | "lastName" | "email" | "company", string>;

// an anonymous requester's contact, asked as the contact form asks it (the limits are read when the form draws:
// the module that holds them may not have run yet when this one loads)
const CONTACT_FIELDS: ReadonlyArray<{
  name: "firstName" | "lastName" | "email" | "company";
  label: string;
  type?: "email";
  autoComplete: string;
  limit: keyof typeof CONTACT_LIMITS;
  required: boolean;
}> = [
  { name: "firstName", label: "First name", autoComplete: "given-name", limit: "name", required: true },
  { name: "lastName", label: "Last name", autoComplete: "family-name", limit: "name", required: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", limit: "email", required: true },
  { name: "company", label: "Company or institution (optional)", autoComplete: "organization", limit: "company", required: false },
];

export interface QuoteRequestFormProps {
  /** a page-unique id for the form's fields */
  id: string;
  source: "cart" | "product" | "method-assistant" | "quick-order";
  /** the products to quote (a method's kit), by id or SKU; a product page gives one with a quantity field instead */
  lines?: Array<{ productId?: string; sku?: string; quantity: number }>;
  /** a product page: this product, the quantity typed in the form */
  productId?: string;
  /** the cart to quote, by its id */
  cartSessionId?: string;
  /** what the submit button says */
  submitLabel?: string;
}

/**
 * A quote request (POST /api/quotes): anonymous visitors give their name, e-mail and company, as in
 * the contact form; a signed-in account's request is made from the account. After sending, the form
 * gives way to the quote number.
 */
export function QuoteRequestForm({ id, source, lines, productId, cartSessionId, submitLabel = "Request a quote" }: QuoteRequestFormProps) {
  const viewer = useViewer();
  const contact = !viewer;
  const quantity = productId !== undefined;
  const [sent, setSent] = useState<{ quoteNumber: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>();

  const [form, fields] = useValidatedForm<FormValues, unknown>({
    id,
    lastResult,
    defaultValue: { quantity: "1" },
    validate: (formData) => validation.ready()?.check(formData, { contact, quantity }) ?? null,
    loadValidation: validation.get,
    onValidationUnavailable: () => setServerError("The form could not be loaded. Please check your connection and try again."),
    async onSubmit(event, { formData }) {
      event.preventDefault();
      const text = (name: keyof FormValues) => String(formData.get(name) ?? "");
      const body = {
        source,
        message: text("message"),
        ...(cartSessionId ? { cartSessionId } : { lines: quantity ? [{ productId, quantity: Number(text("quantity")) }] : lines }),
        ...(contact ? { contact: { firstName: text("firstName"), lastName: text("lastName"), email: text("email"), company: text("company") } } : {}),
      };
      setSending(true);
      setServerError(null);
      try {
        const response = await fetch("/api/quotes", {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(body),
        });
        const answer = (await response.json().catch(() => null)) as { quoteNumber?: string; message?: string } | null;
        if (response.status === 201 && answer?.quoteNumber) {
          setSent({ quoteNumber: answer.quoteNumber });
          return;
        }
        const errors = fieldErrorsOfBody(answer);
        if (Object.keys(errors).length > 0) setLastResult(errorResult(errors));
        setServerError(answer?.message ?? "Your request could not be sent. Please try again.");
      } catch {
        setServerError("Your request could not be sent. Please check your connection and try again.");
      } finally {
        setSending(false);
      }
    },
  });

  if (sent) {
    return (
      <FormSuccess title={`Quote requested: ${sent.quoteNumber}`}>
        We have e-mailed you a confirmation with a link to your quote. Our sales team will send you the quote shortly.
      </FormSuccess>
    );
  }
  if (viewer?.status === "rejected") {
    return <p className="text-sm text-muted">Your account cannot request quotes. Please contact us through the contact form.</p>;
  }

  return (
    <form {...validatedFormProps(form, validation)} className="grid gap-4" aria-label="Request a quote">
      <FormMessage message={serverError} />
      {quantity && (
        <Field
          field={fields.quantity}
          id={`${id}-quantity`}
          label="Quantity"
          type="number"
          min={1}
          max={MAX_CART_QUANTITY}
          inputMode="numeric"
          className="max-w-40"
          disabled={sending}
        />
      )}
      {contact ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {CONTACT_FIELDS.map((field) => (
            <Field
              key={field.name}
              field={fields[field.name]}
              id={`${id}-${field.name}`}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={CONTACT_LIMITS[field.limit]}
              aria-required={field.required || undefined}
              disabled={sending}
            />
          ))}
        </div>
      ) : (
        <p className="break-words text-sm text-muted">
          Requested as {viewer.firstName} {viewer.lastName} ({viewer.email}); the quote will be in your account.
        </p>
      )}
      <Field as="textarea" field={fields.message} id={`${id}-message`} label="Message (optional)" maxLength={CONTACT_LIMITS.message} disabled={sending} />
      <div>
        <Button type="submit" disabled={sending}>
          <MessageSquareQuote className="h-4 w-4" aria-hidden /> {sending ? "Sending…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
