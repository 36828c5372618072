import { eq } from "drizzle-orm";
import { may } from "~/lib/organisation-roles";
import type { Db } from "../../db/database";
import { organisationMembers, organisations, type Organisation, type OrganisationMember } from "../../db/schema";
import { notAllowed } from "../../errors/domain-error";
import { noOrganisation } from "./organisations";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A person's organisation (its row locked until COMMIT) and their membership as stored now. */
export interface LockedMembership {
  organisation: Organisation;
  member: OrganisationMember;
}

/**
 * Locks the organisation of `userId` (`SELECT … FOR UPDATE`) and reads their role and limits as
 * they are now, not as the session cached them. Every write that counts or changes what the
 * organisation may spend takes this lock first, in this order (organisation, then an approval
 * request), so that two checkouts at one budget or two approvers of one request wait for each
 * other (docs/decisions/056-approvals.md). null: the person belongs to no organisation (staff).
 */
export async function lockMembership(tx: Tx, userId: string): Promise<LockedMembership | null> {
  const [row] = await tx
    .select({ organisation: organisations, member: organisationMembers })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId))
    .for("update", { of: organisations });
  return row ?? null;
}

/** lockMembership for what only an organisation's admins do: 404 `no_organisation` for staff, 403 `not_allowed` for other members. */
export async function lockAsOrganisationAdmin(tx: Tx, userId: string, refusal: string): Promise<LockedMembership> {
  const locked = await lockMembership(tx, userId);
  if (!locked) throw noOrganisation();
  if (!may(locked.member.role, "manage-members")) throw notAllowed(refusal);
  return locked;
}
