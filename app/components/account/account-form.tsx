import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/field";
import { schemaFields } from "~/lib/account-schemas";
import { parseForm } from "~/lib/form-validation";
import type { z } from "~/lib/zod";

/** What the account pages' actions answer (app/routes/account.server.ts). */
export interface AccountFormResult {
  intent: string;
  /** the address a form of the address book was about */
  target?: string;
  result: SubmissionResult<string[]>;
  message?: string;
}

type Fields = ReturnType<typeof useForm<Record<string, unknown>>>[1];

/**
 * One form of the account pages through Conform: validated in the browser with the schema the
 * server uses, posted to the page's action with its `intent`, and showing the answer for this
 * form only (its field errors, its message, or the success text).
 */
export function AccountForm<S extends z.ZodType<Record<string, unknown>>>({
  id,
  intent,
  schema,
  actionData,
  submitLabel,
  busyLabel,
  children,
  hidden,
  submitVariant = "primary",
  action,
}: {
  id: string;
  intent: string;
  schema: S;
  actionData: AccountFormResult | undefined;
  submitLabel: string;
  busyLabel: string;
  children: (fields: Fields) => ReactNode;
  hidden?: Record<string, string>;
  submitVariant?: "primary" | "outline";
  action?: string;
}) {
  const mine = actionData?.intent === intent && actionData.target === hidden?.id ? actionData : undefined;
  const [form, fields] = useForm<Record<string, unknown>>({
    id,
    lastResult: mine?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(schemaFields(formData), schema) as ReturnType<typeof parseForm<z.ZodType<Record<string, unknown>>>>,
  });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const succeeded = mine?.message && mine.result.status !== "error";
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormMessage id={`${id}-message`} message={form.errors?.[0]} />
      {succeeded && (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-success">
          {mine.message}
        </p>
      )}
      {children(fields)}
      <div>
        <Button type="submit" variant={submitVariant} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
