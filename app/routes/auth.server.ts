import { data, redirect } from "react-router";
import { loginSchema } from "~/lib/auth-schemas";
import { registrationSchema } from "~/lib/password-policy.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { RequestContext } from "../../server/load-context";
import { deviceCookie, deviceTokenFrom } from "../../server/auth/device-cookie";
import { sessionCookie } from "../../server/auth/session-cookie";
import { flashToastCookie } from "../../server/http/flash-toast";
import { hitRateLimit, scaledRule } from "../../server/http/rate-limit";
import { REGISTRATION_RATE_LIMIT, REGISTRATION_RATE_LIMIT_MESSAGE, registerUser } from "../../server/services/accounts";
import { signIn } from "../../server/services/sign-in";

export type AuthActionData =
  | { intent: "login"; message: string; fieldErrors?: Record<string, string> }
  | { intent: "register"; ok: true }
  | { intent: "register"; message: string; fieldErrors?: Record<string, string> };

function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

export async function handleLogin(request: Request, context: RequestContext, form: FormData) {
  const { config, db } = context.services;
  const parsed = loginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) {
    return data<AuthActionData>({ intent: "login", message: parsed.error.issues[0].message, fieldErrors: fieldErrorsOf(parsed.error.issues) }, { status: 400 });
  }
  const result = await signIn(db, {
    ...parsed.data,
    clientAddress: context.clientAddress,
    previousSessionToken: context.sessionToken,
    endSession: context.services.sessions.end,
    deviceToken: deviceTokenFrom(request.headers.get("Cookie"), config.isProduction),
    deviceSecret: config.deviceCookieSecret,
  });
  if (!result.ok) {
    const headers = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined;
    return data<AuthActionData>({ intent: "login", message: result.message }, { status: result.status, headers });
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
  const fields = Object.fromEntries(["email", "firstName", "lastName", "company", "title", "phone", "password"].map((k) => [k, form.get(k) ?? undefined]));
  const parsed = registrationSchema.safeParse(fields);
  if (!parsed.success) {
    return data<AuthActionData>(
      { intent: "register", message: parsed.error.issues[0].message, fieldErrors: fieldErrorsOf(parsed.error.issues) },
      { status: 400 },
    );
  }
  const limited = await hitRateLimit(db, scaledRule(REGISTRATION_RATE_LIMIT, config.FORM_RATE_LIMIT_MULTIPLIER), context.clientAddress);
  if (limited !== null) {
    return data<AuthActionData>({ intent: "register", message: REGISTRATION_RATE_LIMIT_MESSAGE }, { status: 429 });
  }
  await registerUser(db, brand, config.publicOrigin, parsed.data);
  return data<AuthActionData>({ intent: "register", ok: true });
}
