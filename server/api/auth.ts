import { Hono, type Context } from "hono";
import { REGISTRATION_TOAST } from "~/lib/auth-messages";
import { loginSchema } from "~/lib/auth-schemas";
import { registrationSchema } from "~/lib/password-policy.server";
import type { AppEnv } from "../app-env";
import { deviceCookie, deviceTokenFrom } from "../auth/device-cookie";
import { requireUser } from "../auth/guards";
import { clearedSessionCookie, sessionCookie } from "../auth/session-cookie";
import { DomainError, rateLimited } from "../errors/domain-error";
import { validationError } from "../http/api-errors";
import { clientAddress } from "../http/rate-limit";
import { readJson, readJsonBody } from "../http/request-body";
import { limitByAddress } from "../http/write-limits";
import { publicUser, registerUser } from "../services/accounts/accounts";
import { signIn } from "../services/accounts/sign-in";
import {
  CONFIRMATION_RESENT,
  confirmEmailSchema,
  FORGOT_PASSWORD_SENT,
  forgotPasswordSchema,
  RESET_LINK_INVALID,
  resetPasswordSchema,
} from "~/lib/account-schemas";
import { requestPasswordReset, resetLinkUsable, resetPassword } from "../services/accounts/password-reset";
import { confirmEmail, resendEmailConfirmation } from "../services/accounts/email-confirmation";
import { NO_STORE } from "../speed/cache-control";

/** The reset form's body; a token of the wrong shape is a bad link like any other (400 reset_link_invalid). */
async function readResetPassword(c: Context<AppEnv>) {
  const body = await readJsonBody(c);
  const parsed = resetPasswordSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  // the link before the password: a bad link is told so whatever the password (password-reset.ts)
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== "string" || !(await resetLinkUsable(c.var.services.db, token)))
    throw new DomainError(400, RESET_LINK_INVALID, { code: "reset_link_invalid" });
  throw validationError(parsed.error);
}

export const authRoutes = new Hono<AppEnv>()
  .get("/me", (c) => {
    const user = requireUser(c);
    c.header("Cache-Control", NO_STORE);
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
      if (result.status === 403) throw new DomainError(403, result.message, { code: result.code });
      throw result.status === 429 ? rateLimited(result.message, result.retryAfter) : new DomainError(401, result.message, { code: "invalid_credentials" });
    }
    c.header("Set-Cookie", sessionCookie(result.token, result.expiresAt, config.isProduction));
    c.header("Set-Cookie", deviceCookie(result.deviceToken, config.isProduction), { append: true });
    c.header("Cache-Control", NO_STORE);
    return c.json(publicUser(result.user));
  })

  .post("/register", async (c) => {
    const { config, db, brand } = c.var.services;
    await limitByAddress(c, "register-address");
    const input = await readJson(c, registrationSchema);
    await registerUser(db, brand, config.publicOrigin, input);
    return c.json({ message: REGISTRATION_TOAST.description }, 201);
  })

  // always the same answer, whether or not the address has an account (password-reset.ts)
  .post("/forgot-password", async (c) => {
    const { config, db, brand } = c.var.services;
    await limitByAddress(c, "forgot-password-address");
    const { email } = await readJson(c, forgotPasswordSchema);
    await requestPasswordReset(db, brand, config.publicOrigin, email);
    return c.json({ message: FORGOT_PASSWORD_SENT }, 202);
  })

  .post("/reset-password", async (c) => {
    await limitByAddress(c, "account-link-address");
    const { token, password } = await readResetPassword(c);
    const { db, sessions } = c.var.services;
    const userId = await resetPassword(db, token, password);
    // this instance forgets the account's sessions at once; the others on the NOTIFY
    sessions.forget({ userId });
    await sessions.sync();
    return c.json({ message: "Your password has been changed. Please sign in with the new one." });
  })

  .post("/confirm-email", async (c) => {
    await limitByAddress(c, "account-link-address");
    const { token } = await readJson(c, confirmEmailSchema);
    const { db, brand, sessions } = c.var.services;
    const result = await confirmEmail(db, brand, token);
    await sessions.sync();
    return c.json({
      message: result.purpose === "email-change" ? `Your e-mail address is now ${result.email}.` : "Thank you: your e-mail address is confirmed.",
    });
  })

  // a new confirmation link for the signed-in account's address (its /account page offers it)
  .post("/resend-confirmation", async (c) => {
    const user = requireUser(c);
    const { db, brand, config } = c.var.services;
    await resendEmailConfirmation(db, brand, config.publicOrigin, user.id);
    return c.json({ message: CONFIRMATION_RESENT }, 202);
  })

  .post("/logout", async (c) => {
    const { config, sessions } = c.var.services;
    if (c.var.sessionToken) await sessions.end(c.var.sessionToken);
    c.header("Set-Cookie", clearedSessionCookie(config.isProduction));
    return c.json({ message: "Signed out" });
  });
