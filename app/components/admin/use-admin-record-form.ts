import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useToast } from "~/components/ui/toaster";
import { useValidatedForm, type ValidatedFormOptions } from "~/components/ui/use-validated-form";
import { ADMIN_TOASTS, adminErrorMessage, serverFieldErrors } from "~/lib/admin-messages";
import { errorResult } from "~/lib/form-errors";
import { PRODUCT_FORM_MESSAGES } from "~/lib/product-form-schema";
import { focusField } from "./form-dialog";
import { useAdminRequest } from "./use-admin-request";

// where each admin record's dialog form posts, and the title of its toast when the check refuses a submit
// (read when a form draws: the modules with the texts may not have run yet when this one loads)
const recordForm = (kind: "category" | "product") =>
  kind === "category"
    ? { collection: "/api/categories", invalidTitle: ADMIN_TOASTS.validationTitle }
    : { collection: "/api/products", invalidTitle: PRODUCT_FORM_MESSAGES.title };

/**
 * The dialog form that adds or edits an admin record (form id `<kind>-form`): a refused check
 * toasts its first message; a valid one is PUT to the record it edits or POSTed to the
 * collection, then toasts and closes. A refusal by the server marks the fields it named, shows
 * its message in the form's message box `<kind>-form-error` (focused, so a screen reader hears
 * it) and toasts it.
 */
export function useAdminRecordForm<Schema extends Record<string, unknown>, Value>(
  kind: "category" | "product",
  {
    recordId,
    defaultValue,
    validate,
    valuesOf,
    onDone,
  }: {
    /** the edited record's id; null for a new one */
    recordId: string | null;
    defaultValue: ValidatedFormOptions<Schema, Value>["defaultValue"];
    validate: ValidatedFormOptions<Schema, Value>["validate"];
    /** the JSON body the API takes, from the form's data */
    valuesOf(formData: FormData): unknown;
    onDone(): void;
  },
) {
  const { collection, invalidTitle } = recordForm(kind);
  const toasts = ADMIN_TOASTS[kind];
  const errorId = `${kind}-form-error`;
  const toast = useToast();
  const { send, busy } = useAdminRequest();
  const [serverError, setServerError] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>();

  const [form, fields] = useValidatedForm<Schema, Value>({
    id: `${kind}-form`,
    defaultValue,
    lastResult,
    validate,
    onInvalidSubmit: (message) => toast({ title: invalidTitle, description: message, variant: "destructive" }),
    async onSubmit(event, { formData }) {
      event.preventDefault();
      setServerError(null);
      const values = valuesOf(formData);
      try {
        if (recordId) await send("PUT", `${collection}/${recordId}`, values);
        else await send("POST", collection, values);
        toast(recordId ? toasts.updated : toasts.added);
        onDone();
      } catch (error) {
        const message = adminErrorMessage(error, toasts.saveFailed);
        setLastResult(errorResult(serverFieldErrors(error)));
        setServerError(message);
        focusField(errorId);
        toast({ title: ADMIN_TOASTS.errorTitle, description: message, variant: "destructive" });
      }
    },
  });

  return { form, fields, busy, serverError, errorId };
}
