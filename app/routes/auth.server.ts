import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { loginFields, loginSchema, registrationFields } from "~/lib/auth-schemas";
import { firstMessages } from "~/lib/form-errors";
import { formFields, parseForm } from "~/lib/form-validation";
import { registrationSchema } from "~/lib/password-policy.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { RequestContext } from "../../server/load-context";
import { deviceCookie, deviceTokenFrom } from "../../server/auth/device-cookie";
import { sessionCookie } from "../../server/auth/session-cookie";
import { flashToastCookie } from "../../server/http/flash-toast";
import { RATE_LIMITS } from "../../server/http/rate-limit-table";
import { limitPageByAddress } from "../../server/http/write-limits";
import { registerUser } from "../../server/services/accounts/accounts";
import { signIn } from "../../server/services/accounts/sign-in";

/** What the sign-in and request-access forms get back: Conform's result (field errors, the values to show again) and the message of the failure. */
export type AuthActionData = { intent: "login" | "register"; message: string; result: SubmissionResult<string[]> } | { intent: "register"; ok: true };

/** Passwords are never sent back into the page. */
const HIDDEN = { hideFields: ["password"] };

export async function handleLogin(request: Request, context: RequestContext, form: FormData) {
  const { config, db } = context.services;
  const submission = parseForm(formFields(form, loginFields), loginSchema);
  if (submission.status !== "success") {
    const result = submission.reply(HIDDEN);
    return data<AuthActionData>({ intent: "login", message: Object.values(firstMessages(result.error))[0], result }, { status: 400 });
  }
  const result = await signIn(db, {
    ...submission.value,
    clientAddress: context.clientAddress,
    previousSessionToken: context.sessionToken,
    endSession: context.services.sessions.end,
    deviceToken: deviceTokenFrom(request.headers.get("Cookie"), config.isProduction),
    deviceSecret: config.deviceCookieSecret,
  });
  if (!result.ok) {
    const headers = "retryAfter" in result && result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined;
    return data<AuthActionData>(
      { intent: "login", message: result.message, result: submission.reply({ ...HIDDEN, formErrors: [result.message] }) },
      { status: result.status, headers },
    );
  }
  const destination = result.user.role === "admin" ? "/admin" : safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/products");
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(result.token, result.expiresAt, config.isProduction));
  headers.append("Set-Cookie", deviceCookie(result.deviceToken, config.isProduction));
  headers.append("Set-Cookie", flashToastCookie("signed-in", config.isProduction));
  return redirect(destination, { headers });
}

export async function handleRegister(context: RequestContext, form: FormData) {
  const { config, db, brand } = context.services;
  const submission = parseForm(formFields(form, registrationFields), registrationSchema);
  if (submission.status !== "success") {
    const result = submission.reply(HIDDEN);
    return data<AuthActionData>({ intent: "register", message: Object.values(firstMessages(result.error))[0], result }, { status: 400 });
  }
  const limited = await limitPageByAddress(context, "register-address");
  if (limited !== null) {
    const result = submission.reply({ ...HIDDEN, formErrors: [RATE_LIMITS["register-address"].message] });
    return data<AuthActionData>({ intent: "register", message: RATE_LIMITS["register-address"].message, result }, { status: 429 });
  }
  await registerUser(db, brand, config.publicOrigin, submission.value);
  return data<AuthActionData>({ intent: "register", ok: true });
}
