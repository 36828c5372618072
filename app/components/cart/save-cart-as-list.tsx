import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { AccountForm } from "~/components/account/account-form";
import { Field } from "~/components/ui/field";
import { saveCartAsListSchema } from "~/lib/shared-list-schemas";

/**
 * "Save cart as list" in the cart panel: the cart's lines become a shared list of the
 * organisation, named here; posted to /account/lists (which shows the new list), so it works
 * without JavaScript too.
 */
export function SaveCartAsList({ sessionId, onSaved }: { sessionId: string; onSaved: () => void }) {
  // the panel closes once the page has answered (closing it on submit took the form away before it was sent)
  const sent = useRef(false);
  const { key } = useLocation();
  useEffect(() => {
    if (!sent.current) return;
    sent.current = false;
    onSaved();
  }, [key, onSaved]);
  return (
    <details className="rounded-md border border-line px-3 py-2">
      <summary className="cursor-pointer text-sm font-semibold text-primary">Save cart as list</summary>
      <div className="mt-3" onSubmitCapture={() => (sent.current = true)}>
        <AccountForm
          id="save-cart-as-list"
          intent="save-cart"
          action="/account/lists"
          schema={saveCartAsListSchema}
          actionData={undefined}
          hidden={{ sessionId }}
          submitLabel="Save list"
          busyLabel="Saving..."
          submitVariant="outline"
        >
          {(fields) => <Field field={fields.name} label="List name" />}
        </AccountForm>
      </div>
    </details>
  );
}
