import { ACCOUNT_TOKEN_PATTERN } from "~/lib/account-schemas";
import { invitationAcceptFieldsSchema, invitationSchema, memberChangeSchema, memberRoleSchema } from "~/lib/organisation-member-schemas";
import { z } from "~/lib/zod";
import { sessionSetCookie } from "./auth";
import { describeArea, type OperationSpec, type PathParam } from "./operation";
import { uuidParam } from "./parameters";

const invitationId = { id: uuidParam("invitation", "The invitation's id, as listed.") };
const memberId = { userId: uuidParam("member", "The member's user id, as GET /api/organisation lists it.") };
const invitationToken: PathParam = {
  schema: z.string().regex(ACCOUNT_TOKEN_PATTERN).meta({ description: "The token of the invitation's e-mailed link (32 bytes, base64url)." }),
  record: "invitation",
};

const ADMINS = "The organisation's admins whose account is approved; other members 403 `not_allowed`, staff 404 `no_organisation`.";
const LIMIT_ERRORS = { 400: ["invalid_role", "invalid_limit"], 422: ["limit_not_for_role"] } as const;
const GONE = { 410: ["invitation_used", "invitation_revoked"] } as const;

/** An admin's operation on their organisation's members or invitations. */
const byAdmin = (spec: Omit<OperationSpec, "access">): OperationSpec => ({
  ...spec,
  access: "signed-in",
  description: [spec.description, ADMINS].filter(Boolean).join(" "),
  errors: { 403: ["not_allowed"], ...spec.errors, 404: ["no_organisation", ...(spec.errors?.[404] ?? [])] },
});

/** server/api/organisation-members.ts: invitations, joining, and the members' roles and limits. */
export const organisationMemberPaths = describeArea("Organisation", {
  "/api/organisation/invitations": {
    get: byAdmin({
      summary: "List the open invitations",
      description: "Invitations neither accepted nor revoked, newest first; `status` is `open` or `expired` (an expired one may be resent).",
      success: { status: 200, description: "`[{id, email, role, orderLimit, monthlyLimit, approvalLimit, status, expiresAt, createdAt}]`." },
    }),
    post: byAdmin({
      summary: "Invite someone",
      description:
        "E-mails the address a link to join (`<PUBLIC_ORIGIN>/invitations/<token>`), valid once for 7 days. Limits are decimal strings in dollars; a role without a limit refuses it (422). An address that is a member already, invited already, or has an account elsewhere (another organisation's or staff; never named) is 409. 100 invitations a day per organisation.",
      body: invitationSchema,
      rateLimited: true,
      success: { status: 201, description: '`{id, email, role, orderLimit, monthlyLimit, approvalLimit, status: "open", expiresAt, createdAt}`.' },
      errors: { ...LIMIT_ERRORS, 400: ["invalid_email", ...LIMIT_ERRORS[400]], 409: ["already_member", "already_invited", "address_has_account"] },
    }),
  },
  "/api/organisation/invitations/{id}/resend": {
    post: byAdmin({
      summary: "Send an invitation again",
      description: "A new link, valid 7 days from now; the previous link stops working. Counts against the 100 a day.",
      path: invitationId,
      rateLimited: true,
      success: { status: 200, description: "The invitation, with its new expiry." },
      errors: GONE,
    }),
  },
  "/api/organisation/invitations/{id}": {
    delete: byAdmin({
      summary: "Revoke an invitation",
      description: "Its link stops working (410 `invitation_revoked`).",
      path: invitationId,
      success: { status: 204, description: "Revoked." },
      errors: GONE,
    }),
  },
  "/api/invitations/{token}": {
    get: {
      summary: "Read an invitation",
      description: "What the joining page shows. A used, revoked or expired link is 410.",
      access: "public",
      path: { token: invitationToken },
      success: { status: 200, description: "`{organisationName, email, role, invitedBy, expiresAt}`." },
      errors: { 410: [...GONE[410], "invitation_expired"] },
    },
  },
  "/api/invitations/{token}/accept": {
    post: {
      summary: "Join through an invitation",
      description:
        "Makes an approved person with the invitation's (confirmed) address, a member with its role and limits, and signs them in. The password follows registration's policy. A used, revoked or expired link is 410 and nobody is signed in; of two accepts at once one joins. Five tries per link (429 after).",
      access: "public",
      path: { token: invitationToken },
      body: invitationAcceptFieldsSchema,
      rateLimited: true,
      success: { status: 201, description: "`{id, email, organisation: {id, name, role}}`, and the session cookie.", headers: sessionSetCookie },
      errors: { 409: ["address_has_account"], 410: [...GONE[410], "invitation_expired"] },
    },
  },
  "/api/organisation/members/{userId}": {
    patch: byAdmin({
      summary: "Change a member's role or limits",
      description:
        "A field left out keeps its value; a role without a limit clears it. The organisation's last admin cannot be demoted (409 `last_admin`). The member's sessions carry the change at once.",
      path: memberId,
      body: memberChangeSchema,
      success: { status: 200, description: "The member as GET /api/organisation lists them." },
      errors: { ...LIMIT_ERRORS, 409: ["last_admin"] },
    }),
    delete: byAdmin({
      summary: "Remove a member",
      description:
        "The person leaves the organisation and their account is closed: signed out at once on every instance, and signing in answers 403 `account_closed`. Their pending approval requests are cancelled; their orders stay. The last admin cannot be removed (409 `last_admin`).",
      path: memberId,
      success: { status: 204, description: "Removed." },
      errors: { 409: ["last_admin"] },
    }),
  },
  "/api/admin/organisations/{id}/members/{userId}": {
    patch: {
      summary: "Appoint a member's role",
      description:
        "Staff give a member of the organisation a role (appointing an admin, say); limits the role has no use for are cleared. The last admin stays one (409).",
      access: "admin",
      path: { id: uuidParam("organisation", "The organisation's id."), ...memberId },
      body: memberRoleSchema,
      success: { status: 200, description: "The member, with their new role." },
      errors: { 400: ["invalid_role"], 409: ["last_admin"] },
    },
  },
});
