import { redirect } from "react-router";
import { invitationAcceptFieldsSchema } from "~/lib/organisation-member-schemas";
import { registrationSchema } from "~/lib/password-policy.server";
import { parseForm } from "~/lib/form-validation";
import { schemaFields } from "~/lib/account-schemas";
import type { RequestContext } from "../../server/load-context";
import { DomainError } from "../../server/errors/domain-error";
import { formRefusal } from "../../server/http/api-errors";
import { sessionCookie } from "../../server/auth/session-cookie";
import { createSession } from "../../server/auth/session";
import { flashToastCookie } from "../../server/http/flash-toast";
import { acceptInvitation, admitAccept, readInvitationLink } from "../../server/services/organisations/invitations";
import { fail, PRIVATE_PAGE_HEADERS } from "./account.server";

/** Joining checks the password as registration does (the policy lives on the server). */
const joinSchema = invitationAcceptFieldsSchema.extend({ password: registrationSchema.shape.password });

/** The invitation a link opens, or why it cannot be used (used, expired, revoked, unknown): the page says so instead of a form. */
export async function loadInvitation(context: RequestContext, token: string) {
  try {
    const invitation = await readInvitationLink(context.services.db, token, context.services.clock.now());
    return { invitation, refusal: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { invitation: null, refusal: error.message };
  }
}

/**
 * POST of the join form: the same checks and work as `POST /api/invitations/:token/accept` (the
 * link's tries first, then the fields), then the person is signed in and lands on their account.
 */
export async function joinAction(request: Request, context: RequestContext, token: string) {
  const { db, config, sessions } = context.services;
  const form = await request.formData();
  // the form also carries its `intent` (AccountForm): the fields alone are checked
  const submission = parseForm(schemaFields(form), joinSchema);
  try {
    await admitAccept(db, token, context.services.clock.now());
    if (submission.status !== "success") return fail("join", submission.reply({ hideFields: ["password"] }));
    const joined = await acceptInvitation(db, token, submission.value, context.services.clock.now());
    if (context.sessionToken) await sessions.end(context.sessionToken);
    const session = await createSession(db, joined.id);
    const headers = new Headers(PRIVATE_PAGE_HEADERS);
    headers.append("Set-Cookie", sessionCookie(session.token, session.expiresAt, config.isProduction));
    headers.append("Set-Cookie", flashToastCookie("signed-in", config.isProduction));
    return redirect("/account", { headers });
  } catch (error) {
    const refused = formRefusal(error);
    return fail("join", submission.reply({ formErrors: [refused.message], hideFields: ["password"] }), refused.status);
  }
}
