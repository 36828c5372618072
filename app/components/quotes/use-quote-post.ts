import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { refusalBody, refusalMessage } from "~/lib/api-client";
import { errorResult, fieldErrorsOfBody } from "~/lib/form-errors";

/**
 * A quote's form posted by script (decline, a message to the other side): whether the post is on
 * its way, and the server's refusal: its message (else the fallback) above the form and the
 * fields it named. A post that goes through clears the last refusal.
 */
export function useQuotePost(fallback: string) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>();
  const [busy, setBusy] = useState(false);

  async function post(send: () => Promise<void>) {
    setServerError(null);
    setBusy(true);
    try {
      await send();
      setLastResult(undefined);
    } catch (error) {
      setLastResult(errorResult(fieldErrorsOfBody(refusalBody(error))));
      setServerError(refusalMessage(error, fallback));
    } finally {
      setBusy(false);
    }
  }

  return { serverError, lastResult, busy, post };
}
