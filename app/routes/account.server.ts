import { data, redirect } from "react-router";
import type { z } from "~/lib/zod";
import {
  addressFormSchema,
  changeEmailSchema,
  changePasswordSchema,
  CONFIRMATION_RESENT,
  confirmEmailSchema,
  FORGOT_PASSWORD_SENT,
  forgotPasswordSchema,
  PASSWORD_CHANGED,
  profileSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  schemaFields,
} from "~/lib/account-schemas";
import { parseForm } from "~/lib/form-validation";
import { unknownAction } from "~/lib/form-intent";
import { utcDate } from "~/lib/account-terms";
import { organisationMay } from "~/lib/organisation-roles";
import type { RequestContext } from "../../server/load-context";
import { requireUser, signInPath } from "../../server/auth/guards";
import type { SessionUser } from "../../server/auth/session";
import { clearedSessionCookie } from "../../server/auth/session-cookie";
import { formRefusal } from "../../server/http/api-errors";
import { flashToastCookie } from "../../server/http/flash-toast";
import { RATE_LIMITS } from "../../server/http/rate-limit-table";
import { limitPageByAddress } from "../../server/http/write-limits";
import { signOutEverywhere } from "../../server/services/accounts/accounts";
import { readAccountPricing } from "../../server/services/accounts/account-terms-reader";
import { changePassword, readAccount, requestEmailChange, updateProfile } from "../../server/services/accounts/account-settings";
import {
  addAddress,
  addressBookOf,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
  writableAddressBookOf,
} from "../../server/services/accounts/addresses";
import { confirmEmail, peekEmailConfirmation, resendEmailConfirmation } from "../../server/services/accounts/email-confirmation";
import { requestPasswordReset, resetLinkUsable, resetPassword } from "../../server/services/accounts/password-reset";
import { NO_STORE } from "../../server/speed/cache-control";

/** Pages of the signed-in user's own data: never stored by the browser or anything between. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" } as const;

/** Signed-in users of any status; anyone else goes to sign in and comes back to `returnTo`. */
export function requireAccountUser(context: RequestContext, returnTo: string): SessionUser {
  return requireUser({ page: context, signIn: signInPath(returnTo), headers: PRIVATE_PAGE_HEADERS });
}

export async function loadAccount(context: RequestContext) {
  const user = requireAccountUser(context, "/account");
  const account = await readAccount(context.services.db, user.id);
  if (!account) throw redirect(signInPath("/account"), { headers: PRIVATE_PAGE_HEADERS });
  // the terms an admin set for the organisation, shown read-only; its own prices are for its members alone
  const { terms, pricing } = await readAccountPricing(context.services.db, user.organisation?.id ?? null);
  return { account, terms, priceListSize: pricing ? Object.keys(pricing.prices).length : 0, today: utcDate() };
}

export async function loadAddresses(context: RequestContext) {
  const user = requireAccountUser(context, "/account/addresses");
  const organisation = user.organisation;
  // every member chooses from the organisation's book; its admins alone change it
  const mayEdit = !!organisation && organisationMay(organisation.role, "manage-address-book");
  return { addresses: await listAddresses(context.services.db, addressBookOf(user)), mayEdit };
}

type Reply = ReturnType<ReturnType<typeof parseForm>["reply"]>;
/** What a form of these pages gets back: Conform's result for the form that was sent, and a message on success. */
export type FormActionData = { intent: string; target?: string; result: Reply; message?: string };

export const fail = (intent: string, result: Reply, status = 400, target?: string) =>
  data<FormActionData>({ intent, target, result }, { status, headers: PRIVATE_PAGE_HEADERS });
export const done = (intent: string, result: Reply, message: string, target?: string) =>
  data<FormActionData>({ intent, target, result, message }, { headers: PRIVATE_PAGE_HEADERS });

/**
 * Runs one form of a page: parsed with the form's schema (the same one the API uses), then the
 * service; a service's refusal (wrong current password, bad link…) is shown as the form's message.
 */
export async function runForm<S extends z.ZodType>(
  intent: string,
  form: FormData,
  schema: S,
  work: (input: z.infer<S>) => Promise<string>,
  opts: { hideFields?: string[]; resetForm?: boolean } = {},
) {
  const submission = parseForm(schemaFields(form), schema);
  const target = form.get("id")?.toString();
  if (submission.status !== "success") return fail(intent, submission.reply({ hideFields: opts.hideFields }), 400, target);
  try {
    const message = await work(submission.value as z.infer<S>);
    return done(intent, submission.reply({ resetForm: opts.resetForm, hideFields: opts.hideFields }), message, target);
  } catch (error) {
    const refused = formRefusal(error);
    return fail(intent, submission.reply({ formErrors: [refused.message], hideFields: opts.hideFields }), refused.status, target);
  }
}

export async function accountAction(request: Request, context: RequestContext) {
  const user = requireAccountUser(context, "/account");
  const { db, brand, config, sessions } = context.services;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "profile":
      return runForm(intent, form, profileSchema, async (input) => {
        await updateProfile(db, user.id, input);
        sessions.forget({ userId: user.id });
        return "Your profile has been saved.";
      });
    case "password":
      return runForm(
        intent,
        form,
        changePasswordSchema,
        async (input) => {
          await changePassword(db, brand, user.id, context.sessionToken!, input);
          sessions.forget({ userId: user.id });
          return PASSWORD_CHANGED;
        },
        { hideFields: ["currentPassword", "newPassword"], resetForm: true },
      );
    case "email":
      return runForm(intent, form, changeEmailSchema, (input) => requestEmailChange(db, brand, config.publicOrigin, user.id, input), {
        hideFields: ["currentPassword"],
        resetForm: true,
      });
    case "resend-confirmation":
      return runForm(intent, form, resendConfirmationSchema, async () => {
        await resendEmailConfirmation(db, brand, config.publicOrigin, user.id);
        return CONFIRMATION_RESENT;
      });
    case "sign-out-everywhere": {
      await signOutEverywhere(db, user.id);
      sessions.forget({ userId: user.id });
      const headers = new Headers(PRIVATE_PAGE_HEADERS);
      headers.append("Set-Cookie", clearedSessionCookie(config.isProduction));
      headers.append("Set-Cookie", flashToastCookie("signed-out", config.isProduction));
      return redirect("/", { headers });
    }
    default:
      return unknownAction(PRIVATE_PAGE_HEADERS);
  }
}

export async function addressesAction(request: Request, context: RequestContext) {
  const user = requireAccountUser(context, "/account/addresses");
  const { db } = context.services;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  let book: string;
  try {
    book = writableAddressBookOf(user);
    if (intent === "delete") {
      await deleteAddress(db, book, id);
      return done(intent, { status: "success" }, "Address deleted.");
    }
    if (intent === "default") {
      await setDefaultAddress(db, book, id);
      return done(intent, { status: "success" }, "Default address changed.");
    }
  } catch (error) {
    const refused = formRefusal(error);
    return fail(intent, { status: "error", error: { "": [refused.message] } }, refused.status);
  }
  if (intent !== "add" && intent !== "edit") return unknownAction(PRIVATE_PAGE_HEADERS);
  return runForm(
    intent,
    form,
    addressFormSchema,
    async (input) => {
      if (intent === "add") await addAddress(db, book, input);
      else await updateAddress(db, book, id, input);
      return intent === "add" ? "Address added." : "Address saved.";
    },
    { resetForm: intent === "add" },
  );
}

export async function forgotPasswordAction(request: Request, context: RequestContext) {
  const { db, brand, config } = context.services;
  const form = await request.formData();
  const submission = parseForm(form, forgotPasswordSchema);
  if (submission.status !== "success") return fail("forgot", submission.reply());
  const limited = await limitPageByAddress(context, "forgot-password-address");
  if (limited !== null) return fail("forgot", submission.reply({ formErrors: [RATE_LIMITS["forgot-password-address"].message] }), 429);
  await requestPasswordReset(db, brand, config.publicOrigin, submission.value.email);
  return done("forgot", submission.reply({ resetForm: true }), FORGOT_PASSWORD_SENT);
}

/** Whether the link of /reset-password?token=… can still be used (nothing is used up by looking). */
export async function loadResetPassword(request: Request, context: RequestContext) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = await resetLinkUsable(context.services.db, token);
  return data({ token: usable ? token : null }, { headers: PRIVATE_PAGE_HEADERS });
}

/** A try of an e-mailed link counted against the client address's allowance (shared with the API); past it, the form says so with a 429. */
async function linkTriesExceeded(context: RequestContext, intent: string, submission: ReturnType<typeof parseForm>) {
  const retryAfter = await limitPageByAddress(context, "account-link-address");
  if (retryAfter === null) return null;
  return data<FormActionData>(
    { intent, result: submission.reply({ formErrors: [RATE_LIMITS["account-link-address"].message], hideFields: ["password"] }) },
    { status: 429, headers: { ...PRIVATE_PAGE_HEADERS, "Retry-After": String(retryAfter) } },
  );
}

export async function resetPasswordAction(request: Request, context: RequestContext) {
  const { db, sessions, config } = context.services;
  const form = await request.formData();
  const submission = parseForm(form, resetPasswordSchema);
  const limited = await linkTriesExceeded(context, "reset", submission);
  if (limited) return limited;
  if (submission.status !== "success") return fail("reset", submission.reply({ hideFields: ["password"] }));
  let userId: string;
  try {
    userId = await resetPassword(db, submission.value.token, submission.value.password);
  } catch (error) {
    const refused = formRefusal(error);
    return fail("reset", submission.reply({ formErrors: [refused.message], hideFields: ["password"] }), refused.status);
  }
  // this instance forgets the account's sessions at once; the others on the NOTIFY
  sessions.forget({ userId });
  await sessions.sync();
  // every session of the account has ended, this browser's too if it had one
  const headers = new Headers(PRIVATE_PAGE_HEADERS);
  if (context.sessionToken) headers.append("Set-Cookie", clearedSessionCookie(config.isProduction));
  return data<FormActionData>(
    { intent: "reset", result: submission.reply({ resetForm: true }), message: "Your password has been changed. Please sign in with the new one." },
    { headers },
  );
}

export async function loadConfirmEmail(request: Request, context: RequestContext) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await peekEmailConfirmation(context.services.db, token);
  return data({ token: link ? token : null, purpose: link?.purpose ?? null, email: link?.email ?? null }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function confirmEmailAction(request: Request, context: RequestContext) {
  const { db, brand, sessions } = context.services;
  const form = await request.formData();
  const submission = parseForm(form, confirmEmailSchema);
  const limited = await linkTriesExceeded(context, "confirm", submission);
  if (limited) return limited;
  if (submission.status !== "success") return fail("confirm", submission.reply());
  try {
    const result = await confirmEmail(db, brand, submission.value.token);
    await sessions.sync();
    const message = result.purpose === "email-change" ? `Your account now uses ${result.email}.` : "Thank you: your e-mail address is confirmed.";
    return done("confirm", submission.reply(), message);
  } catch (error) {
    const refused = formRefusal(error);
    return fail("confirm", submission.reply({ formErrors: [refused.message] }), refused.status);
  }
}
