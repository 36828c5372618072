/** The signed-in user as the UI knows them (spec §3: at least id and firstName). */
export interface ViewerUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  role: "customer" | "admin";
  status: "pending" | "approved" | "rejected";
}

/** What the root loader tells the UI about a signed-in user. */
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
  };
}
