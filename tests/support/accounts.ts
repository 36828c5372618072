import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/database";
import { users } from "../../server/db/schema";
import { hashPassword } from "../../server/auth/password";
import type { TestApp } from "./test-app";
import type { MemberLimits, OrganisationRole } from "~/lib/organisation-roles";
import { addMember, createOrganisationFor } from "../../server/services/organisations/organisations";

let counter = 0;

/**
 * Creates a user with the given status directly in the database and returns its credentials. A
 * customer is the admin of a one-person organisation named after its company, as registering
 * makes it; with `organisation`, it is instead a member of that one with `member`'s role and limits.
 */
export async function createUser(
  db: Db,
  status: "pending" | "approved" | "rejected",
  role: "customer" | "admin" = "customer",
  opts: { organisation?: string; member?: { role: OrganisationRole; limits?: Partial<MemberLimits> }; company?: string } = {},
) {
  counter++;
  const email = `${status}-${role}-${counter}-${Date.now()}@lab.example.org`;
  const password = `password-${counter}-long`;
  const company = opts.company ?? "Test Lab";
  const user = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, firstName: `First${counter}`, lastName: "Tester", company, passwordHash: await hashPassword(password), status, role })
      .returning();
    if (role !== "customer") return created;
    if (opts.organisation)
      await addMember(tx, { organisationId: opts.organisation, userId: created.id, role: opts.member?.role ?? "buyer", limits: opts.member?.limits });
    else await createOrganisationFor(tx, created.id, company);
    return created;
  });
  return { user, email, password };
}

/** Signs in through the API and returns the session cookie ("sid=…"). */
export async function signInCookie(app: TestApp, email: string, password: string) {
  const res = await app.request("/api/auth/login", { method: "POST", json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

/** A new account of the given status, signed in: its id, e-mail and session cookie (a fixture per role). */
export async function signedInAccount(app: TestApp, status: "pending" | "approved" | "rejected" = "approved") {
  const u = await createUser(app.database.db, status);
  return { id: u.user.id, email: u.email, cookie: await signInCookie(app, u.email, u.password) };
}

export function cookieFrom(res: Response) {
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("sid=") || c.startsWith("__Host-sid="));
  if (!setCookie) throw new Error("no session cookie");
  return setCookie.split(";")[0];
}

export async function findUser(db: Db, email: string) {
  const [u] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return u;
}
