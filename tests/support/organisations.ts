import { eq } from "drizzle-orm";
import type { MemberLimits, OrganisationRole } from "~/lib/organisation-roles";
import { organisationMembers } from "../../server/db/schema";
import { createUser, signInCookie } from "./accounts";
import { TEST_ADMIN, type TestApp } from "./test-app";

/** A signed-in person of a test: their id, e-mail and session cookie. */
export interface SignedInMember {
  id: string;
  email: string;
  password: string;
  cookie: string;
  organisationId: string;
}

/**
 * An approved customer who registered: the admin of a new one-person organisation (named
 * `company`, "Test Lab" when absent), signed in. Its organisation's id is `organisationId`.
 */
export async function createOrganisationAdmin(app: TestApp, opts: { company?: string } = {}): Promise<SignedInMember> {
  const { user, email, password } = await createUser(app.database.db, "approved", "customer", { company: opts.company });
  const [membership] = await app.database.db.select().from(organisationMembers).where(eq(organisationMembers.userId, user.id));
  return { id: user.id, email, password, cookie: await signInCookie(app, email, password), organisationId: membership.organisationId };
}

/**
 * An approved person added to `organisation` with `role` and `limits` (cents; absent: none), as
 * accepting an invitation will make them, signed in.
 */
export async function createOrganisationMember(
  app: TestApp,
  opts: { organisation: string; role: OrganisationRole; limits?: Partial<MemberLimits> },
): Promise<SignedInMember> {
  const { user, email, password } = await createUser(app.database.db, "approved", "customer", {
    organisation: opts.organisation,
    member: { role: opts.role, limits: opts.limits },
  });
  return { id: user.id, email, password, cookie: await signInCookie(app, email, password), organisationId: opts.organisation };
}

/** An organisation "Cold Spring Lab" with a member of each role, a second organisation's admin, and staff's cookie. */
export interface EveryRole {
  admin: SignedInMember;
  approver: SignedInMember;
  buyer: SignedInMember;
  requester: SignedInMember;
  otherAdmin: SignedInMember;
  staff: string;
}

/** The fixture the organisation suites share; `approverLimits`: the approver's (none by default). */
export async function organisationWithEveryRole(app: TestApp, opts: { approverLimits?: Partial<MemberLimits> } = {}): Promise<EveryRole> {
  const admin = await createOrganisationAdmin(app, { company: "Cold Spring Lab" });
  const organisation = admin.organisationId;
  return {
    admin,
    approver: await createOrganisationMember(app, { organisation, role: "approver", limits: opts.approverLimits }),
    buyer: await createOrganisationMember(app, { organisation, role: "buyer" }),
    requester: await createOrganisationMember(app, { organisation, role: "requester" }),
    otherAdmin: await createOrganisationAdmin(app, { company: "Another Lab" }),
    staff: await signInCookie(app, TEST_ADMIN.email, TEST_ADMIN.password),
  };
}
