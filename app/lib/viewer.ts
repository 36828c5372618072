/** The signed-in user as the UI knows them (spec §3: at least id and firstName). */
export interface ViewerUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  role: "customer" | "admin";
  status: "pending" | "approved" | "rejected";
  /** the first letter of the first name, upper-case, for the avatar */
  initial: string;
}

/**
 * What the root loader tells the UI about a signed-in user. Everything the UI shows about them is
 * one of these fields as it is: a page must not derive text from them (server/http/personal-page-cache.ts
 * renders pages for a stand-in and fills these fields in afterwards).
 */
export function viewerOf(u: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  role: ViewerUser["role"];
  status: ViewerUser["status"];
}): ViewerUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    company: u.company,
    role: u.role,
    status: u.status,
    initial: (Array.from(u.firstName)[0] ?? "").toUpperCase(),
  };
}
