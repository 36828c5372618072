import { describe, expect, it } from "vitest";
import { ORGANISATION_ROLES, organisationMay, type OrganisationPermission } from "./organisation-roles";

const table: Record<OrganisationPermission, string> = {
  "see-all-limits": "admin approver",
  "manage-organisation": "admin",
  "see-organisation-orders": "admin approver",
  "manage-address-book": "admin",
  "decide-requests": "admin approver",
};

describe("what each organisation role may do", () => {
  for (const [permission, roles] of Object.entries(table) as [OrganisationPermission, string][]) {
    it(`${permission}: ${roles} only`, () => {
      expect(ORGANISATION_ROLES.filter((role) => organisationMay(role, permission))).toEqual(roles.split(" "));
    });
  }
});
