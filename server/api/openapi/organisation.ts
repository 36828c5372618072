import { organisationNameSchema } from "~/lib/organisation-schemas";
import { describeArea } from "./operation";

/** server/api/organisation.ts: the caller's organisation (docs/decisions/054-organisations.md). */
export const organisationPaths = describeArea("Organisation", {
  "/api/organisation": {
    get: {
      summary: "Read the organisation",
      description:
        "The caller's organisation: `{id, name, you: {userId, role}, rules, members}`. Amounts are decimal strings in dollars (`\"50.00\"`), null for no limit. Admins and approvers see every member's limits and `spentThisMonth` (non-cancelled orders placed this calendar month); buyers and requesters see their own, null for the others. Staff belong to no organisation (404 `no_organisation`).",
      access: "signed-in",
      success: { status: 200, description: "The organisation, its rules and members." },
      errors: { 404: ["no_organisation"] },
    },
    patch: {
      summary: "Rename the organisation",
      description: "Its admins only (403 `not_allowed` for other members). Audited.",
      access: "signed-in",
      body: organisationNameSchema,
      success: { status: 200, description: "`{id, name}` as renamed." },
      errors: { 403: ["not_allowed"], 404: ["no_organisation"] },
    },
  },
});
