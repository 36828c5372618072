import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/database";
import { users } from "../../server/db/schema";
import { hashPassword } from "../../server/auth/password";
import type { TestApp } from "./test-app";

let counter = 0;

/** Creates a user with the given status directly in the database and returns its credentials. */
export async function createUser(db: Db, status: "pending" | "approved" | "rejected", role: "customer" | "admin" = "customer") {
  counter++;
  const email = `${status}-${role}-${counter}-${Date.now()}@lab.example.org`;
  const password = `password-${counter}-long`;
  const [user] = await db
    .insert(users)
    .values({ email, firstName: `First${counter}`, lastName: "Tester", company: "Test Lab", passwordHash: await hashPassword(password), status, role })
    .returning();
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
