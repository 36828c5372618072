import { parse, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { firstMessages } from "~/lib/form-errors";

/** A form's values, field by field (a `type`, not an `interface`: an interface has no index signature). */
type FormShape = Record<string, unknown>;

type ConformOptions<Schema extends FormShape, Value> = Parameters<typeof useForm<Schema, Value>>[0];

export interface ValidatedFormOptions<Schema extends FormShape, Value> {
  id: string;
  /** what the server answered last (an action's `submission.reply()`, or errorResult() of an API answer) */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: ConformOptions<Schema, Value>["defaultValue"];
  /** the form's data checked with its schema (parseForm), or null while a schema loaded on first use is still on its way */
  validate(formData: FormData): Submission<Schema, string[], Value> | null;
  /** fetches that schema: a submit made before it arrived waits for it and is made again */
  loadValidation?: () => Promise<unknown>;
  /** a submit was refused by the validation; gets the first message (for a toast) */
  onInvalidSubmit?(message: string): void;
  /** the schema could not be fetched (offline) */
  onValidationUnavailable?(): void;
  /** the form is valid and being submitted (Conform's onSubmit; without it the form posts to its action) */
  onSubmit?: ConformOptions<Schema, Value>["onSubmit"];
}

/**
 * Conform's useForm as every form of the site uses it: a field is checked when it loses focus and
 * again as it is corrected, a refused submit focuses the first wrong field, and the server's last
 * answer shows the same way as the browser's own check.
 */
export function useValidatedForm<Schema extends FormShape, Value = Schema>(options: ValidatedFormOptions<Schema, Value>) {
  const { validate, loadValidation, onInvalidSubmit, onValidationUnavailable, onSubmit, ...rest } = options;
  return useForm<Schema, Value>({
    ...rest,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const submission = validate(formData);
      // Schema not there yet. A submit gets an error of null ("not validated"), which lets onSubmit below
      // fetch it and submit again; Conform's own requests (a check on blur, an update) get "no errors",
      // which Conform handles in the page: with null they would post the form.
      if (!submission) return parse(formData, { resolve: (_, intent) => ({ error: intent ? {} : null }) }) as Submission<Schema, string[], Value>;
      // Conform gives a status only to a submit (a check on blur or input has none)
      if (submission.status === "error" && onInvalidSubmit) {
        const message = Object.values(firstMessages(submission.error))[0] ?? submission.error?.[""]?.[0];
        if (message) onInvalidSubmit(message);
      }
      return submission;
    },
    onSubmit(event, context) {
      if (context.submission && context.submission.status !== "success") {
        // the schema had not arrived: fetch it, then submit again, now checked
        event.preventDefault();
        const form = event.currentTarget;
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        loadValidation?.().then(
          () => form.requestSubmit(submitter ?? undefined),
          () => onValidationUnavailable?.(),
        );
        return;
      }
      onSubmit?.(event, context);
    },
  });
}
