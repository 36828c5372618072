import { Hono, type Context } from "hono";
import { REGISTRATION_TOAST } from "~/lib/auth-messages";
import { loginSchema } from "~/lib/auth-schemas";
import { registrationSchema } from "~/lib/password-policy.server";
import type { AppEnv } from "../app-env";
import { deviceCookie, deviceTokenFrom } from "../auth/device-cookie";
import { clearedSessionCookie, sessionCookie } from "../auth/session-cookie";
import { ApiError } from "../http/api-errors";
import { clientAddress, hitRateLimit } from "../http/rate-limit";
import { readJson } from "../http/request-body";
import { limitByAddress } from "../http/write-limits";
import { publicUser, REGISTRATION_RATE_LIMIT, REGISTRATION_RATE_LIMIT_MESSAGE, registerUser } from "../services/accounts/accounts";
import { signIn } from "../services/accounts/sign-in";
import {
  CONFIRMATION_RESENT,
  confirmEmailSchema,
  FORGOT_PASSWORD_SENT,
  forgotPasswordSchema,
  RESET_LINK_INVALID,
  resetPasswordSchema,
} from "~/lib/account-schemas";
import { zodFieldErrors } from "~/lib/form-validation";
import {
  FORGOT_PASSWORD_RATE_LIMIT,
  FORGOT_PASSWORD_RATE_LIMIT_MESSAGE,
  requestPasswordReset,
  resetLinkUsable,
  resetPassword,
} from "../services/accounts/password-reset";
import { confirmEmail, resendEmailConfirmation } from "../services/accounts/email-confirmation";
import { AccountError } from "../services/accounts/account-settings";
import { ACCOUNT_LINK_RATE_LIMIT_MESSAGE, ACCOUNT_LINK_RULE } from "../services/accounts/account-tokens";
import { runAccount } from "./account";

/** Counts a try of an e-mailed link (reset or confirmation) against the client address's allowance; past it, 429 with Retry-After. */
async function limitLinkTries(c: Context<AppEnv>) {
  const { config, db } = c.var.services;
  const retryAfter = await hitRateLimit(db, ACCOUNT_LINK_RULE, clientAddress(c, config.TRUST_PROXY_HOPS));
  if (retryAfter === null) return;
  c.header("Retry-After", String(retryAfter));
  throw new ApiError(429, ACCOUNT_LINK_RATE_LIMIT_MESSAGE, { code: "rate_limited" });
}

/** The reset form's body; a token of the wrong shape is a bad link like any other (400 reset_link_invalid). */
async function readResetPassword(c: Context<AppEnv>) {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "Request body must be valid JSON", { code: "validation_failed" });
  }
  const parsed = resetPasswordSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  // the link before the password: a bad link is told so whatever the password (password-reset.ts)
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== "string" || !(await resetLinkUsable(c.var.services.db, token)))
    throw new ApiError(400, RESET_LINK_INVALID, { code: "reset_link_invalid" });
  throw new ApiError(400, parsed.error.issues[0]?.message ?? "Invalid request", { code: "validation_failed", errors: zodFieldErrors(parsed.error) });
}

export const authRoutes = new Hono<AppEnv>()
  .get("/me", (c) => {
    const user = c.var.user;
    if (!user) throw new ApiError(401, "Not signed in");
    c.header("Cache-Control", "private, no-store");
    return c.json(publicUser(user));
  })

  .post("/login", async (c) => {
    const { config, db } = c.var.services;
    const input = await readJson(c, loginSchema);
    const result = await signIn(db, {
      ...input,
      clientAddress: clientAddress(c, config.TRUST_PROXY_HOPS),
      previousSessionToken: c.var.sessionToken,
      endSession: c.var.services.sessions.end,
      deviceToken: deviceTokenFrom(c.req.header("Cookie"), config.isProduction),
      deviceSecret: config.deviceCookieSecret,
    });
    if (!result.ok) {
      if (result.retryAfter) c.header("Retry-After", String(result.retryAfter));
      throw new ApiError(result.status, result.message);
    }
    c.header("Set-Cookie", sessionCookie(result.token, result.expiresAt, config.isProduction));
    c.header("Set-Cookie", deviceCookie(result.deviceToken, config.isProduction), { append: true });
    c.header("Cache-Control", "private, no-store");
    return c.json(publicUser(result.user));
  })

  .post("/register", async (c) => {
    const { config, db, brand } = c.var.services;
    await limitByAddress(c, REGISTRATION_RATE_LIMIT, REGISTRATION_RATE_LIMIT_MESSAGE);
    const input = await readJson(c, registrationSchema);
    await registerUser(db, brand, config.publicOrigin, input);
    return c.json({ message: REGISTRATION_TOAST.description }, 201);
  })

  // always the same answer, whether or not the address has an account (password-reset.ts)
  .post("/forgot-password", async (c) => {
    const { config, db, brand } = c.var.services;
    await limitByAddress(c, FORGOT_PASSWORD_RATE_LIMIT, FORGOT_PASSWORD_RATE_LIMIT_MESSAGE);
    const { email } = await readJson(c, forgotPasswordSchema);
    await requestPasswordReset(db, brand, config.publicOrigin, email);
    return c.json({ message: FORGOT_PASSWORD_SENT }, 202);
  })

  .post("/reset-password", async (c) => {
    await limitLinkTries(c);
    const { token, password } = await readResetPassword(c);
    const { db, sessions } = c.var.services;
    const userId = await runAccount(() => resetPassword(db, token, password));
    // this instance forgets the account's sessions at once; the others on the NOTIFY
    sessions.forget({ userId });
    await sessions.sync();
    return c.json({ message: "Your password has been changed. Please sign in with the new one." });
  })

  .post("/confirm-email", async (c) => {
    await limitLinkTries(c);
    const { token } = await readJson(c, confirmEmailSchema);
    const { db, brand, sessions } = c.var.services;
    const result = await runAccount(() => confirmEmail(db, brand, token));
    await sessions.sync();
    return c.json({
      message: result.purpose === "email-change" ? `Your e-mail address is now ${result.email}.` : "Thank you: your e-mail address is confirmed.",
    });
  })

  // a new confirmation link for the signed-in account's address (its /account page offers it)
  .post("/resend-confirmation", async (c) => {
    const user = c.var.user;
    if (!user) throw new ApiError(401, "Please sign in first", { code: "not_signed_in" });
    const { db, brand, config } = c.var.services;
    await runAccount(() =>
      resendEmailConfirmation(db, brand, config.publicOrigin, user.id).catch((error: unknown) => {
        if (error instanceof AccountError && error.retryAfter) c.header("Retry-After", String(error.retryAfter));
        throw error;
      }),
    );
    return c.json({ message: CONFIRMATION_RESENT }, 202);
  })

  .post("/logout", async (c) => {
    const { config, sessions } = c.var.services;
    if (c.var.sessionToken) await sessions.end(c.var.sessionToken);
    c.header("Set-Cookie", clearedSessionCookie(config.isProduction));
    return c.json({ message: "Signed out" });
  });
