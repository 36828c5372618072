import { confirmEmailSchema, forgotPasswordSchema, resetPasswordSchema } from "~/lib/account-schemas";
import { loginSchema } from "~/lib/auth-schemas";
import { registrationSchema } from "~/lib/password-policy.server";
import { z } from "~/lib/zod";
import { describeArea } from "./operation";
import { messageSchema } from "./responses";

/** The session cookie a sign-in answers with (also joining through an invitation). */
export const sessionSetCookie = z.object({
  "Set-Cookie": z.string().meta({ description: "The session cookie (`sid`; `__Host-sid` in production): HttpOnly, SameSite=Lax." }),
});

/** server/api/auth.ts: signing in and out, registering, and the e-mailed links. */
export const authPaths = describeArea("Sign-in and registration", {
  "/api/auth/me": {
    get: {
      summary: "Who is signed in",
      access: "signed-in",
      success: { status: 200, description: "The signed-in user." },
    },
  },
  "/api/auth/login": {
    post: {
      summary: "Sign in",
      description:
        "Never tells whether an e-mail is registered. Repeated failures are limited (429 with Retry-After). The right password of a person their organisation removed is 403 `account_closed`.",
      access: "public",
      body: loginSchema,
      rateLimited: true,
      success: { status: 200, description: "Signed in: the user, and the session cookie.", headers: sessionSetCookie },
      errors: { 401: [], 403: ["account_closed"] },
    },
  },
  "/api/auth/register": {
    post: {
      summary: "Register an account",
      description:
        "Registering an existing e-mail answers like a new registration (its owner is told by e-mail). The account waits for the company's approval.",
      access: "public",
      body: registrationSchema,
      rateLimited: true,
      success: { status: 201, description: "Registered.", schema: messageSchema },
    },
  },
  "/api/auth/forgot-password": {
    post: {
      summary: "Ask for a password reset link",
      description: "The same answer whether or not the address has an account.",
      access: "public",
      body: forgotPasswordSchema,
      rateLimited: true,
      success: { status: 202, description: "A link was sent if the account exists.", schema: messageSchema },
    },
  },
  "/api/auth/reset-password": {
    post: {
      summary: "Choose a new password with a reset link",
      description: "A link that is unknown, used or expired is 400 `reset_link_invalid`, whatever the password.",
      access: "public",
      body: resetPasswordSchema,
      rateLimited: true,
      success: { status: 200, description: "Changed; every session of the account is signed out.", schema: messageSchema },
      errors: { 400: ["reset_link_invalid"] },
    },
  },
  "/api/auth/confirm-email": {
    post: {
      summary: "Confirm an e-mail address with its link",
      access: "public",
      body: confirmEmailSchema,
      rateLimited: true,
      success: { status: 200, description: "Confirmed.", schema: messageSchema },
      errors: { 400: ["confirm_link_invalid"], 409: ["email_in_use"] },
    },
  },
  "/api/auth/resend-confirmation": {
    post: {
      summary: "Send a new confirmation link",
      access: "signed-in",
      rateLimited: true,
      success: { status: 202, description: "A new link was sent.", schema: messageSchema },
      errors: { 409: ["already_confirmed"] },
    },
  },
  "/api/auth/logout": {
    post: {
      summary: "Sign out",
      access: "viewer",
      success: { status: 200, description: "Signed out; the session cookie is cleared.", schema: messageSchema },
    },
  },
});
