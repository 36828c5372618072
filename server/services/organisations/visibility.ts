import { eq, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { organisationMay } from "~/lib/organisation-roles";
import type { SessionUser } from "../../auth/session";

/** Who reads orders and quotes: the person, and their organisation and role in it (null: staff buying for themselves). */
export type PlacedReader = Pick<SessionUser, "id" | "organisation">;

/**
 * Which orders or quotes (their `user_id`, who placed them, and `organisation_id`) a person reads
 * as theirs: the ones they placed, and for an organisation's admins and approvers the whole
 * organisation's (docs/decisions/054-organisations.md). Anything else is "not found".
 */
export function placedVisibleTo(reader: PlacedReader, columns: { userId: PgColumn; organisationId: PgColumn }): SQL {
  const own = eq(columns.userId, reader.id);
  const organisation = reader.organisation;
  if (!organisation || !organisationMay(organisation.role, "see-organisation-orders")) return own;
  return or(own, eq(columns.organisationId, organisation.id))!;
}

/** The same rule for one order or quote already read. */
export function mayReadPlaced(reader: PlacedReader, row: { userId: string | null; organisationId: string | null }): boolean {
  if (row.userId !== null && row.userId === reader.id) return true;
  const organisation = reader.organisation;
  return !!organisation && row.organisationId === organisation.id && organisationMay(organisation.role, "see-organisation-orders");
}
