import type { Submission, SubmissionResult } from "@conform-to/react";
import { type FormEvent, useState } from "react";
import { useValidatedForm } from "~/components/ui/use-validated-form";
import { errorResult } from "~/lib/form-errors";
import type { PostFormResult } from "~/lib/post-form";

/** What the page's action answered when a public form was posted without JavaScript. */
export interface ServerFormResult {
  result: SubmissionResult<string[]>;
  message?: string;
}

/** A form's check (zod and Conform's zod side), fetched when the visitor first focuses the form (loadOnFirstUse). */
export interface FormValidation<Values extends Record<string, unknown>, Input> {
  ready(): { check(formData: FormData): Submission<Values, string[], Input> } | undefined;
  get(): Promise<unknown>;
}

/** The props of the <form> element of a form whose check is loaded on first use: focusing it starts the fetch. */
export function validatedFormProps(
  form: { id: string; noValidate: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void },
  validation: { get(): Promise<unknown> },
) {
  return { id: form.id, noValidate: form.noValidate, onSubmit: form.onSubmit, onFocus: () => void validation.get().catch(() => {}) };
}

interface PostedFormOptions<Values extends Record<string, unknown>, Input> {
  id: string;
  validation: FormValidation<Values, Input>;
  /** posts the checked form (JSON to the API) */
  send(formData: FormData): Promise<PostFormResult>;
  serverResult?: ServerFormResult;
  /** the form was posted without JavaScript and taken: it starts with the success message */
  doneBefore: boolean;
  /** the success message when the server sent none */
  doneMessage: string;
  /** the failure message when the server sent none */
  failureMessage: string;
}

/**
 * A public form that posts JSON once hydrated and to its page's action before (event registration,
 * newsletter): the validated form, whether it is sending, the success message and the failure. A
 * form that was taken is emptied; one that was refused shows the server's field errors.
 */
export function usePostedForm<Values extends Record<string, unknown>, Input>(options: PostedFormOptions<Values, Input>) {
  const { id, validation, send, serverResult, doneBefore, doneMessage, failureMessage } = options;
  const [sending, setSending] = useState(false);
  const [lastResult, setLastResult] = useState(serverResult?.result);
  const [done, setDone] = useState(doneBefore ? doneMessage : null);
  const [failure, setFailure] = useState(serverResult?.message ?? null);
  const [form, fields] = useValidatedForm<Values, Input>({
    id,
    lastResult,
    validate: (formData) => validation.ready()?.check(formData) ?? null,
    loadValidation: validation.get,
    onValidationUnavailable: () => setFailure(failureMessage),
    async onSubmit(event, { formData }) {
      event.preventDefault();
      setSending(true);
      setFailure(null);
      const result = await send(formData);
      setSending(false);
      if (result.ok) {
        setDone(result.message || doneMessage);
        form.reset();
        return;
      }
      if (result.errors && Object.keys(result.errors).length > 0) setLastResult(errorResult(result.errors));
      setFailure(result.message || failureMessage);
    },
  });
  return { form, fields, formProps: validatedFormProps(form, validation), sending, done, failure };
}
