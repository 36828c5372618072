import { data } from "react-router";

/**
 * Pages with several forms post them to one action, each with its `intent` (which form it is).
 * An intent none of the page's forms sends (a hand-made request, or none at all) is refused with
 * 400 and the page says "Unknown action", instead of being taken for one of the forms or failing
 * while the page is drawn with an answer it does not expect.
 */
export const UNKNOWN_ACTION = "Unknown action";

/** The form the request names, or null when it names none of the page's `intents`. */
export function formIntent<const T extends string>(form: FormData, intents: readonly T[]): T | null {
  const intent = form.get("intent");
  return typeof intent === "string" && (intents as readonly string[]).includes(intent) ? (intent as T) : null;
}

/** What the action answers for an unknown intent; shaped as the account and admin forms' answers, so that each form ignores it. */
export const UNKNOWN_ACTION_DATA = {
  intent: "unknown",
  message: UNKNOWN_ACTION,
  result: { status: "error" as const, error: { "": [UNKNOWN_ACTION] } },
};

/** Whether an action's answer is the refusal of an unknown intent (the page shows it once, above its forms). */
export function isUnknownAction(actionData: unknown): boolean {
  return typeof actionData === "object" && actionData !== null && (actionData as { intent?: unknown }).intent === UNKNOWN_ACTION_DATA.intent;
}

/** The action's answer to an unknown intent: 400, with the page's own headers. */
export const unknownAction = (headers?: HeadersInit) => data(UNKNOWN_ACTION_DATA, { status: 400, headers });
