import { registrationFieldsSchema } from "~/lib/auth-schemas";
import { ORGANISATION_ROLES } from "~/lib/organisation-roles";
import { z } from "~/lib/zod";

/*
 * The bodies of inviting, joining and changing members (decisions.md, "Buying as an organisation").
 * The server reads an invitation's and a member change's fields one by one, so that each bad value
 * has its own code (`invalid_email`, `invalid_role`, `invalid_limit`, `limit_not_for_role`); these
 * schemas describe them (the API description, the pages' forms).
 */

const limit = (what: string) =>
  z
    .string()
    .nullable()
    .optional()
    .meta({ description: `${what} in dollars as a decimal string ("50.00"); null or absent: no limit.` });

/** A member's limits, as the API names them; which a role has: app/lib/organisation-roles.ts. */
export const memberLimitsSchema = z.object({
  orderLimit: limit("The most one order may total without approval (buyers, approvers),"),
  monthlyLimit: limit("The most the member may order in a calendar month without approval (buyers, approvers),"),
  approvalLimit: limit("The largest request total an approver may approve,"),
});

export const organisationRoleSchema = z.enum(ORGANISATION_ROLES);

/** POST /api/organisation/invitations. */
export const invitationSchema = z.object({ email: z.string(), role: organisationRoleSchema, ...memberLimitsSchema.shape });

/** PATCH /api/organisation/members/:userId: a field left out keeps its value; a role without a limit clears it. */
export const memberChangeSchema = z.object({ role: organisationRoleSchema.optional(), ...memberLimitsSchema.shape });

/** PATCH /api/admin/organisations/:id/members/:userId: staff appoint a member's role. */
export const memberRoleSchema = z.strictObject({ role: organisationRoleSchema });

/** What joining through an invitation asks (the address is the invitation's); the server adds the common-password check. */
export const invitationAcceptFieldsSchema = registrationFieldsSchema.pick({ firstName: true, lastName: true, password: true });
