import { isUnknownAction, UNKNOWN_ACTION } from "~/lib/form-intent";
import { FormMessage } from "./field";

/** "Unknown action" above a page's forms when its action was posted an intent none of them sends (app/lib/form-intent.ts). */
export function UnknownActionMessage({ actionData }: { actionData: unknown }) {
  return isUnknownAction(actionData) ? <FormMessage message={UNKNOWN_ACTION} /> : null;
}
